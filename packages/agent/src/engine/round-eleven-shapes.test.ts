// Session 15, issue #24 (helper `shapes`): the shape of the answer for where to act, which
// things there are, and which steps do the asked thing. A bike-rental business of its own
// (not Lisa's knowledge, and no eval question): its app's device links, sign-up, smart lock
// and membership prices.
import { describe, expect, it } from 'vitest';
import { classifyQuestion } from './question-type.ts';
import { askBusiness, businessChunk } from './test-business.ts';

function bikes() {
  return askBusiness(51, 'Mvua Bikes', [
    businessChunk(
      'faq-apps',
      'Mvua FAQ',
      'Mvua links to Strava, Garmin, Komoot and your calendar with a few taps in the app; anything else can use the open API.',
      { sourceId: 'faq', question: 'How does Mvua work with the apps we already use?' },
    ),
    businessChunk(
      'garmin-intro',
      'Garmin',
      'Send every ride to Garmin Connect, with distance, climb and heart rate.',
      { sourceId: 'garmin' },
    ),
    businessChunk(
      'garmin-steps',
      'Garmin',
      '1. Open Settings › Devices › Garmin and tap Link.\n2. Sign in to Garmin Connect and allow ride uploads.\n3. Pick which rides to send.',
      { sourceId: 'garmin', section: 'How to link Garmin' },
    ),
    businessChunk(
      'strava-faq',
      'Strava FAQ',
      'Not yet. Rides upload to Strava, where segments appear after the sync.',
      { sourceId: 'strava-faq', question: 'Can Strava segments show inside Mvua?' },
    ),
    businessChunk(
      'strava-steps',
      'Strava',
      '1. Open Settings › Devices › Strava and switch on Uploads.\n2. Approve Mvua in your Strava account.\n3. Choose public or private rides.',
      { sourceId: 'strava', section: 'Connecting Strava' },
    ),
    businessChunk(
      'signup',
      'Getting started with Mvua',
      'Create an account at /join with your email and phone. We text you a 4-digit code; type it at /confirm to activate the account. Then pick up your first bike at any dock.',
      { sourceId: 'getting-started', section: 'Your account' },
    ),
    businessChunk(
      'ebike-needs',
      'Renting an e-bike',
      '- a phone that can receive a code by text and is registered to you;\n- a card in your own name.',
      { sourceId: 'ebike', section: 'What you need' },
    ),
    businessChunk(
      'lock-intro',
      'The smart lock',
      'Every Mvua bike has a smart lock on its frame with a small screen.',
      { sourceId: 'lock' },
    ),
    businessChunk(
      'lock-screen',
      'The smart lock',
      'The lock screen shows three buttons: Ring, Light and End ride. Tap End ride at a dock to stop the clock.',
      { sourceId: 'lock', section: 'What riders see' },
    ),
    businessChunk(
      'lock-install',
      'The smart lock',
      '1. Clip the lock to the frame.\n2. Press the screen until it lights.\n3. Pair the lock with the app.',
      { sourceId: 'lock', section: 'Install the lock' },
    ),
    businessChunk(
      'lock-faq-code',
      'Smart lock FAQ',
      'No. It is stored encrypted and shown masked; only the rider can change it.',
      { sourceId: 'lock-faq', question: 'Is the unlock code visible to staff?' },
    ),
    businessChunk(
      'faq-data',
      'Mvua FAQ',
      'Ride history and payment details are encrypted in transit and at rest, and we delete a rider’s data on request.',
      { sourceId: 'faq', question: 'How are riders’ details protected?' },
    ),
    businessChunk(
      'faq-comments',
      'Mvua FAQ',
      'No, only direct messages. Comments stay on your page for your team to moderate.',
      { sourceId: 'faq', question: 'Does Mvua answer comments on our posts?' },
    ),
    businessChunk(
      'fitting',
      'Membership prices',
      'Each accessory has its own one-time fitting price:\n- Basket fitting costs $15.\n- Child seat fitting costs $25.\n- Phone mount fitting costs $10.\n- Any other accessory costs $20 to fit.',
      { sourceId: 'prices', section: 'Accessory fitting prices' },
    ),
    businessChunk(
      'lock-settings',
      'The smart lock',
      '- sound: on or off;\n- autoLock: lock when a ride ends (default true);\n- brightness: low, medium or high.',
      { sourceId: 'lock', section: 'Lock settings' },
    ),
    businessChunk(
      'app-pairing',
      'Mvua app',
      '1. Open the app settings and choose Smart lock.\n2. Hold the phone near the smart lock until it beeps.\n3. Change the settings of the smart lock once it is paired.',
      { sourceId: 'app', section: 'Pairing' },
    ),
    businessChunk(
      'mount',
      'Phone mount',
      'Keep your phone in sight while you ride, held by a clamp that fits any handlebar.',
      { sourceId: 'mount' },
    ),
    businessChunk(
      'joining',
      'Membership',
      'Membership has a one-time joining fee of $5, paid with the first month.',
      { sourceId: 'membership', section: 'Joining' },
    ),
    businessChunk(
      'about',
      'About Mvua',
      'Mvua rents city bikes by the minute. Rides sync to trackers such as Strava, Garmin and Komoot, and bookings reach calendars like Google Calendar and Outlook.',
      { sourceId: 'about' },
    ),
    businessChunk(
      'komoot-steps',
      'Komoot',
      '1. Open Settings › Devices › Komoot and sync your tracker.\n2. Approve Mvua in Komoot.\n3. Pick the routes to send.',
      { sourceId: 'komoot', section: 'Syncing your Komoot tracker' },
    ),
    businessChunk(
      'tiers',
      'Membership prices',
      'The prices page lists 3 monthly membership tiers: Bronze, Silver, Gold.\n- The Bronze city riding plan costs $20 a month and includes 10 rides.\n- The Silver city riding plan costs $35 a month and includes 30 rides.\n- The Gold city riding plan costs $60 a month and includes unlimited rides.',
      { sourceId: 'prices' },
    ),
  ]);
}

