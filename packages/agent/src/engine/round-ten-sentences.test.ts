// Session 14, issue #24 (helper `sentences`): the right page is found, and of its sentences
// sharing the subject's words the one stating the ASKED ASPECT is quoted — a concrete value
// for "which code…", the contents for "what goes into…", the outcome for "what if I…". A
// parcel courier of its own (not Lisa's knowledge, and no held-out question).
import { describe, expect, it } from 'vitest';
import { analyze } from '../text/analyzer.ts';
import { askedAspect, aspectFit } from './asked-aspect.ts';
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
