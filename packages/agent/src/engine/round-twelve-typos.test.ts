// Words and prices of set 12's slang failures as classes (session 16, issue #24): words written
// without their vowels, a letter added to a foreign function word, "sum" for "some", and the
// general words visitors use for what a knowledge base says otherwise (extra / additional,
// once-off / setup, finish / run out). Each on small businesses of their own.
import { describe, expect, it } from 'vitest';
import { normalizeChat } from '../language/chat-shorthand.ts';
import { FuzzyVocabulary, unvowelledDrops } from '../search/fuzzy-vocabulary.ts';
import { normalizeAmounts } from '../text/amounts.ts';
import { termOf } from '../text/analyzer.ts';
import { synonymsOf } from '../text/synonyms.ts';
import { classifyQuestion } from './question-type.ts';
import { askBusiness, businessChunk } from './test-business.ts';

describe('a word written without its vowels', () => {
  it('is read as the known word whose consonants it keeps in order', () => {
    expect(unvowelledDrops('usr', 'user')).toBe(1);
    expect(unvowelledDrops('msngr', 'messenger')).toBe(4);
    expect(unvowelledDrops('bkng', 'booking')).toBe(3);
    expect(unvowelledDrops('dlvry', 'delivery')).toBe(3);
    // a consonant left out is not a vowel-dropped spelling
    expect(unvowelledDrops('usr', 'users')).toBe(0);
    expect(unvowelledDrops('bkng', 'banking')).toBe(0);
    expect(unvowelledDrops('dlvr', 'deliver')).toBe(3);
    expect(unvowelledDrops('user', 'user')).toBe(0);
  });

  it('is corrected by the vocabulary, never from another first letter', () => {
    const vocabulary = new FuzzyVocabulary();
    for (const w of ['user', 'user', 'user', 'usurer', 'delivery', 'appointment', 'pointment'])
      vocabulary.add(w);
    expect(vocabulary.corrections('usr')[0]?.word).toBe('user');
    expect(vocabulary.corrections('dlvry')[0]?.word).toBe('delivery');
    expect(vocabulary.corrections('appntmnt')[0]?.word).toBe('appointment');
    expect(vocabulary.corrections('pntmnt')[0]?.word).toBe('pointment');
    expect(vocabulary.corrections('ntmnt')).toEqual([]);
    expect(vocabulary.corrections('xyz')).toEqual([]);
    // three letters that spell two known words are not guessed at
    vocabulary.add('last');
    vocabulary.add('list');
    expect(vocabulary.corrections('lst')).toEqual([]);
  });

  const courier = () =>
    askBusiness(1601, 'Haraka Couriers', [
      businessChunk(
        'delivery',
        'Delivery prices',
        'Delivery within Nairobi costs KES 300. Delivery to Mombasa costs KES 900.',
      ),
      businessChunk(
        'tracking',
        'Tracking a parcel',
        'Every parcel gets a tracking number by SMS. Enter the tracking number on our website to see where your parcel is.',
      ),
      businessChunk(
        'receipt',
        'Receipts',
        'A receipt is emailed to the sender as soon as the rider collects the parcel.',
      ),
      businessChunk(
        'hours',
        'Opening hours',
        'Our riders collect parcels Monday to Saturday from 8 am to 6 pm.',
      ),
    ]);

  it('answers chat questions spelt without vowels', async () => {
    const { ask } = courier();
    const price = await ask('hw much is dlvry to mombasa');
    expect(price.decision).toBe('answer');
    expect(price.text).toContain('KES 900');
    const track = await ask('whr do i enter the trckng nmbr');
    expect(track.decision).toBe('answer');
    expect(track.text).toMatch(/tracking number on our website/);
    const receipt = await ask('do i get a rcpt for my prcl?');
    expect(receipt.decision).toBe('answer');
    expect(receipt.text).toMatch(/receipt is emailed/);
  });

  it('still says it does not know when the vowel-dropped subject is not in the knowledge', async () => {
    const { ask } = courier();
    expect((await ask('do u rnt vns for mvng hs')).decision).toBe('dont-know');
    expect((await ask('wht abt flghts to dubai')).decision).toBe('dont-know');
  });
});

