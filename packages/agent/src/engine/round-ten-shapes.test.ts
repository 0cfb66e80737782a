// Session 14, issue #24 (helper `shapes`): the unit a list, how-to or yes/no question wants,
// told apart from the words it shares with another unit. A co-working space of its own (not
// Lisa's knowledge, and no held-out question): cloud printing with its steps, its features
// and its FAQ; guest passes and the guest wifi, each with steps.
import { describe, expect, it } from 'vitest';
import { createMemoryRetriever } from '../search/memory-retriever.ts';
import { createAgentEngine } from './create-agent-engine.ts';
import { classifyQuestion } from './question-type.ts';
import { businessChunk } from './test-business.ts';

/** A business whose pages are sources of their own, as ingestion files them. */
function askPages(businessId: number, name: string, chunks: ReturnType<typeof businessChunk>[]) {
  const retriever = createMemoryRetriever();
  for (const sourceId of new Set(chunks.map((c) => c.sourceId)))
    retriever.replaceSource(
      businessId,
      sourceId,
      chunks.filter((c) => c.sourceId === sourceId),
    );
  const engine = createAgentEngine({ retriever });
  const ask = (message: string) =>
    engine.reply({
      businessId,
      businessName: name,
      agentName: 'Tamu',
      defaultLanguage: 'en',
      message,
      history: [],
    });
  return { ask, retriever };
}

export function cowork() {
  return askPages(41, 'Tamu Cowork', [
    businessChunk(
      'printing-intro',
      'Cloud printing',
      'Print from any laptop or phone in the building. Members send documents from the member app and pick them up at any printer on their floor.',
      { sourceId: 'printing' },
    ),
    businessChunk(
      'printing-steps',
      'Cloud printing',
      '1. Open the member app and choose Print.\n2. Pick a printer for each print job type, or one printer for every job.\n3. Collect the pages at the printer with your member card.',
      { sourceId: 'printing', section: 'Using cloud printing' },
    ),
    businessChunk(
      'printing-features',
      'Cloud printing',
      '- Colour and black-and-white prints\n- Posters up to A2 size\n- Scanning straight to your email\n- Spiral binding for reports',
      { sourceId: 'printing', section: 'Cloud printing features' },
    ),
    businessChunk(
      'printing-faq-files',
      'Cloud printing FAQ',
      'No. A printer only holds a document until it is printed, then deletes it.',
      { question: 'Are printed documents saved anywhere?', section: 'Cloud printing FAQ' },
    ),
    businessChunk(
      'guest-passes',
      'Guest passes',
      '1. Invite your guest from the member app; the guest gets a pass and a wifi code by SMS.\n2. The guest shows the pass at reception and joins the wifi on a laptop or phone with the code.\n3. Guest wifi codes and passes end at closing time.',
      { section: 'Inviting a guest' },
    ),
    businessChunk(
      'guest-wifi',
      'Guest wifi',
      '1. Choose the network Tamu-Open.\n2. Type the eight-letter code from the reception card.',
      { section: 'Joining the guest network' },
    ),
    businessChunk(
      'card-features',
      'Member card',
      '- Opens the front door and the doors of your floor\n- Opens the doors around the clock\n- Pays for coffee and prints',
      { sourceId: 'card', section: 'Member card features' },
    ),
    businessChunk(
      'card-off',
      'Member card',
      '- The membership has ended or a payment failed.\n- The card was reported lost in the member app.\n- Three wrong PIN entries in a row.',
      { sourceId: 'card', section: 'When a card is switched off' },
    ),
    businessChunk(
      'meeting-rooms',
      'Meeting rooms',
      'Meeting rooms seat four to twelve people and are booked by the hour. Every room is ready for client meetings, workshops and video calls.',
      { sourceId: 'rooms' },
    ),
    businessChunk(
      'meeting-rooms-features',
      'Meeting rooms',
      '- Screens and cameras for Zoom and Teams calls\n- Whiteboards and markers\n- Coffee and water for every booking',
      { sourceId: 'rooms', section: 'Meeting room features' },
    ),
    businessChunk(
      'meeting-rooms-steps',
      'Meeting rooms',
      '1. Open Rooms in the member app and pick a free slot.\n2. Add the names of your guests so reception expects them.\n3. Plug your laptop into the screen cable on the table.',
      { sourceId: 'rooms', section: 'Booking a meeting room' },
    ),
  ]);
}

