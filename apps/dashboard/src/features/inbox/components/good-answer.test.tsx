import type { InboxMessage } from '@lisa/contracts/inbox';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TaughtAnswers } from '../hooks/use-taught-answers.ts';
import { canTeachAnswers } from '../lib/inbox-permissions.ts';
import { GoodAnswer, isCitedAnswer } from './good-answer.tsx';
import { messageFixture } from './test-fixtures.ts';

const cited = messageFixture({
  id: 41,
  sender: 'bot',
  text: 'Refunds take 5 days [1].',
  citations: [{ index: 1, title: 'Refund policy' }],
});

function answers(taught: Map<number, number>): TaughtAnswers {
  const idle = { isPending: false, variables: undefined, mutate: () => undefined };
  return {
    enabled: true,
    taughtAs: (message: InboxMessage) => taught.get(message.id) ?? null,
    teach: idle,
    undo: idle,
  } as unknown as TaughtAnswers;
}

describe('GoodAnswer', () => {
  it('is offered on a cited bot reply only, to whoever may change the knowledge', () => {
    expect(isCitedAnswer(cited)).toBe(true);
    expect(isCitedAnswer({ ...cited, citations: [] })).toBe(false);
    expect(isCitedAnswer({ ...cited, sender: 'visitor' })).toBe(false);
    expect(isCitedAnswer({ ...cited, sender: 'agent' })).toBe(false);
    expect(canTeachAnswers('owner')).toBe(true);
    expect(canTeachAnswers('admin')).toBe(true);
    expect(canTeachAnswers('agent')).toBe(false);
    expect(canTeachAnswers(null)).toBe(false);
  });

  it('shows "Good answer" until taught, then that it was taught with Undo', () => {
    const before = renderToStaticMarkup(
      <GoodAnswer message={cited} answers={answers(new Map())} />,
    );
    expect(before).toContain('Good answer');
    expect(before).toContain('<button');
    const after = renderToStaticMarkup(
      <GoodAnswer message={cited} answers={answers(new Map([[41, 7]]))} />,
    );
    expect(after).toContain('Taught to your agent');
    expect(after).toContain('Undo');
    expect(after).not.toContain('Good answer');
  });
});
