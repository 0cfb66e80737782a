// Session 18, issue #24 (helper `halves15`): messages announcing several questions
// ("two things about X: A, and B") whose halves lost the subject named before the colon,
// and counts stated in a word of the asked thing's kind ("how many apps" against "12 booking
// tools"). A fitness studio of its own (not Lisa's knowledge, and no eval question).
import { describe, expect, it } from 'vitest';
import { sharedTopicParts } from './shared-topic.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { splitTwoInOne } from './two-in-one.ts';

function studio() {
  return askBusiness(85, 'Pulse Studio', [
    businessChunk(
      'about',
      'About Pulse Studio',
      'Pulse Studio runs spin, yoga and strength classes in Kilimani, seven days a week.',
      { sourceId: 'about' },
    ),
    businessChunk(
      'sauna-prices',
      'Sauna',
      'Sauna entry costs KES 800 per visit. Members pay KES 500.',
      { sourceId: 'prices', section: 'Sauna prices' },
    ),
    businessChunk(
      'sauna-towels',
      'Sauna',
      'Towels are provided free at the sauna desk, and lockers close with your own padlock.',
      { sourceId: 'sauna', section: 'What to bring to the sauna' },
    ),
    businessChunk(
      'classes',
      'Classes',
      'Spin classes last 45 minutes and yoga classes last 60 minutes. Book a class from the studio app or at the front desk.',
      { sourceId: 'classes' },
    ),
    businessChunk(
      'app',
      'The studio app',
      'The studio app shows your bookings, your visits and your membership. Download the app from the App Store or Google Play and sign in with your phone number.',
      { sourceId: 'app' },
    ),
    businessChunk(
      'app-sync',
      'The studio app',
      'The app sends your workouts to the fitness apps on your phone after every class.',
      { sourceId: 'app', section: 'Sharing workouts' },
    ),
    businessChunk(
      'connections',
      'Wearables and trackers',
      'Pulse Studio links to 12 fitness tools, among them Strava, Garmin Connect and Apple Health, so every class lands in your training log.',
      { sourceId: 'wearables' },
    ),
    businessChunk(
      'membership',
      'Membership',
      'A monthly membership costs KES 6,000 and includes unlimited classes. Freeze it for up to 30 days a year.',
      { sourceId: 'membership' },
    ),
  ]);
}

describe('two things about X: A, and B', () => {
  it('splits the listed items and asks each of the subject named before the colon', () => {
    expect(
      sharedTopicParts(
        'Two things about the sauna: the entry price, and whether towels are provided.',
      ),
    ).toEqual(['the entry price for the sauna', 'towels are provided for the sauna']);
    expect(
      splitTwoInOne(
        'A couple of questions on the sauna: what does entry cost; do you provide towels?',
      ),
    ).toEqual(['what does entry cost for the sauna', 'do you provide towels for the sauna']);
    // Items announced as numbers ask how many.
    expect(
      sharedTopicParts(
        'Give me two figures: classes a member may book, and fitness apps you link to',
      ),
    ).toEqual(['how many classes a member may book', 'how many fitness apps you link to']);
    // No announcement, no colon list: left to the other splits.
    expect(sharedTopicParts('The sauna: is it open on Sunday?')).toBeUndefined();
    expect(sharedTopicParts('What does the sauna cost and are towels provided?')).toBeUndefined();
  });

  it('answers both halves, each about the shared subject', async () => {
    const { ask } = studio();
    for (const message of [
      'Two things about the sauna: the entry price, and whether towels are provided.',
      'Quick questions regarding the sauna: how much is entry, and are towels included?',
      'I have two questions about your sauna: the price of a visit, plus whether I get a towel.',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('answer');
      expect(reply.text, message).toMatch(/KES 800/);
      expect(reply.text, message).toMatch(/Towels are provided/);
    }
  });
});

describe('a count stated in a word of its kind', () => {
  it('answers "how many apps" from the passage counting the tools', async () => {
    const { ask } = studio();
    for (const message of [
      'How many apps does Pulse Studio link to?',
      'how many integrations do you have',
      'What number of apps does the studio connect with?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('answer');
      expect(reply.text, message).toMatch(/12 fitness tools/);
    }
  });

  it('still refuses a count nothing states', async () => {
    const { ask } = studio();
    const reply = await ask('How many saunas do you have?');
    expect(reply.text).not.toMatch(/12 fitness tools/);
  });
});

describe('a price asked of a thing and the word for connecting it', () => {
  // "Sync" says what is done to the thing, as "connect" or "set up" do: the priced thing is
  // the one named beside it, not a line where "synced" stands in what another item includes.
  function shop() {
    return askBusiness(86, 'Tuk Shop', [
      businessChunk(
        'setup',
        'Setup prices',
        'Each connection has a one-time setup price:\n\n- Calendar setup costs KES 2,000.\n- Inventory setup costs KES 3,500.\n- Accounting setup costs KES 4,000.',
        { sourceId: 'prices', section: 'Connection setup prices' },
      ),
      businessChunk(
        'catalogue',
        'Setup prices',
        'Catalogue setup depends on its size:\n\n- A Small catalogue costs KES 1,000 to set up.\n- A Large catalogue costs KES 9,000 to set up (several sources and synced stock data).',
        { sourceId: 'prices', section: 'Catalogue setup prices' },
      ),
      businessChunk(
        'calendar',
        'Calendar',
        'Customers book a pickup time and it lands in your calendar.',
        { sourceId: 'calendar' },
      ),
    ]);
  }

  it('prices the named thing', async () => {
    const { ask } = shop();
    for (const message of [
      'calendar sync one time fee',
      'sync fee for calendar',
      'what does a calendar sync cost',
      'price to synchronise the calendar?',
    ]) {
      const reply = await ask(message);
      expect(reply.text, message).toMatch(/KES 2,000/);
      expect(reply.text, message).not.toMatch(/KES 9,000/);
    }
  });
});

describe('"X? Also, Y?"', () => {
  it('asks the second question without its "Also,"', () => {
    expect(
      splitTwoInOne('Sauna entry price? Also, what happens when two members book the same towel?'),
    ).toEqual(['Sauna entry price', 'what happens when two members book the same towel']);
    expect(splitTwoInOne('How long is a spin class? And, can I bring a friend?')).toEqual([
      'How long is a spin class',
      'can I bring a friend',
    ]);
    expect(splitTwoInOne('Is the sauna open on Sunday? Plus, what does a visit cost?')).toEqual([
      'Is the sauna open on Sunday',
      'what does a visit cost',
    ]);
  });
});
