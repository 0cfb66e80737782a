// Yes/no, how-to and price questions of session 15 round two (issue #24), each test naming
// a class of question seen failing in set 11, in words of its own (not an eval question),
// on small businesses of its own.
import { describe, expect, it } from 'vitest';
import { attributeUnstated } from './asked-attribute.ts';
import { askBusiness, businessChunk } from './test-business.ts';

const p = (text: string, extra: object = {}) => ({
  chunkId: 'x',
  sourceId: 'x',
  title: 'x',
  text,
  score: 1,
  ...extra,
});

describe("a refund the visitor's own customers ask for", () => {
  // A ticket desk: refunds are cases it tracks, not money it gives back.
  const desk = () =>
    askBusiness(61, 'Tiketi Desk', [
      businessChunk(
        'tickets',
        'Tickets from chats',
        'Some requests need a person: a refund to approve, a repair to schedule. Tiketi Desk turns the chat into a ticket with the customer’s details and assigns it to your team.',
      ),
      businessChunk(
        'faq',
        'Tickets FAQ',
        'Not automatically. Reply from the inbox, or add a rule that messages the customer when you resolve the ticket.',
        { question: 'Does resolving the ticket update the customer?' },
      ),
      businessChunk('plans', 'Plans', 'The Team plan costs $40 per month. Cancel at any time.'),
    ]);

  it('is a case the team handles, so the passage on it answers', async () => {
    const { ask } = desk();
    for (const q of [
      'When my team resolves the ticket for a refund, is the customer told?',
      'If a buyer wants a refund and we close the ticket, will the customer hear about it?',
      'Our clients ask for refunds in the chat. Does resolving the refund ticket update the customer?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(/Not automatically/);
    }
  });

  it('is not the refund policy: a refund of money paid the knowledge never states is still unknown', () => {
    const plans = [p('The Team plan costs $40 per month. Cancel at any time.')];
    for (const q of [
      'Do I get a refund if I cancel the Team plan?',
      'can we get our money back on the plan?',
      'Is the monthly fee refundable?',
    ])
      expect(attributeUnstated(q, plans), q).toBe(true);
    for (const q of [
      'Can a shopper ask for a refund in the chat?',
      'Will the refund request become a ticket?',
      'When a customer wants a refund, what happens?',
    ])
      expect(attributeUnstated(q, plans), q).toBe(false);
  });
});