describe('a list of things is not a list of steps', () => {
  // The steps share the asked words ("print job type"); the page's bulleted list holds the things.
  for (const question of [
    'What types of print jobs can I send?',
    'Which kinds of print jobs can the printers do?',
    'What print job options are there?',
  ])
    it(`answers "${question}" with the things the page lists`, async () => {
      const reply = await cowork().ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/A2 size/);
      expect(reply.text).toMatch(/Spiral binding/);
      expect(reply.text).not.toMatch(/member card/);
    });

  it('still answers a question asking the order of doing it with the steps', async () => {
    const reply = await cowork().ask('What are the steps to print a job?');
    expect(reply.text).toMatch(/choose Print/);
  });
});

describe('the steps of the subject the question names', () => {
  // The guest-pass steps say "guest", "wifi", "laptop" and "code" more often; the question
  // names the guest wifi, whose page has steps of its own.
  for (const question of [
    'How do I get my laptop on the guest wifi with the code?',
    'how can a guest join the guest wifi on a laptop with a code',
    'How do I connect to the guest wifi? I have a code and a laptop',
  ])
    it(`answers "${question}" with the guest wifi steps`, async () => {
      const reply = await cowork().ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/Tamu-Open/);
    });
});

describe("a how-to is answered by the page's steps, not by its list of features", () => {
  // The features name the call software the question names; the steps are the way to do it.
  for (const question of [
    'How do I get a meeting room ready for a Teams call?',
    'How can I use a meeting room for a Zoom call with clients?',
    'how do i set up a room for a zoom workshop',
  ])
    it(`answers "${question}" with the room steps`, async () => {
      const reply = await cowork().ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/pick a free slot/);
      expect(reply.text).not.toMatch(/Whiteboards/);
    });
});

describe("a how-to whose best passage is the page's bare list of features", () => {
  // The features hold "screens", "cameras", "Zoom" and "Teams"; the page's steps are the way.
  for (const question of [
    'How do I use the screens and cameras in a meeting room?',
    'how can I get the zoom screen and camera in a room working',
    'How do I set up Teams on the meeting room screens and cameras?',
  ])
    it(`answers "${question}" with the room steps`, async () => {
      const reply = await cowork().ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/Plug your laptop into the screen cable/);
      expect(reply.text).not.toMatch(/Whiteboards/);
    });
});

describe('a list asked by the circumstances it states', () => {
  // The features share "card", "doors" and "open"; the heading says when the card is off.
  for (const question of [
    'In which situations does the member card stop opening the doors?',
    'In which cases would my card no longer open the doors?',
    'Which circumstances does a member card get switched off in?',
  ])
    it(`answers "${question}" with the list under the heading stating them`, async () => {
      const reply = await cowork().ask(question);
      expect(reply.decision).toBe('answer');
      expect(reply.text).toMatch(/reported lost/);
      expect(reply.text).not.toMatch(/Pays for coffee/);
    });
});

describe('a yes or no about a page is answered by its own verdict', () => {
  for (const question of [
    'Will the printers keep the documents I send?',
    'Do printers hold on to documents members send from a laptop?',
    'Would a printer keep copies of documents we send?',
  ])
    it(`answers "${question}" with the page's FAQ entry that says no`, async () => {
      const reply = await cowork().ask(question);
      expect(reply.decision).not.toBe('dont-know');
      expect(reply.text).toMatch(/only holds a document until it is printed/);
    });
});

describe('what a question asks, read from its opening', () => {
  it('reads a question opening with could, will, would or should as yes or no, whatever it names after', () => {
    expect(classifyQuestion('Will the bot read all the channels in our workspace?')).toBe('yes-no');
    expect(classifyQuestion('Would the assistant answer in all the languages we use?')).toBe(
      'yes-no',
    );
    expect(classifyQuestion('Should we list every product we sell?')).toBe('yes-no');
    expect(classifyQuestion('Which channels do you support?')).toBe('list');
  });

  it("reads the visitor's own prices as a thing asked about, and a price asked of the business as a price", () => {
    expect(classifyQuestion('Could the assistant change our prices in the shop system?')).toBe(
      'yes-no',
    );
    expect(classifyQuestion('Can it quote my prices to customers?')).toBe('yes-no');
    expect(classifyQuestion('How much are your prices?')).toBe('price');
    expect(classifyQuestion('Do you charge for setup?')).toBe('price');
  });
});
