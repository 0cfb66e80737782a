// The price fixes of session 13 for issue #24 (helper `prices`), each on a small business of its
// own (a print shop with plans, page bands and bulk T-shirts; not Lisa's knowledge, and not an
// eval question), drawn from the price failures of the seen set 8.
import { describe, expect, it } from 'vitest';
import { normalizeAmounts } from '../text/amounts.ts';
import { numberWordsToDigits } from '../text/number-words.ts';
import { asksTotal } from './band-totals.ts';
import { lineAsked } from './exact-line.ts';
import { extraUnitQuestion } from './extra-units.ts';
import { extremesAsked } from './extremes.ts';
import { classifyQuestion } from './question-type.ts';
import { askBusiness, businessChunk } from './test-business.ts';

function printShop() {
  return askBusiness(31, 'Pwani Print', [
    businessChunk(
      'plans',
      'Pwani Print memberships',
      'Pwani Print offers 3 monthly memberships.\n\n- The Starter membership costs KES 1,500 per month and includes 2 proofs.\n- The Studio membership costs KES 4,000 per month and includes 10 proofs.\n- The Agency membership costs KES 9,000 per month and includes unlimited proofs.',
    ),
    businessChunk(
      'pages',
      'Printing prices per page',
      'Printed pages are priced in progressive bands: each band’s price applies only to the pages inside it.\n\n- pages 1 to 500: KES 10.00 each\n- 501 to 2,000: KES 8.00 each\n- 2,001 to 10,000: KES 6.00 each\n- 10,001 to 40,000: KES 5.00 each\n- 40,001 and above: KES 4.00 each',
    ),
    businessChunk(
      'shirts',
      'Bulk T-shirt printing',
      'Bulk T-shirt orders are priced by the size of the order; the whole order is charged at the price of its band.\n\n- 1 to 20 shirts: KES 900 per shirt\n- 21 to 100 shirts: KES 750 per shirt\n- 101 to 500 shirts: KES 600 per shirt\n- 501 shirts and above: KES 520 per shirt',
    ),
    businessChunk(
      'logins',
      'Logins',
      'Every membership includes 2 staff logins for the order portal. Each additional login costs KES 300 per month.',
    ),
    businessChunk(
      'delivery',
      'Delivery',
      'Orders are delivered across Mombasa by our riders the next working day. Orders outside Mombasa go by courier.',
    ),
  ]);
}

describe('superlatives worded with the cost verb', () => {
  it('reads "costs the least/most" as the cheapest/priciest', () => {
    expect(extremesAsked('Which membership costs the least each month?')).toEqual(['min']);
    expect(extremesAsked('what plan would charge us the least?')).toEqual(['min']);
    expect(extremesAsked('the option that costs the most, please')).toEqual(['max']);
    expect(extremesAsked('which tier is priced least per month')).toEqual(['min']);
    expect(extremesAsked('what do most people pick?')).toEqual([]);
  });

  it('answers the item and its amount', async () => {
    const { ask } = printShop();
    for (const q of [
      'Which of your memberships costs the least per month?',
      'which membership costs the least for us?',
    ]) {
      const reply = await ask(q);
      expect(reply.text, q).toMatch(/Starter membership costs KES 1,500/);
      expect(reply.text, q).not.toMatch(/KES 9,000/);
    }
    for (const q of [
      'which is the cheapest flight to Mombasa?',
      'what costs the least in Mombasa for lunch?',
    ])
      expect((await ask(q)).decision, q).toBe('dont-know');
    const top = await ask('Which membership charges the most every month?');
    expect(top.text).toMatch(/Agency membership costs KES 9,000/);
    expect(top.text).not.toMatch(/KES 1,500/);
  });
});

