// Messages that tell the visitor's situation before they ask, answered — but about the
// situation's words rather than the question (session 18, issue #24; seen failing in set 15:
// a callback about a broken tool, then how to make the assistant open a task). Here in words
// of their own on a small business of its own: the whole message reaches the page where
// "callbacks about broken items become tasks in Trello", the question asks how to open the task.
import { describe, expect, it } from 'vitest';
import { askBusiness, businessChunk } from './test-business.ts';

function workshop() {
  return askBusiness(152, 'Tinker Desk', [
    businessChunk(
      'repairs',
      'Tinker Desk for repair shops',
      '- Repair intake: customers describe a broken or damaged item and send a photo.\n- Callback requests: a customer who wants a callback about a broken item becomes a task in Trello or your CRM with a due date, so promised calls are made.\n- Pickup reminders: customers hear when the repaired item is ready.',
      { section: 'What Tinker Desk does for repair shops' },
    ),
    businessChunk(
      'trello',
      'Trello',
      '- Connect your Trello board from Integrations › Trello.\n- In Workflows, add a “Create Trello task” step where a follow-up is needed.\n- Pick the list, the member and the due-date rule, and map the fields to fill.\n- Run the workflow from the widget and check the task in Trello.',
      { section: 'Using Trello with Tinker Desk' },
    ),
    businessChunk(
      'viber',
      'Viber',
      '- Apply for a Viber business account.\n- In Tinker Desk, open Channels › Viber and sign in with it.',
      { section: 'How to connect Viber' },
    ),
    businessChunk(
      'limits',
      'The Tinker Desk API',
      'Requests are rate limited per client; a 429 answer says to slow down and when to retry. Every error answer is JSON with a stable code. The official app client applies a 15-second timeout and retries network errors with exponential backoff.',
      { section: 'Limits and errors' },
    ),
    businessChunk(
      'api-faq',
      'Tinker Desk API FAQ',
      'To stop duplicate answers, send a message_key with each message: retrying with the same key returns the first answer instead of a second, duplicate answer.',
      { section: 'Duplicate answers' },
    ),
    businessChunk(
      'handback',
      'Handing a chat back',
      'When your staff member has finished with a customer, they press Hand back and Tinker Desk answers the chat again.',
    ),
  ]);
}

describe("a situated question whose answer the situation's words pulled elsewhere", () => {
  it.each([
    'If a client rings about a damaged bicycle and wants a callback, how do I set up a Trello task?',
    'When a customer wants a callback about a broken heater, how do I set up a Trello task?',
    'Customers with broken items keep asking for callbacks. How do I set up a Trello task?',
    'Once a customer requests a callback about a broken radio, how do I set up the Trello task step?',
  ])('answers the question as a follow-up of the situation: %s', async (message) => {
    const { ask } = workshop();
    const reply = await ask(message);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/Create Trello task/);
  });

  it.each([
    'Our kiosk app retries requests whenever the network times out. What should I do so visitors never get the same answer twice?',
    'When the network times out, our ticket app retries requests. What should I do so visitors never get the same answer twice?',
  ])('asks the question alone when the follow-up is pulled the same way: %s', async (message) => {
    const { ask } = workshop();
    const reply = await ask(message);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/message_key/);
  });

  it('keeps the answer when the situation says what is asked', async () => {
    const { ask } = workshop();
    const reply = await ask(
      'When my staff member has finished with a customer, how does Tinker take the chat again?',
    );
    expect(reply.text).toMatch(/Hand back/);
  });
});
