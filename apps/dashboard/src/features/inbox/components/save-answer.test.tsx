import type { InboxAnswer } from '@lisa/contracts/knowledge';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SavedAnswers } from '../hooks/use-saved-answers.ts';
import { askedBefore, isTeammateReply } from '../lib/saved-answer.ts';
import { SaveAnswer } from './save-answer.tsx';
import { messageFixture } from './test-fixtures.ts';

const asked = messageFixture({ id: 10, sender: 'visitor', text: ' Do you have parking? ' });
const bot = messageFixture({ id: 11, sender: 'bot', text: "I don't know that yet." });
const reply = messageFixture({ id: 12, sender: 'agent', text: 'Yes, behind the shop.' });
const note = messageFixture({ id: 13, sender: 'agent', text: 'Ask Tom', private: true });

function answers(saved: Map<number, Partial<InboxAnswer>>): SavedAnswers {
  return {
    enabled: true,
    savedAs: (id: number) => (saved.get(id) as InboxAnswer | undefined) ?? null,
    save: { isPending: false, mutateAsync: async () => undefined },
  } as unknown as SavedAnswers;
}

const render = (saved = new Map<number, Partial<InboxAnswer>>()) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SaveAnswer message={reply} question="Do you have parking?" answers={answers(saved)} />
    </MemoryRouter>,
  );

describe('SaveAnswer', () => {
  it("is offered on a teammate's visible reply only, prefilled with the visitor's question before it", () => {
    expect(isTeammateReply(reply)).toBe(true);
    expect(isTeammateReply(note)).toBe(false);
    expect(isTeammateReply(bot)).toBe(false);
    expect(isTeammateReply(asked)).toBe(false);
    expect(askedBefore([asked, bot, reply, note], reply)).toBe('Do you have parking?');
    expect(askedBefore([bot, reply], reply)).toBe('');
    const later = messageFixture({ id: 14, sender: 'visitor', text: 'And on Sundays?' });
    expect(askedBefore([asked, reply, later, note], note)).toBe('And on Sundays?');
  });

  it('shows a "Save as answer" button until saved, then "Saved to your knowledge" linking to the source', () => {
    const before = render();
    expect(before).toMatch(/<button[^>]*>.*Save as answer/);
    const after = render(new Map([[12, { source_id: 5, source_title: 'Answers from the inbox' }]]));
    expect(after).toContain('Saved to your knowledge');
    expect(after).toContain('href="/dashboard/datacenter?source=5"');
    expect(after).toContain('Answers from the inbox');
    expect(after).not.toContain('Save as answer');
  });
});