describe("a word one letter longer than another language's short function word", () => {
  it('is the knowledge word it misspells, not the function word', async () => {
    // "ton", "les" and "mon" are French function words; "tonr", "lesn" and "mony" are English
    // words typed without a vowel.
    const { ask } = askBusiness(1602, 'Kalamu Printers', [
      businessChunk(
        'toner',
        'Toner',
        'A black toner cartridge costs KES 4,500 and prints about 2,000 pages.',
      ),
      businessChunk(
        'lessons',
        'Printing lessons',
        'A one-hour lesson on our large-format printer costs KES 1,500.',
      ),
      businessChunk(
        'refunds',
        'Refunds',
        'If a print job is faulty we reprint it free or give your money back within 7 days.',
      ),
      businessChunk('paper', 'Paper', 'We stock A4 and A3 paper. A ream of A4 costs KES 650.'),
      businessChunk('location', 'Where we are', 'Our shop is on Moi Avenue, next to the bank.'),
    ]);
    const toner = await ask('how much is a tonr');
    expect(toner.decision).toBe('answer');
    expect(toner.text).toContain('KES 4,500');
    const lesson = await ask('what does a lesn cost');
    expect(lesson.decision).toBe('answer');
    expect(lesson.text).toContain('KES 1,500');
    const refund = await ask('can i get my mony back if the print is bad');
    expect(refund.decision).toBe('answer');
    expect(refund.text).toMatch(/money back/);
  });
});

describe('"2" before a word of degree', () => {
  it('is "too", and stays a count before a noun', () => {
    expect(normalizeChat('is it 2 expensive for a small shop')).toBe(
      'is it too expensive for a small shop',
    );
    expect(normalizeChat('wat if i send messages 2 fast')).toBe('what if i send messages too fast');
    expect(normalizeChat('r my ppl 2 many for the plan')).toBe(
      'are my people too many for the plan',
    );
    expect(normalizeChat('price for 2 users')).toBe('price for 2 users');
  });
});

describe('"sum" in chat', () => {
  it('is "some" unless it is the noun', () => {
    expect(normalizeChat('i need sum help with my order')).toBe('i need some help with my order');
    expect(normalizeChat('will it break after sum months?')).toBe(
      'will it break after some months?',
    );
    expect(normalizeChat('sum ppl said the shop is closed')).toBe(
      'some people said the shop is closed',
    );
    expect(normalizeChat('is sumthing wrong')).toBe('is something wrong');
    expect(normalizeChat('is the total the sum of both fees?')).toBe(
      'is the total the sum of both fees?',
    );
    expect(normalizeChat('can you pay a lump sum')).toBe('can you pay a lump sum');
    expect(normalizeChat('to sum up, what do I pay')).toBe('to sum up, what do I pay');
  });
});

