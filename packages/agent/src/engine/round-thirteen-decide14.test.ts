// Session 17's handoff, don't-know and off-topic decisions for issue #24: each test names a
// class of question seen failing in sets 13 and 14, asked in words of its own (never an eval
// question), on a small business of its own.
import { describe, expect, it } from 'vitest';
import { analyze } from '../text/analyzer.ts';
import { detectHandoffRequest } from './intents.ts';
import { asksStoryCompanyService } from './story-company-service.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { unstatedVenue } from './unheld-kind.ts';

function tileShop() {
  return askBusiness(71, 'Harbour Tiles', [
    businessChunk(
      'about',
      'About Harbour Tiles',
      'Harbour Tiles sells floor and wall tiles in Mombasa and lays them for homes, hotels and offices. Our AI assistant is built to answer questions about tiles, prices and delivery from our own catalogue, day and night.',
    ),
    businessChunk(
      'prices',
      'Harbour Tiles prices',
      'Harbour Tiles prices:\n\n- Ceramic floor tiles cost KES 1,200 per square metre.\n- Porcelain tiles cost KES 2,400 per square metre.\n- Laying costs KES 600 per square metre.',
    ),
    businessChunk(
      'expo',
      'Tile Week',
      'Tile Week is our yearly open house, held every March. Visitors see new collections and get a 10% discount on orders placed that week.',
    ),
    businessChunk(
      'flats',
      'Harbour Tiles for flats',
      'Flats and apartment blocks get one tile for every unit, so repairs match. We deliver to the whole area and come back for touch-ups.',
    ),
    businessChunk(
      'hotels',
      'Harbour Tiles for hotels',
      'Hotels need floors that survive wet feet and heavy luggage. We supply slip-resistant porcelain and lay it between bookings.',
      { section: 'Hotels case study' },
    ),
    businessChunk(
      'utility',
      'Harbour Tiles for utilities',
      'A water utility retiles its customer halls. Bluewave Water serves 40,000 homes and gets long queues about water outages, bills and meter readings; Harbour Tiles retiled its three customer halls in a month.',
      { section: 'Utilities case study' },
    ),
  ]);
}

const handoff = (message: string) => detectHandoffRequest(message, 'Harbour');

describe('a meeting asked with one of the business’s people', () => {
  it('hands over when the visitor, or someone of theirs, wants a word, a call or a meeting with a role of the business', () => {
    for (const message of [
      'Our CEO would like a quick call with your sales lead before we commit. Can you set that up?',
      'Please organise a meeting between my finance manager and one of your consultants.',
      'I want to have a word with your operations manager about our order, please arrange it.',
      'Could you book a call for us with someone from your team this week?',
      'Our board wants to meet your CEO before signing, can that happen?',
      'Set up a Zoom with your sales guy for Thursday please',
      'Mon directeur souhaite un rendez-vous avec votre responsable commercial, pouvez-vous l’organiser ?',
      'Meneja wetu anataka kukutana na meneja wenu wa mauzo, tafadhali panga mkutano.',
    ])
      expect(handoff(message), message).toBeDefined();
  });

  it('keeps how-to and product questions about meetings as questions', () => {
    for (const message of [
      'How do I schedule a meeting with a customer through the calendar?',
      'Can the assistant book a call with my clients?',
      'Does your team meet customers before a big order?',
      'We want our customers to talk with your support team, is that possible?',
      'What happens in a meeting with your design team?',
    ])
      expect(handoff(message), message).toBeUndefined();
  });
});

describe('a person asked to answer the visitor instead of the bot, as a polite question', () => {
  it('hands over in English, French and Swahili', () => {
    for (const message of [
      'Could an actual person answer me rather than the assistant?',
      'Would it be possible for a human to reply to me instead of the bot?',
      'Is a real advisor able to respond to me instead of this chatbot?',
      'Une vraie personne pourrait-elle me répondre au lieu du robot ?',
      'Un conseiller peut-il m’aider à la place de l’assistant ?',
      'Mtu halisi anaweza kunijibu badala ya roboti?',
      'Can I chat with a real person rather than the AI?',
      'Is it possible for a human to get back to me instead of the robot?',
    ])
      expect(handoff(message), message).toBeDefined();
  });

  it('keeps questions about what the product or the visitor’s customers do as questions', () => {
    for (const message of [
      'Can the assistant answer my customers instead of my staff?',
      'Could my customers get a reply from a person instead of the bot?',
      'Does a person answer instead of the bot at night?',
      'I wish my customers could talk to a person instead of the bot.',
    ])
      expect(handoff(message), message).toBeUndefined();
  });
});