describe('where to act, or what to press, is a how-to', () => {
  it.each([
    'Where in the app do I enter my Garmin login?',
    'Where do we paste the API key?',
    'What do I tap to link my watch?',
    'Which button do I press to start a ride?',
    'Which menu should I open to switch on uploads?',
  ])('%s', (q) => expect(classifyQuestion(q)).toBe('how-to'));

  it('a place stated, not an action, is not', () => {
    expect(classifyQuestion('Where are you based?')).not.toBe('how-to');
    expect(classifyQuestion('Where can I see my invoices?')).toBe('general');
  });

  it.each([
    'What do I tap to hook up Garmin?',
    'Which menu do I open to link my Garmin?',
    'Where in the app do I link Garmin?',
  ])('%s -> the Garmin page steps, not the overview naming Garmin in passing', async (q) => {
    const reply = await bikes().ask(q);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Settings › Devices › Garmin');
    expect(reply.text).not.toContain('Komoot');
  });

  it.each([
    'How do I hook up Strava?',
    'Where in the app do I switch on Strava uploads?',
    'What do I press to link Strava to my rides?',
  ])('%s -> the Strava steps, not its FAQ entry answering whether', async (q) => {
    const reply = await bikes().ask(q);
    expect(reply.text).toContain('Settings › Devices › Strava');
    expect(reply.text).not.toContain('Not yet');
  });
});

describe("a how-to is not answered by another page's bulleted requirements", () => {
  it.each([
    'Where do I type the code you texted me when I registered?',
    'I signed up. Where do I put the code from the text?',
    'Where should I enter the 4-digit code after joining?',
  ])('%s', async (q) => {
    const reply = await bikes().ask(q);
    expect(reply.text).toContain('/confirm');
    expect(reply.text).not.toContain('a card in your own name');
  });
});

describe('the kinds of a thing asked with a preposition or a plural noun are a list', () => {
  it.each([
    'In what formats can I send you our price list?',
    'What colours do the bikes come in?',
    'Through which apps can riders share rides?',
  ])('%s', (q) => expect(classifyQuestion(q)).toBe('list'));

  it.each([
    ['what hours do you open', 'general'],
    ['What fees do you charge?', 'price'],
    ['In what way can I return a bike?', 'general'],
  ])('%s -> %s', (q, kind) => expect(classifyQuestion(q)).toBe(kind));
});

describe('a page named after prices asks no price', () => {
  it.each([
    'Your prices page shows monthly tiers; what are they called?',
    'Which membership tiers are on the price page?',
    'On the prices page, which tiers can I pick?',
  ])('%s -> the names, without the amounts', async (q) => {
    expect(classifyQuestion(q)).toBe('list');
    const reply = await bikes().ask(q);
    expect(reply.text).toContain('Bronze, Silver, Gold');
    expect(reply.text).not.toContain('$');
  });
});

