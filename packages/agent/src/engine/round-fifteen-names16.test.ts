// Session 19, issue #24 (helper `names16`): a visitor's word the knowledge holds only inside a
// proper name ("Fresh Start Couriers", "Quick Fix Garage") is read as a word the knowledge does
// not use, and the name itself still matches. A bike-rental shop of its own (not Lisa's
// knowledge, and no eval question).
import { describe, expect, it } from 'vitest';
import { namedOnlyTerms } from '../search/named-only.ts';
import { askBusiness, businessChunk } from './test-business.ts';

// The rest of the shop's pages: a knowledge base of a realistic size, where a word held in
// one passage weighs as much as it does in a real one.
const shopPages: ReadonlyArray<readonly [string, string, string]> = [
  ['hours', 'Opening hours', 'The shop opens from 7 am to 7 pm, Monday to Saturday.'],
  ['deposit', 'Deposit', 'A deposit of 2,000 shillings is held on each bike and returned with it.'],
  ['ebikes', 'Electric bikes', 'Electric bikes carry a battery that lasts about 60 km per charge.'],
  ['kids', 'Children', 'Children under 12 ride only with an adult on the same booking.'],
  ['routes', 'Routes', 'Staff suggest coastal routes and hand out paper maps of the old town.'],
  ['locks', 'Locks', 'Every bike has a chain lock; lost keys are replaced for 500 shillings.'],
  ['groups', 'Group tours', 'Guided group tours leave at 9 am on Sundays for up to ten riders.'],
  ['payment', 'Payment', 'We take M-Pesa, cards and cash at the counter.'],
  ['weather', 'Rain', 'Rides cancelled for heavy rain are moved to another day at no cost.'],
  ['baskets', 'Baskets', 'Front baskets and rear racks can be fitted on request.'],
  ['lights', 'Lights', 'Front and rear lights are fitted to every bike for riding after dark.'],
  ['delivery', 'Bike delivery', 'We bring bikes to hotels in Nyali and Bamburi for a small fee.'],
];

function bikeShop() {
  return askBusiness(93, 'Pedal Point', [
    businessChunk(
      'story',
      'Customer story: Fresh Start Couriers',
      'Fresh Start Couriers, a delivery cooperative in Mombasa, rents twenty cargo bikes from Pedal Point every season and cut its delivery costs by a third.',
    ),
    businessChunk(
      'garage',
      'Partner garage',
      'Quick Fix Garage in Nyali services our fleet of cargo bikes every month.',
    ),
    businessChunk(
      'insurance',
      'Insurance',
      'Safe Hands Insurance covers theft of a rented bike while it is locked.',
    ),
    businessChunk(
      'accounts',
      'Customer accounts',
      'Every rider gets one customer account. A returning rider keeps the account they already have: staff never open a new account for someone who rented before, they update the existing one.',
    ),
    businessChunk(
      'repairs',
      'Repairs',
      'Punctures are mended on the spot for free. Larger repairs take up to two working days.',
    ),
    businessChunk(
      'helmets',
      'Helmets',
      'A helmet comes with every rental at no charge, in sizes for children and adults.',
    ),
    ...shopPages.map(([id, title, text]) => businessChunk(id, title, text)),
  ]);
}

const cited = (reply: { citations: ReadonlyArray<{ title: string }> }) =>
  reply.citations.map((c) => c.title);

describe('a word the knowledge holds only inside a name', () => {
  it('finds the terms a text holds only in a capitalised name', () => {
    const named = namedOnlyTerms(['Fresh Start Couriers cut costs.', 'Start here.']);
    expect([...(named.get('fresh') ?? [])]).toEqual(['fresh start courier']);
    expect(named.has('start')).toBe(false);
    expect(named.has('cut')).toBe(false);
  });

  it('is read as a word the knowledge does not use, not as the name', async () => {
    const { retriever } = bikeShop();
    for (const [q, word, name] of [
      ['Do you make a fresh account each time I rent?', 'fresh', 'story'],
      ['Is a returning rider given a fresh account?', 'fresh', 'story'],
      ['Are big repairs done quick?', 'quick', 'garage'],
      ['Is a locked bike kept safe from theft?', 'safe', 'insurance'],
    ] as const) {
      const hits = await retriever.search(93, q, 8);
      const named = hits.find((h) => h.chunkId === name);
      expect(named?.matchedTerms?.map((m) => m.term) ?? [], q).not.toContain(word);
      // Elsewhere the word weighs as one the knowledge never uses, not as a known word missed.
      expect(hits[0]?.unknownShare ?? 0, q).toBeGreaterThan(0);
    }
  });

  it('does not pull in the passage of the name', async () => {
    const { ask } = bikeShop();
    const reply = await ask('Do you make a fresh account each time I rent?');
    expect(cited(reply)).not.toContain('Customer story: Fresh Start Couriers');
  });

  it('still matches the name when the visitor means it', async () => {
    const { retriever } = bikeShop();
    const top = async (q: string) => (await retriever.search(93, q, 1))[0]?.chunkId;
    expect(await top('How many bikes does Fresh Start Couriers rent?')).toBe('story');
    expect(await top('Where is Quick Fix?')).toBe('garage');
    expect(await top('What does Safe Hands cover?')).toBe('insurance');
  });
});

