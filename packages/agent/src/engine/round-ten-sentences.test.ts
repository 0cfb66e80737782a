// Session 14, issue #24 (helper `sentences`): the right page is found, and of its sentences
// sharing the subject's words the one stating the ASKED ASPECT is quoted — a concrete value
// for "which code…", the contents for "what goes into…", the outcome for "what if I…". A
// parcel courier of its own (not Lisa's knowledge, and no held-out question).
import { describe, expect, it } from 'vitest';
import { createMemoryRetriever } from '../search/memory-retriever.ts';
import { analyze } from '../text/analyzer.ts';
import { askedAspect, aspectFit } from './asked-aspect.ts';
import { createAgentEngine } from './create-agent-engine.ts';
import { askBusiness, businessChunk } from './test-business.ts';

const courier = () =>
  askBusiness(61, 'Pesa Parcel', [
    businessChunk(
      'records',
      'Delivery records',
      'Bookings create a delivery record automatically, so nobody types a parcel in twice. Each delivery record holds the sender’s phone, the drop-off address, a photo of the parcel and the expected delivery day.',
    ),
    businessChunk(
      'api-errors',
      'Courier API',
      'When a parcel lookup fails, the courier API answers with an error code. A parcel we cannot find returns status 404 with the code parcel_not_found, so your shop can show a friendly message.',
      { section: 'Errors' },
    ),
    businessChunk(
      'account',
      'Your account',
      'From Settings you can pause your account, change your plan or delete your account. Deleting your account erases your saved addresses at once, while parcels already on the road are still delivered.',
    ),
    businessChunk(
      'alerts',
      'Delivery alerts',
      'Enable delivery alerts in Settings if your customers should hear about each parcel. Delivery alerts text the receiver when the rider leaves and when the parcel arrives.',
    ),
    businessChunk(
      'prices',
      'Prices',
      'A parcel within Nairobi costs KES 300 and arrives the same day.',
    ),
  ]);

describe('the asked aspect read from the question', () => {
  it('tells an identifier, a contents and a consequence question apart', () => {
    expect(askedAspect('which error code comes back?')).toEqual({
      kind: 'identifier',
      head: 'code',
    });
    expect(askedAspect("What's the status code for a missing parcel?")).toEqual({
      kind: 'identifier',
      head: analyze('status')[0],
    });
    expect(askedAspect('what goes into a delivery record?')).toEqual({ kind: 'contents' });
    expect(askedAspect('What does the record include?')).toEqual({ kind: 'contents' });
    expect(askedAspect('what if I delete my account?')).toEqual({
      kind: 'consequence',
      event: analyze('delete')[0],
    });
    expect(askedAspect('how much is a parcel to Mombasa?')).toBeUndefined();
    expect(askedAspect('what is a delivery record?')).toBeUndefined();
    expect(askedAspect('What is the tracking page for?')).toEqual({ kind: 'purpose' });
    expect(askedAspect('what is the price for a parcel to Kisumu?')).toBeUndefined();
  });

  it('weighs only the unit that states the aspect', () => {
    const code = askedAspect('which error code do I get?');
    const plain = 'The API answers with an error code.';
    const valued = 'It returns the code parcel_not_found.';
    expect(aspectFit(code, plain, analyze(plain))).toBeLessThan(1);
    expect(aspectFit(code, valued, analyze(valued))).toBeGreaterThan(1);
    const event = askedAspect('what happens if we delete the account?');
    const passing = 'You can pause your account or delete it.';
    const topic = 'Deleting your account erases your addresses.';
    expect(aspectFit(event, passing, analyze(passing))).toBe(1);
    expect(aspectFit(event, topic, analyze(topic))).toBeGreaterThan(1);
  });
});

