// Yes/no questions of session 20 (issue #24) answered with a neighbouring sentence or a price
// although the answering FAQ entry was in the knowledge, each test naming a class seen failing
// in the seen sets, in words of its own, on a small business of its own: prices acted on and a
// question after a statement asked as yes/no, an FAQ entry whose own yes/no question is the
// visitor's quoted as the verdict, and everyday words for a self-hosted system, an account,
// removed access, a duplicate record, credits carried over and an invented answer.
import { describe, expect, it } from 'vitest';
import { classifyQuestion } from './question-type.ts';
import { askBusiness, businessChunk } from './test-business.ts';

const faq = (id: string, title: string, question: string, text: string) =>
  businessChunk(id, `${title} FAQ`, text, { question, section: title });

function tausi() {
  return askBusiness(207, 'Tausi', [
    businessChunk(
      'duka',
      'Duka ERP',
      'Bring your Duka ERP products into Tausi and send leads back to Duka. Duka holds your products, prices and stock; Tausi answers questions about them. A nightly import reads the catalogue from Duka and adds it to the knowledge base, so Tausi knows what is in stock.',
    ),
    businessChunk(
      'duka-steps',
      'Duka ERP',
      '1. Collect your Duka URL and an API key.\n2. Enter them under Integrations › Duka ERP.\n3. Run the import and check the products before they go live.',
      { section: 'Connect Duka ERP' },
    ),
    faq(
      'duka-versions',
      'Duka ERP',
      'Which Duka ERP editions are supported?',
      'Every Duka ERP edition with the JSON API, whether Duka Cloud or self-hosted.',
    ),
    faq(
      'duka-writes',
      'Duka ERP',
      'Does the import change anything in Duka?',
      'No. The import only reads; Tausi writes to Duka only when a workflow creates a lead.',
    ),
    faq(
      'duka-duplicates',
      'Duka ERP',
      'Will Tausi create duplicate leads?',
      'Tausi looks the customer up by phone before creating anything, and updates the lead it finds.',
    ),
    businessChunk(
      'api',
      'Tausi API',
      'Send messages to Tausi from your own app. A retried request with the same message id returns the first reply instead of a second one.',
      { section: 'Retries' },
    ),
    businessChunk(
      'tiktok',
      'TikTok',
      'Let Tausi answer TikTok messages and DMs while you post. 1. Switch your TikTok to a business account. 2. Grant Tausi the messaging permissions. 3. Message your account from another phone to test.',
    ),
    faq(
      'tiktok-personal',
      'TikTok',
      'Does it work with a personal TikTok account?',
      'No. TikTok only opens messaging to business accounts.',
    ),
    faq(
      'tiktok-access',
      'TikTok',
      'What happens if I remove Tausi’s access in TikTok?',
      'Tausi stops receiving messages at once and shows the channel as disconnected.',
    ),
    businessChunk(
      'zoom',
      'Video calls',
      '1. Connect a Google Workspace account under Integrations › Video calls. 2. Tausi adds a call link to every booking.',
      { section: 'Using video calls' },
    ),
    faq(
      'zoom-workspace',
      'Video calls',
      'Do I need Google Workspace?',
      'A personal Google account works; Workspace adds shared calendars for your team.',
    ),
    businessChunk(
      'widget',
      'Chat bubble',
      'The chat bubble sits on every page of your site and opens a chat panel where visitors ask questions and get answers from your knowledge base.',
    ),
    businessChunk(
      'orders',
      'Tausi for shops',
      'Orders in chat: visitors order in the chat and sign up first for a delivery slot; Tausi confirms each order and sends the order to your shop.',
    ),
    faq(
      'widget-account',
      'Chat bubble',
      'Do visitors need an account?',
      'No. Visitors chat without signing in; Tausi recognises a returning phone.',
    ),
    businessChunk(
      'tokens',
      'Tokens',
      'Tausi is paid for with tokens. Every reply uses tokens, and tokens never expire.',
    ),
    businessChunk(
      'totals',
      'Tausi pricing',
      'The monthly total is the token cost in US dollars plus the extra seats.',
      { section: 'Monthly totals' },
    ),
    businessChunk(
      'handoff',
      'Handing over',
      '- Tausi does not know the answer to a question: it says so plainly instead of guessing and offers a person.\n- The customer asks for a person.',
      { section: 'When Tausi hands over' },
    ),
  ]);
}

