// Session 17, issue #24 (helper `prices14`): price questions and lists, by class. A
// help-desk business of its own (not Lisa's knowledge, and no eval question).
import { describe, expect, it } from 'vitest';
import { asksOneOffCharge } from './one-off-charge.ts';
import { priceClauseAlone } from './price-clause.ts';
import { classifyQuestion } from './question-type.ts';
import { answerInRange, countsBandedThing } from './ranges.ts';
import { askBusiness, businessChunk } from './test-business.ts';

function tembo() {
  return askBusiness(141, 'Tembo Desk', [
    businessChunk(
      'channel-prices',
      'Tembo Desk pricing',
      'Channel setup prices:\n\n- Telegram setup costs $90.\n- Viber setup costs $140.\n- SMS gateway setup costs $60.\n- Email inbox setup costs $40.',
      { sourceId: 'pricing', section: 'Channel setup prices' },
    ),
    businessChunk(
      'support-tiers',
      'Tembo Desk pricing',
      'Support tiers billed every month:\n\n- Bronze support costs $30 per month and includes email replies within two days.\n- Silver support costs $90 per month and includes everything in Bronze plus chat support.\n- Gold support costs $250 per month and includes everything in Silver plus a named engineer.',
      { sourceId: 'pricing', section: 'Support tiers' },
    ),
    businessChunk(
      'reseller-tiers',
      'Tembo Desk for resellers',
      'Resellers choose their support when they sign the reseller form:\n\n- Bronze support costs KES 2,000 per month.\n- Silver support costs KES 6,000 per month.\n- Gold support costs KES 15,000 per month.',
      { sourceId: 'resellers', section: 'Reseller form' },
    ),
    businessChunk(
      'message-bands',
      'Tembo Desk pricing',
      'Messages are billed in bands:\n\n- Messages 1 to 1,000 cost $0.10 per message.\n- Messages 1,001 to 5,000 cost $0.08 per message.\n- Messages 5,001 to 20,000 cost $0.05 per message.\n- 20,001 messages and above cost $0.03 per message.',
      { sourceId: 'pricing', section: 'Message bands' },
    ),
    businessChunk(
      'hotels',
      'Tembo Desk for hotels',
      'Hotel front desks and hotlines answer the same booking questions all night: room rates, check-in times, airport transfers. Tembo Desk answers them on the hotel hotline and passes bookings to the front desk.',
      { sourceId: 'hotels' },
    ),
    businessChunk(
      'workshops',
      'Tembo Desk pricing',
      'Onboarding workshops for your agents cost $70 per hour.',
      { sourceId: 'pricing', section: 'Workshop price' },
    ),
    businessChunk(
      'viber-faq',
      'Viber FAQ',
      'No. Viber only opens business messaging to verified business accounts, never to a personal number.',
      { sourceId: 'viber-faq', question: 'Does Viber work with a personal number?' },
    ),
    businessChunk(
      'about',
      'About Tembo Desk',
      'Tembo Desk has solutions for 4 sectors: Schools, Hotels, Clinics, Water delivery.',
      { sourceId: 'about' },
    ),
    businessChunk(
      'schools-intro',
      'Tembo Desk for schools',
      'Schools, colleges and academies answer the same questions from parents and pupils every term. Tembo Desk answers them on the school line so teachers can teach.',
      { sourceId: 'schools' },
    ),
    businessChunk(
      'schools',
      'Tembo Desk for schools',
      "- Fee reminders: parents get a message before each term's fees fall due.\n- Admissions answers: entry requirements and open days, answered from your prospectus.\n- Parent updates: closures and trips reach every parent on the channel they use.",
      { sourceId: 'schools', section: 'What Tembo Desk does for schools' },
    ),
    businessChunk(
      'telegram',
      'Connecting Telegram',
      '1. Open Channels › Telegram and press Link.\n2. Paste the bot token you got from BotFather.\n3. Send your bot a test message from your phone.',
      { sourceId: 'telegram', section: 'How to connect Telegram' },
    ),
    businessChunk(
      'viber',
      'Viber',
      'Viber connects Tembo Desk to your Viber business line, so customers get replies on the line they already use. Replies and handovers appear in the same inbox as your other channels.',
      { sourceId: 'viber' },
    ),
    businessChunk(
      'sms',
      'SMS gateway',
      'The SMS gateway lets Tembo Desk text customers who have no data bundle. Messages go out through your own sender name once the gateway is linked.',
      { sourceId: 'sms' },
    ),
    businessChunk(
      'story',
      'Mto Water',
      'Mto Water customers kept calling a business line that was always busy to ask what a refill would cost them and when the tanker would come. Putting Tembo Desk on that line halved the calls within a month.',
      { sourceId: 'story', section: 'Customer story' },
    ),
  ]);
}