// "which ones" / "what ones" / "the ones" pointing at the noun named just before: a gym's own
// knowledge (not Lisa's, and no eval question).
function gym() {
  return askBusiness(94, 'Iron Yard Gym', [
    businessChunk(
      'classes',
      'Classes',
      'Group classes on the timetable: spinning, yoga, boxing and kettlebells. Each class runs for 45 minutes.',
    ),
    businessChunk(
      'apps',
      'Fitness trackers',
      'Members can link fitness trackers such as Garmin, Fitbit and Polar to log their workouts automatically.',
    ),
    businessChunk(
      'payments',
      'Paying for membership',
      'Membership is paid monthly by card or M-Pesa. Your card statement shows Iron Yard Gym.',
    ),
    businessChunk(
      'lockers',
      'Lockers',
      'Day lockers are free; a personal locker costs 500 shillings a month and you bring your own padlock to keep your gear safe.',
    ),
    businessChunk(
      'log',
      'Workout log',
      'Your workout log in the member app keeps every visit, every class you booked and your personal records.',
    ),
    ...shopPages.slice(0, 6).map(([id, title, text]) => businessChunk(`gym-${id}`, title, text)),
  ]);
}

describe('"which ones" pointing at the noun named just before', () => {
  it('is asked with that noun', async () => {
    const { ask } = gym();
    for (const [q, expected] of [
      [
        'Our members pay monthly and some switch tracker. Which ones can log workouts here?',
        /Garmin/,
      ],
      ['I pay by card and carry a tracker. What ones can members link to the gym?', /Fitbit/],
      [
        'A new member with a padlock asks about trackers. Which ones log workouts automatically?',
        /Polar/,
      ],
      ['My wife is thinking about a class. What ones are on the timetable?', /spinning/],
      ['The front desk may change tracker. Which ones can fill in my workout log?', /Garmin/],
      ['Our coach wants a new tracker. Which ones can send records to the member app?', /Garmin/],
      [
        'My gym buddy just bought a tracker. Which ones can put visits into the member app?',
        /Garmin/,
      ],
      ['A friend gave me a tracker. Which ones can send my visits to the member app?', /Garmin/],
    ] as const) {
      const reply = await ask(q);
      expect.soft(reply.text, q).toMatch(expected);
    }
  });

  it('points at the previous message when the message names no noun before it', async () => {
    const { ask } = gym();
    const reply = await ask('Which ones can members link?', [
      { sender: 'visitor', text: 'I have a fitness tracker.' },
      { sender: 'bot', text: 'Great!' },
    ]);
    expect(reply.text).toMatch(/Garmin/);
  });

  it('finds the head noun of the sentence before', async () => {
    const { lastNoun, onesNamed } = await import('./ones-noun.ts');
    expect(lastNoun('The car-hire firm might switch CRM.')).toBe('CRM');
    expect(lastNoun('We run a bakery and want a booking tool soon.')).toBe('tool');
    expect(onesNamed('Our shop needs a payment app. Which ones do you support for refunds?')).toBe(
      'Our shop needs a payment app. Which apps do you support for refunds?',
    );
    expect(onesNamed('Which ones do you support for refunds?')).toBeUndefined();
  });
});

describe('a bare "which ones?"', () => {
  it('is left to be read with the sentence before it', async () => {
    const { onesNamed } = await import('./ones-noun.ts');
    expect(onesNamed('The lobby has three screens. Which ones?')).toBeUndefined();
  });
});