describe('quantities written in words', () => {
  it('turns number words with a scale into digits, leaving pronouns and bare words alone', () => {
    expect(numberWordsToDigits('once we cross sixty thousand pages')).toBe(
      'once we cross 60,000 pages',
    );
    expect(numberWordsToDigits('somewhere between three and eight thousand pages')).toBe(
      'somewhere between 3,000 and 8,000 pages',
    );
    expect(numberWordsToDigits('two hundred and fifty shirts')).toBe('250 shirts');
    expect(numberWordsToDigits('twenty-five thousand flyers')).toBe('25,000 flyers');
    expect(numberWordsToDigits('a thousand pages')).toBe('1,000 pages');
    expect(numberWordsToDigits('what is each one billed at, and the one-time fee?')).toBe(
      'what is each one billed at, and the one-time fee?',
    );
    expect(numberWordsToDigits('I have two questions about the first thousand')).toBe(
      'I have two questions about the first thousand',
    );
  });

  it('reads "passing/exceeding N" as the band above N', () => {
    expect(normalizeAmounts('after we pass forty thousand pages')).toBe(
      'after we 40,001 and above pages',
    );
    expect(normalizeAmounts('if an order exceeds five hundred shirts')).toBe(
      'if an order 501 and above shirts',
    );
  });

  it('reads "past the first N" as the band above N, "the first thousand" alone as the first band', async () => {
    expect(numberWordsToDigits('the rate past the first thousand')).toBe('the rate past 1,000');
    expect(normalizeAmounts('each page after the first 500')).toBe('each page 501 and above');
    expect(extremesAsked('what do we pay beyond the first thousand?')).toEqual([]);
    expect(extremesAsked('the price of the first thousand pages')).toEqual(['first']);
    const { ask } = printShop();
    for (const q of [
      'We will print around 1,200 pages. What do we pay for each page past the first five hundred?',
      'per page, what do we pay beyond the first 500 pages if we print 1,500?',
    ]) {
      const reply = await ask(q);
      expect(reply.text, q).toMatch(/501 to 2,000: KES 8\.00 each/);
      expect(reply.text, q).not.toMatch(/KES 10\.00|KES 6\.00/);
    }
  });

  it('answers the band of a quantity said in words', async () => {
    const { ask } = printShop();
    const top = await ask(
      'Once our order passes forty thousand pages, what is each page billed at?',
    );
    expect(top.text).toMatch(/KES 4\.00/);
    expect(top.text).not.toMatch(/KES 10\.00|KES 8\.00|KES 6\.00/);
    const span = await ask(
      'What do we pay per page for anything from ten to forty thousand pages?',
    );
    expect(span.text).toMatch(/KES 5\.00/);
    expect(span.text).not.toMatch(/KES 10\.00|KES 8\.00|KES 4\.00/);
    const middle = await ask(
      'per page, what will we be charged beyond two thousand and up to ten thousand?',
    );
    expect(middle.text).toMatch(/KES 6\.00/);
    expect(middle.text).not.toMatch(/KES 10\.00|KES 4\.00/);
  });
});

