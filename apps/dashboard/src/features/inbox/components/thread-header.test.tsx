import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { availableActions } from '../lib/conversation-actions.ts';
import { conversationFixture } from './test-fixtures.ts';
import { ThreadHeader } from './thread-header.tsx';

function render(conversation = conversationFixture(), me = 7) {
  return renderToStaticMarkup(
    <ThreadHeader
      conversation={conversation}
      name="Ada Lovelace"
      assigneeName={conversation.assignee_id ? 'Grace' : null}
      actions={availableActions(conversation, me)}
      members={[]}
      assignOpen={false}
      onAssignOpenChange={() => undefined}
      onAction={() => undefined}
      onAssign={() => undefined}
      onShowShortcuts={() => undefined}
      busy={false}
    />,
  );
}

describe('ThreadHeader', () => {
  it('offers take over, hand back, assign and resolve while waiting', () => {
    const html = render();
    for (const label of [
      'Take over',
      'Hand back to bot',
      'Assign',
      'Resolve',
      'Waiting',
      'Unassigned',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).not.toContain('Reopen');
    expect(html).toContain('aria-keyshortcuts="t"');
  });

  it('offers only reopen once resolved', () => {
    const html = render(conversationFixture({ status: 'resolved', assignee_id: 7 }));
    expect(html).toContain('Reopen');
    expect(html).toContain('Assigned to Grace');
    expect(html).not.toContain('Take over');
    expect(html).not.toContain('>Resolve<');
  });
});