describe('the words visitors use for what the knowledge says otherwise', () => {
  const guestHouse = () =>
    askBusiness(1603, 'Tausi Guest House', [
      businessChunk(
        'rooms',
        'Room prices',
        'A double room costs KES 6,000 per night for two guests. Each additional guest pays KES 1,500 per night.',
      ),
      businessChunk(
        'wifi',
        'Wi-Fi',
        'Every guest gets 5 GB of Wi-Fi a day. When the daily allowance runs out, the speed drops to 1 Mbps until midnight.',
      ),
      businessChunk(
        'events',
        'Events',
        'The garden hosts weddings of up to 80 guests. The garden setup fee is KES 25,000, and catering is priced per plate.',
      ),
      businessChunk(
        'breakfast',
        'Breakfast',
        'Breakfast is served from 7 to 10 am and is included in every room price.',
      ),
    ]);

  it('"extra" is "additional"', async () => {
    const { ask } = guestHouse();
    for (const q of [
      'how much for an extra guest in a double room',
      'What do you charge per extra person each night?',
      'r extra guests charged?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toContain('KES 1,500');
    }
  });

  it('a price paid once ("once-off", "one-off", "one-time") is the setup fee', async () => {
    for (const word of ['once-off', 'one-off', 'onetime'])
      expect(synonymsOf(termOf(word.replace('-', '')) ?? ''), word).toContain(termOf('setup'));
    const { ask } = guestHouse();
    for (const q of [
      'For a wedding in the garden, what is the once-off charge?',
      'what is the one-off fee to use the garden for a wedding',
      'garden wedding one-time cost?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toContain('KES 25,000');
    }
  });

  it('an allowance that finishes or is used up has run out', async () => {
    const { ask } = guestHouse();
    for (const q of [
      'what happens when my wifi finishes',
      'wifi exhausted, what now',
      'if my wifi is depleted can i still browse',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toContain('1 Mbps');
    }
    expect((await ask('When does the football match finish tonight?')).decision).toBe('dont-know');
  });
});

describe('a price asked by place or by what it adds to', () => {
  const printShop = () =>
    askBusiness(1605, 'Chapa Print Hub', [
      businessChunk(
        'bands',
        'Page prices',
        'Pages are priced in bands:\n- Pages 1 to 100 cost KES 10 per page.\n- Pages 101 to 200 cost KES 8 per page.\n- Pages 201 to 500 cost KES 6 per page.\n- Pages 501 to 1,000 cost KES 5 per page.\n- 1,001 pages and above cost KES 4 per page.',
      ),
      businessChunk(
        'plans',
        'Monthly plans',
        'Offices can pick one of 3 monthly plans: Bronze, Silver, Gold.\n- The Bronze plan costs KES 2,000 per month and includes 300 pages.\n- The Silver plan costs KES 3,500 per month and includes 600 pages.\n- The Gold plan costs KES 6,000 per month and includes 1,200 pages.',
      ),
      businessChunk(
        'users',
        'Office accounts',
        'Each office account includes 2 users. Each additional user costs KES 300 per month.',
      ),
      businessChunk(
        'delivery',
        'Delivery',
        'We deliver printed work within the CBD the same day. Delivery is free above KES 5,000.',
      ),
    ]);

  it('"the second hundred" is the band from 101 to 200', async () => {
    expect(normalizeAmounts('the second thousand credits')).toBe('1,001 to 2,000 credits');
    expect(normalizeAmounts('past the first thousand')).toBe('1,001 and above');
    const { ask } = printShop();
    for (const q of [
      'The second hundred pages we print, what is the rate per page?',
      'what do pages in the third hundred cost each?',
      'price per page for the 2nd hundred pages',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      const expected = q.includes('third') ? 'KES 6' : 'KES 8';
      expect(reply.text, q).toContain(expected);
      expect(reply.text, q).not.toContain('KES 10 per page');
    }
  });

  it('"what is it a month?" asks the price of the plan it names', async () => {
    expect(classifyQuestion('The Silver plan, what is it a month?')).toBe('price');
    expect(classifyQuestion('what would the top tier be each year')).toBe('price');
    expect(classifyQuestion('what happens after a month?')).not.toBe('price');
    expect(classifyQuestion('what can we get done in a week?')).not.toBe('price');
    const { ask } = printShop();
    for (const q of [
      'The middle one of your plans, Silver, what is it a month?',
      'Gold, the biggest plan: what is that each month?',
      'for the Bronze plan what would we be at every month',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      const plan = ['Silver', 'Gold', 'Bronze'].find((p) => q.includes(p)) as string;
      expect(reply.text, q).toContain(`The ${plan} plan costs`);
      expect(reply.text.match(/KES [\d,]+ per month/g)?.length, q).toBe(1);
    }
  });

  it('"each one beyond the included ones" is each additional one', async () => {
    expect(normalizeChat('each user beyond the included ones')).toBe('each user additional');
    expect(normalizeChat('what happens after the first answer')).toBe(
      'what happens after the first answer',
    );
    const { ask } = printShop();
    for (const q of [
      'Four of us share the office account. What does each person beyond the included ones pay a month?',
      'what is every user over the free two charged monthly?',
      'How much is a login on top of the included 2?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toContain('KES 300 per month');
    }
  });
});