describe('the total price of a quantity over bands', () => {
  it('tells a total from a price per unit', () => {
    expect(asksTotal('What would 1,000 pages cost altogether?')).toBe(true);
    expect(asksTotal('how much would 3,000 pages cost us')).toBe(true);
    expect(asksTotal('what do 40 shirts come to overall')).toBe(true);
    expect(asksTotal('how much is each page at 3,000 pages')).toBe(false);
    expect(asksTotal('what is the price per page for 3,000 pages')).toBe(false);
  });

  it('sums progressive bands band by band, naming the band it ends in', async () => {
    const { ask } = printShop();
    // 500 × 10 + 500 × 8 = 9,000
    const thousand = await ask('What would 1,000 pages cost altogether?');
    expect(thousand.text).toMatch(/KES 9,000 in total/);
    expect(thousand.text).toMatch(/501 to 2,000: KES 8\.00 each/);
    // 500 × 10 + 1,500 × 8 + 1,000 × 6 = 23,000
    const three = await ask('how much would 3,000 pages cost us in total?');
    expect(three.text).toMatch(/KES 23,000 in total/);
    expect(three.text).toMatch(/2,001 to 10,000: KES 6\.00 each/);
  });

  it('prices the whole quantity at its band when the bands are not progressive', async () => {
    const { ask } = printShop();
    const shirts = await ask('what do 40 shirts cost us overall?');
    expect(shirts.text).toMatch(/KES 30,000 in total/);
    expect(shirts.text).toMatch(/21 to 100 shirts: KES 750 per shirt/);
    const big = await ask('How much would an order of 600 shirts cost in total?');
    expect(big.text).toMatch(/KES 312,000 in total/);
  });

  it('does not answer a quantity of a thing the bands do not count', async () => {
    const { ask } = printShop();
    for (const q of [
      'how much would 300 bananas cost in total?',
      'what would 2,000 litres of petrol cost overall?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('dont-know');
    }
  });
});

function printJobs() {
  return askBusiness(32, 'Kilifi Prints', [
    businessChunk(
      'cards',
      'Business cards',
      'We print business cards on 350gsm card, matte or glossy, ready in two days.',
    ),
    businessChunk(
      'banners',
      'Banners',
      'Vinyl banners for shops and events, with eyelets for hanging outdoors.',
    ),
    businessChunk(
      'stands',
      'Roll-up stands',
      'Roll-up stands hold a banner upright at events and exhibitions; add one to any banner order for your events.',
    ),
    businessChunk(
      'setup',
      'Kilifi Prints prices',
      'Each print job has a one-time setup price:\n\n- Business cards setup costs $20.\n- Banners setup costs $45.\n- Roll-up stands setup costs $35.\n\nFinishes are priced per order:\n\n- A glossy finish pack costs $70 (glossy lamination for cards and flyers).\n- A matte finish pack costs $50.\n- A soft-touch finish pack costs $90.',
    ),
  ]);
}

describe('the price of the thing the question names, in other words than its price line', () => {
  it('keeps the named thing first when a modifier of it is priced too', async () => {
    const { ask } = printJobs();
    for (const q of [
      'what do business cards cost to set up if we pick glossy?',
      'how much is the setup for our business cards, glossy please',
    ]) {
      const reply = await ask(q);
      expect(reply.text, q).toMatch(/^(- )?Business cards setup costs \$20/);
      expect(reply.text, q).not.toMatch(/\$45|\$35/);
    }
  });

  it('prices the named thing when another thing’s page ranks first', async () => {
    const { ask } = printJobs();
    // The roll-up stands page (about banners at events) ranks first; the question names banners.
    for (const q of [
      'How much would you charge to add a banner for our events?',
      'we run events: what do you bill to add a banner?',
      'for our events, how much to add the banners?',
    ]) {
      const reply = await ask(q);
      expect(reply.text, q).toMatch(/Banners setup costs \$45/);
      expect(reply.text, q).not.toMatch(/\$35/);
    }
  });
});

describe('a seat asked by its position or as one more', () => {
  it('reads an ordinal seat or "each extra one" as the additional seat, other ordinals not', () => {
    expect(extraUnitQuestion('what do we pay monthly for a third teammate?')).toBe(
      'what do we pay monthly for an additional teammate?',
    );
    expect(extraUnitQuestion('how much is our 5th login')).toBe('how much is an additional login');
    expect(extraUnitQuestion('and every extra one?', 'how many staff logins come with it')).toBe(
      'and every extra login?',
    );
    expect(extraUnitQuestion('what is the price in the fourth band?')).toBeUndefined();
    expect(extraUnitQuestion('what does the third step do?')).toBeUndefined();
  });

  it('answers the additional seat’s price', async () => {
    const { ask } = printShop();
    for (const q of [
      'what do we pay monthly for a third colleague?',
      'we need a 4th login, how much?',
      'How many logins come with a membership, and what does each extra one cost?',
    ]) {
      const reply = await ask(q);
      expect(reply.text, q).toMatch(/Each additional login costs KES 300 per month/);
    }
  });
});

function bookingTool() {
  return askBusiness(33, 'Zuri Bookings', [
    businessChunk(
      'api',
      'The Zuri Bookings API',
      'Partners can build their own booking screens on the Zuri Bookings API, from front-desk tablets to ticket machines. Guests need no account. Send POST /bookings with the guest name, the service and the start time to reserve a slot. GET /services lists what can be booked, with durations.',
    ),
    businessChunk(
      'embed',
      'Booking button on your website',
      'The booking button opens a calendar over your page.\n\n1. Open Settings › Booking button and copy the snippet.\n2. Paste the snippet just before the closing </head> tag of each page that shows the button.\n3. Publish your site; the button appears at the bottom right.',
    ),
    businessChunk(
      'reminders',
      'Reminders',
      'Guests get an SMS reminder a day before their booking and can cancel from the link in it.',
    ),
  ]);
}

describe('how-to questions wanting one exact line', () => {
  it('tells a single route or place asked from a list of them', () => {
    expect(lineAsked('which endpoint reserves a slot?')).toBe('route');
    expect(lineAsked('What URL do I call to see the services?')).toBe('route');
    expect(lineAsked('where should the snippet be pasted?')).toBe('place');
    expect(lineAsked('which endpoints need a key?')).toBeUndefined();
    expect(lineAsked('where are you based?')).toBeUndefined();
  });

  it('answers the line naming the route', async () => {
    const { ask } = bookingTool();
    for (const q of [
      'Our ticket machine has no accounts. Which endpoint books a guest in?',
      'what is the API call for reserving a slot for a guest?',
      'which url do I send a guest booking to from our front-desk tablet?',
    ]) {
      const reply = await ask(q);
      expect(reply.text, q).toMatch(/POST \/bookings/);
    }
  });

  it('answers the line saying where a snippet goes', async () => {
    const { ask } = bookingTool();
    for (const q of [
      'On our site, where precisely does the booking snippet go?',
      'where do I paste the code for the booking button?',
      'In which spot of my page should the booking button snippet be placed?',
    ]) {
      const reply = await ask(q);
      expect(reply.text, q).toMatch(/before the closing <\/head> tag/);
    }
  });
});

describe('a thing of the same name priced in two lists', () => {
  const quotes = () =>
    askBusiness(34, 'Pwani Print', [
      businessChunk(
        'plans',
        'Pwani Print memberships',
        'Pwani Print offers 3 monthly memberships.\n\n- The Starter membership costs KES 1,500 per month and includes 2 proofs.\n- The Studio membership costs KES 4,000 per month and includes 10 proofs.\n- The Agency membership costs KES 9,000 per month and includes unlimited proofs.',
      ),
      businessChunk(
        'corporate',
        'Corporate quotes',
        'When you request a corporate quote, the quote form offers 3 service levels to choose from: Studio, Campaign, Custom.\n\n- The Studio service level costs KES 7,500 per month and includes a shared designer.\n- The Campaign service level costs KES 18,000 per month and includes a dedicated designer.\n- Custom: a tailored price.',
      ),
      businessChunk(
        'delivery',
        'Delivery',
        'Orders are delivered across Mombasa by our riders the next working day.',
      ),
    ]);

  it('reads "how many shillings/dollars" as a price', () => {
    expect(classifyQuestion('the Studio level is how many KES a month?')).toBe('price');
    expect(classifyQuestion('how many dollars is the Agency membership')).toBe('price');
    expect(classifyQuestion('how many proofs come with Studio?')).toBe('count');
  });

  it('prices it from the list whose setting the question names', async () => {
    const { ask } = quotes();
    for (const q of [
      'If I pick Studio when I request a corporate quote, what does the Studio level cost per month?',
      'corporate quote, Studio level, monthly price?',
      'On the corporate quote form, the Studio level is how many KES a month?',
    ]) {
      const reply = await ask(q);
      expect(reply.text, q).toMatch(/KES 7,500/);
      expect(reply.text, q).not.toMatch(/KES 4,000/);
    }
    const member = await ask('What does the Studio membership cost each month?');
    expect(member.text).toMatch(/KES 4,000/);
  });
});