describe('a charge paid once is the setup fee, whatever the visitor calls it', () => {
  it.each([
    ['How much do you bill once to hook Tembo Desk up to our Viber business line?', '$140'],
    ["What's the one-off payment for Telegram?", '$90'],
    ['We text a lot of customers. What is the once-off SMS gateway setup?', '$60'],
    ['How much will you bill us only once to get the email inbox linked?', '$40'],
    ['What would you charge just once for putting Tembo Desk on Viber?', '$140'],
  ])('%s', async (question, amount) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain(amount);
    expect(reply.text.split('Sources:')[0]).not.toMatch(/\$(?:30|250)\b/);
  });

  it('is a price question though it names a setup ("the one-time X setup")', () => {
    expect(classifyQuestion('What is the one-time Viber setup?')).toBe('price');
    expect(classifyQuestion('Our shop is busy. What is the once-off Telegram setup?')).toBe(
      'price',
    );
  });

  it.each([
    ['What are the one-off fees to get Telegram linked?', '$90'],
    ['Which one-time charges apply for the SMS gateway?', '$60'],
    ['Quels sont les frais uniques pour connecter Telegram ?', '$90'],
  ])('asked as "what are the one-off fees": %s', async (question, amount) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text.split('Sources:')[0]).toContain(amount);
  });

  it('is not read into a one-time code, nor into "once" opening a clause', () => {
    expect(asksOneOffCharge('Where do I type the one-time code Telegram sent?')).toBe(false);
    expect(asksOneOffCharge('What do I pay once we pass 500 messages?')).toBe(false);
    expect(asksOneOffCharge('Is there a discount for paying a year upfront?')).toBe(false);
    expect(classifyQuestion('Where do I type the one-time code Telegram sent?')).not.toBe('price');
  });
});

describe('an extreme of a priced list, asked in other words than the list uses', () => {
  it.each([
    ['Which support package costs the least?', '$30', /\$(?:90|250)\b/],
    [
      "What's your entry-level support subscription and what does it cost?",
      '$30',
      /\$(?:90|250)\b/,
    ],
    ['How much is the top-tier support level each month?', '$250', /\$(?:30|90)\b/],
    ['On the reseller form, which support tier is the cheapest?', 'KES 2,000', /KES (?:6|15),000/],
    ['Entry-level support for resellers: how much a month?', 'KES 2,000', /KES (?:6|15),000/],
  ])('%s', async (question, amount, others) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    const body = reply.text.split('Sources:')[0] ?? '';
    expect(body).toContain(amount);
    expect(body).not.toMatch(others);
  });
});

describe('a band of a priced list named by its bounds, in digits or in words', () => {
  it.each([
    ['Beyond our first thousand messages, what does a message cost up to 5,000?', '$0.08'],
    ['What do messages between five thousand and twenty thousand cost each?', '$0.05'],
    [
      'We send about 12,000 messages a month. What is the per-message rate in the 5,001 to 20,000 band?',
      '$0.05',
    ],
    ['How much per message in the 1,001 to 5,000 bracket, if we expect 3,000 a month?', '$0.08'],
    [
      'Our hotline gets 9,000 or 15,000 texts a month. Unit rate in the 5,001 to 20,000 band?',
      '$0.05',
    ],
  ])('%s', async (question, amount) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    const body = reply.text.split('Sources:')[0] ?? '';
    expect(body).toContain(amount);
    expect(body.match(/\$0\.\d\d/g) ?? []).toHaveLength(1);
  });
});

