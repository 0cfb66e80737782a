// Messages that tell the visitor's situation before they ask (session 18, issue #24): seen
// failing in set 15 ("Our hostel has a Facebook Page that gets booking questions. How do I
// connect it?", "Pour notre auto-école, quel est le prix pour connecter Instagram ?"), here in
// words of their own on a small business of its own.
import { describe, expect, it } from 'vitest';
import { splitSituation } from './situation.ts';
import { askBusiness, businessChunk } from './test-business.ts';

function desk() {
  return askBusiness(151, 'Harbour Desk', [
    businessChunk(
      'telegram',
      'Telegram',
      '- Create a bot with BotFather in Telegram and copy its token.\n- In Harbour Desk, open Channels › Telegram and paste the token.\n- Send your bot a message to check that replies arrive.',
      { section: 'How to connect Telegram' },
    ),
    businessChunk(
      'viber',
      'Viber',
      '- Apply for a Viber business account and wait for approval.\n- In Harbour Desk, open Channels › Viber and sign in with the business account.\n- Choose which Viber chats Harbour Desk answers.',
      { section: 'How to connect Viber' },
    ),
    businessChunk(
      'prices',
      'Harbour Desk pricing',
      'Channel setup prices (one-time): Telegram $70, Viber $95, Line $110, SMS $40. Each price covers the first connection.',
      { section: 'Channel setup prices' },
    ),
    businessChunk(
      'records',
      'Contacts',
      'When a known contact writes again, Harbour Desk finds their record by phone number and updates it instead of making a duplicate record.',
    ),
    businessChunk(
      'story',
      'Customer story: Blue Lagoon Dive Centre',
      'Blue Lagoon Dive Centre in Watamu answers divers on Telegram at night; bookings rose by a fifth in one season.',
    ),
  ]);
}

describe('a question after the visitor tells their situation', () => {
  it('splits the situation from the question it then asks', () => {
    expect(splitSituation('Our bakery takes orders on Telegram. How would I hook it up?')).toEqual({
      situation: 'Our bakery takes orders on Telegram.',
      question: 'How would I hook it up?',
    });
    expect(splitSituation('I run a gym with two branches! Show me how to link our Viber.')).toEqual(
      {
        situation: 'I run a gym with two branches!',
        question: 'Show me how to link our Viber.',
      },
    );
    expect(
      splitSituation('For our tailoring shop, what does connecting Telegram cost once?'),
    ).toEqual({
      situation: 'For our tailoring shop',
      question: 'what does connecting Telegram cost once?',
    });
    expect(splitSituation('Kwa saluni yetu, bei ya kuunganisha Telegram ni kiasi gani?')).toEqual({
      situation: 'Kwa saluni yetu',
      question: 'bei ya kuunganisha Telegram ni kiasi gani?',
    });
    // A question alone, statements alone, or two questions: no situation.
    expect(splitSituation('How do I connect Telegram?')).toBeUndefined();
    expect(splitSituation('We sell cakes. We open at eight.')).toBeUndefined();
    expect(splitSituation('Do you do Viber? How much is it?')).toBeUndefined();
  });

  it("resolves the question's pronoun to the thing the situation names", async () => {
    const { ask } = desk();
    for (const message of [
      'Our bakery takes cake orders through a Telegram channel. How would I hook it up?',
      'My cousin and I run a bicycle repair garage with a Telegram account that customers message. Walk me through connecting it.',
      'We are a small tuition centre and parents chat to us on Telegram. How can we get it connected?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('answer');
      expect(reply.text, message).toMatch(/BotFather/);
    }
  });

  it('judges the question on its own after an opening clause naming who asks', async () => {
    const { ask } = desk();
    for (const message of [
      'For our tailoring shop in Eldoret, what would you bill once to connect Viber?',
      'Pour notre salon de coiffure à Nakuru, quel est le prix pour connecter Viber ?',
      'Kwa saluni yetu ya Nakuru, bei ya kuunganisha Viber ni kiasi gani?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('answer');
      expect(reply.text, message).toMatch(/\$95/);
    }
  });

  it('answers a price question whose subject only the situation names', async () => {
    const { ask } = desk();
    for (const message of [
      'Duka letu la nguo mjini Thika linatumia Viber. Ada ya kuunganisha ni kiasi gani?',
      'Our family bakery in Thika already takes orders from regulars over Viber. What would the one-time fee be?',
      'Notre salon de coiffure à Thika utilise Viber avec ses clientes fidèles. Quel est le prix à payer une fois ?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('answer');
      expect(reply.text, message).toMatch(/\$95/);
    }
  });

  it('keeps "I don\'t know" when the question asks what the answer does not hold', async () => {
    const { ask } = desk();
    for (const message of [
      'My phone shows a frozen screen whenever I open Telegram. How do I repair it?',
      'Our office printer jams on every page. How do I fix it?',
      'Blue Lagoon Dive Centre charged my card twice. When will they refund it?',
      // A question of function words only is answered by nothing of the situation.
      'I look after the rates desk of a county revenue office. What can you do for us?',
      'We own a small vineyard with a wine cellar. What would you manage for us?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('dont-know');
    }
  });

  it("keeps the refusal of a how-to about a third party's own account the situation names", async () => {
    const { ask } = askBusiness(152, 'Quay Shop', [
      businessChunk(
        'carts',
        'Online shops',
        'Recover abandoned carts: Quay Shop messages shoppers who left items in their basket.',
      ),
      businessChunk(
        'telegram',
        'Telegram',
        '- In Quay Shop, open Channels › Telegram and paste your bot token.\n- Send your bot a message to check that replies arrive.',
        { section: 'How to connect Telegram' },
      ),
    ]);
    for (const message of [
      'A scammer hijacked our Telegram account and changed its login email. How do we recover it?',
      'A former employee locked us out of our Telegram. How can we recover the account?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('dont-know');
    }
  });
});