describe('a yes/no question about prices held elsewhere, or asked after a statement', () => {
  it.each([
    'Will the nightly import change the prices in Duka ERP?',
    'Could the import from Duka overwrite the prices stored in Duka?',
  ])('reads "%s" as yes/no and answers with the entry saying it only reads', async (question) => {
    expect(classifyQuestion(question)).toBe('yes-no');
    const reply = await tausi().ask(question);
    expect(reply.text).toContain('only reads');
  });

  it.each([
    'Could syncing our catalogue from Duka mess with the prices or stock there?',
    'Does the Duka import touch any prices on the Duka side?',
    'Can the bot update prices in our shop system?',
  ])('reads "%s" as yes/no: prices acted on are no price asked', (question) => {
    expect(classifyQuestion(question)).toBe('yes-no');
  });

  it.each([
    'We only have a plain Google login, is that enough for video calls?',
    'Our team shares one inbox on Outlook, does that work with the calendar?',
    'The shop runs on WordPress at the moment, will the chat bubble fit in?',
  ])('reads "%s" as asking whether', (question) => {
    expect(classifyQuestion(question)).toBe('yes-no');
  });
});

describe('a system on the visitor’s own machine is self-hosted', () => {
  it.each([
    'Duka lives on a box in our back office, can Tausi still connect?',
    'Our copy of Duka is installed on a computer in our shop, not in the cloud. Does that work?',
    'Duka runs on a VPS that I look after myself; can Tausi read from it?',
  ])('answers "%s" with the supported editions', async (question) => {
    const reply = await tausi().ask(question);
    expect(reply.decision).not.toBe('dont-know');
    expect(reply.text).toContain('self-hosted');
  });

  it('still refuses to say the business itself runs on the visitor’s server', async () => {
    const reply = await tausi().ask('Can Tausi itself run on a server we manage ourselves?');
    expect(reply.decision).toBe('dont-know');
  });
});

describe('everyday names of an account', () => {
  it.each([
    "My shop's TikTok is still a personal profile. Can Tausi reply to DMs there?",
    'We have a personal TikTok profile, not a business one. Will Tausi work with it?',
  ])('answers "%s": a social profile is an account', async (question) => {
    const reply = await tausi().ask(question);
    expect(reply.text).toContain('business accounts');
  });

  it.each([
    'Will a regular Gmail address do for the video calls?',
    'Is an ordinary gmail account fine for the video calls, or do we need Workspace?',
  ])('answers "%s": a Gmail address is a personal Google account', async (question) => {
    const reply = await tausi().ask(question);
    expect(reply.text).toContain('A personal Google account works');
  });

  it.each([
    'Do people browsing our shop have to create an account before chatting?',
    'Must people coming to our site register before they chat with Tausi?',
  ])('answers "%s": the people visiting a site are its visitors', async (question) => {
    const reply = await tausi().ask(question);
    expect(reply.text).toContain('without signing in');
  });

  it.each([
    'Do visitors have to sign up first in order to chat with Tausi?',
    'Must visitors register in order for the chat bubble to answer them?',
  ])('answers "%s": "in order to" names a purpose, not an order', async (question) => {
    const reply = await tausi().ask(question);
    expect(reply.text).toContain('without signing in');
  });

  it('leaves the visitor’s own mailbox alone', async () => {
    const reply = await tausi().ask('How do I change the password of my Gmail?');
    expect(reply.text).not.toContain('personal Google account');
  });
});

describe('taking back what was granted is removing access', () => {
  it.each([
    'If we revoke the bot’s permissions on TikTok, will it go on reading our DMs?',
    'Suppose I take Tausi’s rights away in TikTok, does it keep getting messages?',
    'What if we cut off its access on TikTok, do messages still come in?',
  ])('answers "%s" from the entry on removed access', async (question) => {
    const reply = await tausi().ask(question);
    expect(reply.text).toContain('stops receiving messages');
  });
});

describe('one more record of the same customer is a duplicate', () => {
  it.each([
    'If a returning buyer messages us again, will Duka end up with a second lead for him?',
    'When a regular buyer chats again weeks later, could there be another lead for the same buyer in Duka?',
  ])('answers "%s" with the entry on duplicate leads', async (question) => {
    const reply = await tausi().ask(question);
    expect(reply.text).toContain('looks the customer up by phone');
  });
});

describe('what stays usable does not expire; an invented answer is a guess', () => {
  it.each([
    'Will our unused tokens carry over into the next month?',
    'Do tokens roll over if we do not use them?',
  ])('answers "%s" with the tokens that never expire', async (question) => {
    const reply = await tausi().ask(question);
    expect(reply.text).toContain('never expire');
  });

  it.each([
    'Does your assistant hallucinate when it has no answer?',
    'Will Tausi make stuff up if it does not know the answer?',
  ])('answers "%s" with the sentence on guessing', async (question) => {
    const reply = await tausi().ask(question);
    expect(reply.text).toContain('instead of guessing');
  });
});

describe('an FAQ entry asking the visitor’s yes/no question says whether, whatever its first word', () => {
  it.each([
    'Does Tausi create a duplicate lead when a known buyer writes again?',
    'Would a personal Google account be enough to add call links to bookings?',
    'Can a personal Google account connect the video calls?',
  ])('answers "%s" with that entry first', async (question) => {
    const reply = await tausi().ask(question);
    expect(reply.text).toMatch(/^(?:Tausi looks the customer up|A personal Google account works)/);
  });
});