describe("a band named by its bounds beside quantities of the visitor's own", () => {
  const bands = {
    chunkId: 'bands',
    sourceId: 'pricing',
    title: 'Tembo Desk pricing',
    score: 1,
    text: 'Messages are billed in bands:\n\n- Messages 1 to 1,000 cost $0.10 per message.\n- Messages 1,001 to 5,000 cost $0.08 per message.\n- Messages 5,001 to 20,000 cost $0.05 per message.\n- 20,001 messages and above cost $0.03 per message.',
  };
  it.each([
    ['We expect 9,000 texts, maybe 12,000. Rate in the 5,001 to 20,000 band?', '$0.05'],
    ['Between 2,000 and 3,000 a month, so the 1,001 to 5,000 bracket: what per text?', '$0.08'],
    ['Our 40 agents send 800 each; price in the 20,001 to 50,000 tier?', undefined],
  ])('%s', (question, amount) => {
    const answer = answerInRange([bands], question);
    if (amount === undefined) expect(answer).toBeUndefined();
    else {
      expect(answer?.body).toContain(amount);
      expect(answer?.body.match(/\$0\.\d\d/g) ?? []).toHaveLength(1);
      expect(countsBandedThing([bands], question)).toBe(true);
    }
  });
});

describe('the line pricing the asked item, not the line naming it in what it includes', () => {
  it.each([
    ['How much is Bronze support a month?', '$30', /\$(?:90|250)\b/],
    ['What is the monthly fee for Silver support?', '$90', /\$(?:30|250)\b/],
    ['Bronze support: how many dollars every month?', '$30', /\$(?:90|250)\b/],
  ])('%s', async (question, amount, others) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    const body = reply.text.split('Sources:')[0] ?? '';
    expect(body).toContain(amount);
    expect(body).not.toMatch(others);
  });
});

describe("a price asked after a condition full of the visitor's own scene", () => {
  it.each([
    'If the front desk staff at our hotel need help with the inbox, what is the hourly price of a workshop?',
    'When new hotline agents join our hotel team and want coaching on replies, how much is an onboarding workshop per hour?',
    'Since our hotel reception keeps changing staff every season, what do workshops cost by the hour?',
  ])('%s', async (question) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text.split('Sources:')[0]).toContain('$70');
  });

  it('keeps the condition when the clause alone names nothing', () => {
    expect(
      priceClauseAlone('If I fly to Nairobi next week, what is the hourly rate?', new Set()),
    ).toBe(undefined);
  });
});

describe('a price asked of a thing named with its qualifiers, an FAQ entry on another question first', () => {
  it.each([
    ['What is the price to connect our verified Viber business account?', '$140'],
    ["What's the fee to link a verified business account on Viber?", '$140'],
    ['How much for hooking up our verified Viber business account?', '$140'],
  ])('%s', async (question, amount) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text.split('Sources:')[0]).toContain(amount);
  });
});

describe('a setup price asked in chat spelling', () => {
  it.each([
    ['telegram hook up pric?', '$90'],
    ['viber setup prce pls', '$140'],
    ['sms gateway pric??', '$60'],
  ])('%s', async (question, amount) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text.split('Sources:')[0]).toContain(amount);
  });
});

describe('what is offered to a kind of customer, asked with a word for capabilities', () => {
  it.each([
    'Our academy has 600 pupils. Which features do you provide to schools?',
    'What services does Tembo Desk offer schools?',
    'Which solutions do you have for a school like ours?',
  ])('%s', async (question) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    for (const item of ['Fee reminders', 'Admissions answers', 'Parent updates'])
      expect(reply.text).toContain(item);
  });
});

describe('a list asked with an emphasis word the knowledge cannot hold', () => {
  it.each([
    'Which sectors does Tembo Desk serve specifically?',
    'Which sectors, particularly, does Tembo Desk serve?',
    'Which sectors does Tembo Desk particularly serve?',
  ])('%s', async (question) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Schools, Hotels, Clinics, Water delivery');
  });
});

describe('an extreme asked in a currency picks the list priced in it', () => {
  it.each([
    ['Which support tier is the cheapest in shillings?', 'KES 2,000', /\$\d/],
    ['Which support tier costs the least, in shillings?', 'KES 2,000', /\$\d/],
    ['Cheapest support package in dollars?', '$30', /KES/],
  ])('%s', async (question, amount, other) => {
    const reply = await tembo().ask(question);
    expect(reply.decision).toBe('answer');
    const body = reply.text.split('Sources:')[0] ?? '';
    expect(body).toContain(amount);
    expect(body).not.toMatch(other);
  });
});