describe("a section heading is not chosen by the page's own title words", () => {
  it.each([
    'which buttons does the lock screen show?',
    'What buttons are on the smart lock?',
    'which buttons does the lock have',
  ])('%s -> the buttons, not the install steps', async (q) => {
    const reply = await bikes().ask(q);
    expect(reply.text).toContain('Ring, Light and End ride');
    expect(reply.text).not.toContain('Clip the lock');
  });
});

describe('a question after a scene is asked by its last clause', () => {
  it.each([
    ['Riders ask about prices in the comments. Will you answer those comments?', 'yes-no'],
    ['We pay monthly for five bikes. Can we add a sixth?', 'yes-no'],
    ['I saw the cost on your site. Does it include a helmet?', 'yes-no'],
    ['Our team is new to this. Where do we enter the dock code?', 'how-to'],
  ])('%s -> %s', (q, kind) => expect(classifyQuestion(q)).toBe(kind));

  it.each([
    'People comment under our ads asking for prices. Will Mvua reply to those comments?',
    'Shoppers leave comments with price questions on our posts. Does Mvua answer those comments?',
    'Customers ask what a rental costs in comments on our posts. Can Mvua answer the comments?',
  ])('%s -> the verdict on comments', async (q) => {
    const reply = await bikes().ask(q);
    expect(reply.text).toContain('only direct messages');
  });
});

describe('an FAQ entry found through its answer alone answers another question', () => {
  it.each([
    'Is what riders tell you stored encrypted?',
    'Are the details of our riders kept encrypted?',
    'Do you store rider details encrypted?',
  ])('%s -> the entry about riders’ details, not the unlock code’s "No"', async (q) => {
    const reply = await bikes().ask(q);
    expect(reply.text).toContain('encrypted in transit and at rest');
    expect(reply.text).not.toContain('only the rider can change it');
  });
});

describe('the price of a thing the visitor says is not listed', () => {
  it.each([
    "My trailer hitch isn't on your list. What would fitting it cost?",
    'What do you charge to fit an accessory you don’t list?',
    'How much is the fitting for some other accessory?',
    'We use a bell that is not in your list; what is the fitting price?',
  ])('%s -> the catch-all item', async (q) => {
    const reply = await bikes().ask(q);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Any other accessory costs $20');
    expect(reply.text).not.toMatch(/\$15|\$25|\$10\b/);
  });

  it('a thing named plainly, or another topic, is not the catch-all', async () => {
    const plain = await bikes().ask('How much is fitting a trailer hitch?');
    expect(plain.text).not.toContain('Any other accessory');
    const offTopic = await bikes().ask('What would a taxi to some other town cost?');
    expect(offTopic.text).not.toContain('Any other accessory');
    expect(offTopic.decision).toBe('dont-know');
  });
});

describe("a bare list's page title names what it lists", () => {
  it.each([
    'Which settings can I change on the smart lock?',
    'What settings does the smart lock have?',
    'Which smart lock settings are there?',
  ])('%s -> the lock settings, not the pairing steps', async (q) => {
    const reply = await bikes().ask(q);
    expect(reply.text).toContain('autoLock');
    expect(reply.text).not.toContain('Hold the phone');
  });
});

describe('a price asked of a thing described, not named, while other things are priced', () => {
  it.each([
    'What is the one-time fee for a clamp on my handlebar?',
    'How much is it to have a clamp put on my handlebar?',
    'What do you charge for the handlebar clamp?',
  ])('%s -> the price of the page the description found', async (q) => {
    const reply = await bikes().ask(q);
    expect(reply.text).toContain('Phone mount fitting costs $10');
    expect(reply.text).not.toContain('$5');
  });
});

describe('which things of a kind there are: the sentence naming its members', () => {
  it.each([
    'Which trackers do rides sync to?',
    'What trackers can I sync my rides with?',
    'Which trackers will my rides sync with?',
  ])('%s -> Strava, Garmin and Komoot, not one tracker’s steps', async (q) => {
    const reply = await bikes().ask(q);
    expect(reply.text).toContain('Strava, Garmin and Komoot');
    expect(reply.text).not.toContain('Approve Mvua in Komoot');
  });
});

describe('a list question naming one item of a priced list by its amount', () => {
  it.each([
    ['What do I get with the $35 membership?', '$35', /\$20|\$60/],
    ['What is included in the $60 tier?', '$60', /\$20|\$35/],
    ['What comes with the $20 a month membership?', '$20', /\$35|\$60/],
  ])('%s -> that item alone', async (q, amount, others) => {
    expect(classifyQuestion(q)).toBe('list');
    const reply = await bikes().ask(q);
    expect(reply.text).toContain(amount);
    expect(reply.text).not.toMatch(others);
  });
});