describe('the place of something the knowledge dates but does not place', () => {
  it('says it does not know which city, venue or place', async () => {
    const { ask } = tileShop();
    for (const message of [
      'Which town is Tile Week held in?',
      'What venue hosts Tile Week this March?',
      'Where will Tile Week take place?',
    ])
      expect((await ask(message)).decision, message).toBe('dont-know');
  });

  it('reads only a place of an event as asked, and a named place after "in" or "at" as stated', () => {
    const dated = [businessChunk('day', 'Open day', 'Our open day is held every June.')];
    const placed = [businessChunk('day', 'Open day', 'Our open day is held in Kisumu every June.')];
    const asPassages = (chunks: typeof dated) => chunks.map((c) => ({ ...c, score: 1 }));
    expect(unstatedVenue('Which city is the open day in?', asPassages(dated), new Set())).toBe(
      true,
    );
    expect(unstatedVenue('Which city is the open day in?', asPassages(placed), new Set())).toBe(
      false,
    );
    for (const onScreen of [
      'What location does the chat button appear in?',
      'Where do I find the open day sign-up form?',
      'Where do I check my balance, and what happens when it runs out?',
    ])
      expect(unstatedVenue(onScreen, asPassages(dated), new Set()), onScreen).toBe(false);
  });

  it('still answers when it happens', async () => {
    const { ask } = tileShop();
    const r = await ask('When is Tile Week held?');
    expect(r.decision).toBe('answer');
    expect(r.text).toMatch(/March/);
  });
});

describe('which kind of thing the business is built on, a kind the knowledge never names', () => {
  it('says it does not know', async () => {
    const { ask } = tileShop();
    for (const message of [
      'Which AI model is your assistant built on?',
      'What AI technology is the assistant built on, is it Gemini?',
      'Which AI platform is the Harbour Tiles assistant built with?',
      'Which AI model powers your assistant?',
    ])
      expect((await ask(message)).decision, message).toBe('dont-know');
  });

  it('still answers a which-question whose kind the knowledge holds or does not ask what it is made on', async () => {
    const { ask } = tileShop();
    const r = await ask('Which tiles cost KES 2,400 per square metre?');
    expect(r.decision).toBe('answer');
    expect(r.text).toMatch(/Porcelain/);
    const made = await ask('Which tile size is laid for KES 600 per square metre?');
    expect(made.decision).toBe('answer');
    expect(made.text).toMatch(/Laying costs KES 600/);
  });
});

describe('a customer of a company the knowledge names only in a story, asking about its service', () => {
  it('says it does not know', async () => {
    const { ask } = tileShop();
    for (const message of [
      'Bluewave water has been off since morning in our area. When will it come back?',
      'My Bluewave meter for our flat is not working, who comes back to fix it?',
      'Is Bluewave down again? No water in our flat.',
      'What is Bluewave’s customer care number for our flat?',
    ])
      expect((await ask(message)).decision, message).toBe('dont-know');
  });

  it('leaves questions about the story, or naming the business, to the story', () => {
    const story = [
      {
        ...businessChunk(
          'utility',
          'Acme for utilities',
          'Bluewave Water had long queues about outages; Acme answered them on WhatsApp.',
          { section: 'Utilities case study' },
        ),
        score: 1,
      },
    ];
    const acme = new Set(analyze('Acme'));
    expect(asksStoryCompanyService('Is Bluewave down today?', story, acme)).toBe(true);
    for (const aboutStory of [
      'What results did Bluewave get after its outages?',
      'How did Acme help Bluewave when the water was off?',
      'Did Acme reply when Bluewave was down?',
      'Is Bluewave a big company?',
    ])
      expect(asksStoryCompanyService(aboutStory, story, acme), aboutStory).toBe(false);
  });
});