describe('the sentence quoted is the one stating the asked aspect', () => {
  it.each([
    'which error code does the API give for a parcel it cannot find?',
    'What code comes back when a parcel lookup fails?',
    "what's the status code if the API can't find my parcel?",
  ])('an identifier: %s', async (q) => {
    const reply = await courier().ask(q);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/parcel_not_found/);
  });

  it.each([
    'what goes into a delivery record?',
    'What does each delivery record include?',
    "what's in the delivery record a booking creates?",
  ])('the contents: %s', async (q) => {
    const reply = await courier().ask(q);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/drop-off address/);
  });

  it.each([
    'what if I delete my account?',
    'What happens when we delete the account?',
    'what happens after I delete my account, are my addresses kept?',
  ])('the outcome: %s', async (q) => {
    const reply = await courier().ask(q);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/erases your saved addresses/);
  });

  it.each([
    'What are delivery alerts for?',
    "what's a delivery alert used for?",
    'What do the delivery alerts do?',
  ])('the purpose: %s', async (q) => {
    const reply = await courier().ask(q);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/text the receiver/);
    expect(reply.text).not.toMatch(/Enable delivery alerts/);
  });

  it('keeps to the asked aspect in a follow-up about the same subject', async () => {
    const { ask } = courier();
    const first = 'Does the courier API report errors?';
    const previous = await ask(first);
    const reply = await ask('which code comes back for a missing parcel?', [
      { sender: 'visitor', text: first },
      { sender: 'bot', text: previous.text },
    ]);
    expect(reply.text).toMatch(/parcel_not_found/);
  });
});

/** A gym whose pages are sources of their own, as ingestion files them. */
function gym() {
  const retriever = createMemoryRetriever();
  const pages = {
    lockers: [
      businessChunk(
        'lockers-use',
        'Lockers',
        '1. Open the member app and choose Lockers.\n2. Pick a free locker near your studio.\n3. Close the door and tap Lock in the app.',
        { sourceId: 'lockers', section: 'Using a locker' },
      ),
      businessChunk(
        'lockers-setup',
        'Lockers',
        '1. Ask reception for a locker wristband.\n2. Family members share a locker once reception links their memberships.',
        { sourceId: 'lockers', section: 'Setting up a locker' },
      ),
    ],
    classes: [
      businessChunk(
        'classes',
        'Classes',
        '1. Open the member app and choose Classes.\n2. Book a seat for yourself or a family member.',
        { sourceId: 'classes', section: 'Booking a class' },
      ),
    ],
    hours: [
      businessChunk(
        'hours',
        'Opening hours',
        'The gym opens at 5 am and closes at 11 pm, every day.',
        {
          sourceId: 'hours',
        },
      ),
    ],
    parking: [
      businessChunk('parking', 'Parking', 'Members park free for three hours in the basement.', {
        sourceId: 'parking',
      }),
    ],
    towels: [
      businessChunk(
        'towels',
        'Towels',
        'Clean towels wait at reception; drop used ones in the bin.',
        {
          sourceId: 'towels',
        },
      ),
    ],
  };
  for (const [source, chunks] of Object.entries(pages)) retriever.replaceSource(62, source, chunks);
  const engine = createAgentEngine({ retriever });
  return (message: string) =>
    engine.reply({
      businessId: 62,
      businessName: 'Simba Fit',
      agentName: 'Simba',
      defaultLanguage: 'en',
      message,
      history: [],
    });
}

describe('steps that leave out a word the visitor added', () => {
  it.each([
    'How do I pick and lock a locker for my family?',
    'how do we choose a free locker and lock it as a family?',
    'How can I pick a locker near the studio for my family and lock it?',
  ])('get the line of the same page holding it: %s', async (q) => {
    const reply = await gym()(q);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/tap Lock/);
    expect(reply.text).toMatch(/Family members share a locker/);
  });

  it('add nothing when the steps hold every word asked', async () => {
    const reply = await gym()('How do I lock a locker?');
    expect(reply.text).toMatch(/tap Lock/);
    expect(reply.text).not.toMatch(/Family members/);
  });
});
