// Session 20's decisions and languages (set 17's decision failures and its French and Swahili
// misses): each test names a class of message and asks it in words of its own (never an eval
// question), on a small business of its own.
import { describe, expect, it } from 'vitest';
import { situationMediaUnstated } from './asked-attribute.ts';
import { asksBusinessPlace } from './business-place.ts';
import { englishIdioms } from './english-idioms.ts';
import { detectHandoffRequest } from './intents.ts';
import { leavesObjectToSituation } from './situation-object.ts';
import { askBusiness, businessChunk } from './test-business.ts';

// A chat assistant for shops: a widget with an option to open by itself, plans with a tailored
// price "for your organisation", a school's case study, notes that can be deleted, WhatsApp
// replies in text and photos read — but no office address, no voice notes, no discounts.
function juaChat() {
  return askBusiness(1701, 'JuaChat', [
    businessChunk(
      'about',
      'About JuaChat',
      'JuaChat is a chat assistant for small shops. Shops connect WhatsApp and their website, and JuaChat answers their customers from the shop’s own notes, day and night.',
    ),
    businessChunk(
      'widget',
      'The website widget',
      'The website widget puts JuaChat on your shop’s pages. Its options:\n\n- side: left or right;\n- colour: any hex colour;\n- autoOpen: open the panel on page load (default false);\n- heading: the text at the top of the panel.',
    ),
    businessChunk(
      'plans',
      'JuaChat plans',
      'The Starter plan costs $20 per month for one shop. The Enterprise plan has a tailored price for your organisation, agreed with our sales team.',
    ),
    businessChunk(
      'story',
      'JuaChat for schools',
      'Mwangaza Academy, a secondary school in Nakuru, answered admission questions from parents with JuaChat. Calls to the school office fell by half in one term, and the bursar stopped answering fee questions by phone.',
      { section: 'Case study' },
    ),
    businessChunk(
      'bookings',
      'Bookings in the chat',
      'Clinics, salons and schools let customers book a visit in the chat: JuaChat offers the free slots, books the one chosen and sends a reminder the day before.',
    ),
    businessChunk(
      'demo',
      'See JuaChat',
      'Book a demo and one of our team shows JuaChat on a video call, or try the demo chat on our home page.',
    ),
    businessChunk(
      'notes',
      'Shop notes',
      'Notes are what JuaChat answers from. Deleting a note removes it from the answers at once; editing a note changes the next answer.',
    ),
    businessChunk(
      'whatsapp',
      'WhatsApp with JuaChat',
      'JuaChat replies on WhatsApp in the customer’s language, with text and links. Photos customers send, such as a picture of a product, are read and answered.',
    ),
  ]);
}

async function decision(message: string): Promise<string> {
  return (await juaChat().ask(message)).decision;
}

describe('a person named as absent is not asked for', () => {
  it.each([
    'On our product pages I want the widget to open without anybody tapping it. Can it?',
    'I would like the chat to appear by itself, with no one having to click anything',
    'I need the replies to go out at night without a person on shift',
    'Je veux que le chat s’ouvre sans que personne ne clique dessus.',
    'Nataka chat ifunguke yenyewe bila mtu kubofya.',
  ])('asks no person: %s', (message) => {
    expect(detectHandoffRequest(message)).toBeUndefined();
  });

  it.each([
    'Nobody answered my last message, I want to talk to a person',
    'I want a real person, without the bot please',
  ])('still hands over: %s', (message) => {
    expect(detectHandoffRequest(message)).toBeDefined();
  });
});

describe('a chat opening by itself is opening on page load', () => {
  it.each([
    'Can the panel pop open on its own?',
    'is there a way for the chat to come up automatically for visitors',
    'I want the widget to open without anyone clicking it',
  ])('rewrites: %s', (message) => {
    expect(englishIdioms(message)).toContain('open the panel on page load');
  });

  it.each(['Does JuaChat answer by itself at night?', 'How do I open the dashboard?'])(
    'leaves other words alone: %s',
    (message) => {
      expect(englishIdioms(message)).toBe(message);
    },
  );

  it('answers with the setting', async () => {
    const reply = await juaChat().ask(
      'For our shop I want the chat window to pop up by itself with nobody clicking. Which setting does that?',
    );
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('autoOpen');
  });
});

describe('the business’s own place, asked by its name', () => {
  it('reads "<name>’s office" as the business’s office', () => {
    expect(asksBusinessPlace('Where is JuaChat’s head office?', new Set(['juachat']))).toBe(true);
    expect(asksBusinessPlace('Where is Safaricom’s office?', new Set(['juachat']))).toBe(false);
  });

  it.each([
    'Where is JuaChat’s office? I want to pass by for a demo.',
    'where are JuaChat’s offices',
  ])('does not know: %s', async (message) => {
    expect(await decision(message)).toBe('dont-know');
  });
});

describe('a kind of organisation said by a qualifier before a general word', () => {
  it.each([
    'Do you have a cheaper plan for charitable organisations?',
    'Is there a lower price for faith-based organisations?',
  ])('does not know: %s', async (message) => {
    expect(await decision(message)).toBe('dont-know');
  });

  it('still answers for the organisation the plan names', async () => {
    expect(await decision('What does the Enterprise plan cost for our organisation?')).toBe(
      'answer',
    );
  });
});

describe('the visitor’s own dealings with a company named only in a case study', () => {
  it.each([
    'Book me in for a visit at Mwangaza Academy',
    'Please book my son a visit with the school office at Mwangaza Academy',
    'When does Mwangaza Academy reopen, and can my son book a visit in the chat?',
  ])('does not know: %s', async (message) => {
    expect(await decision(message)).toBe('dont-know');
  });

  it('still answers the visitor’s family asking of the business itself', async () => {
    expect(
      await decision('How much is the Starter plan, and can my daughter use it for her shop?'),
    ).toBe('answer');
  });
});

describe('a question whose verb takes its object from the situation', () => {
  it('reads an objectless question', () => {
    expect(leavesObjectToSituation('What should I delete?')).toBe(true);
    expect(leavesObjectToSituation('Which ones do we remove first?')).toBe(true);
    expect(leavesObjectToSituation('What should I delete from my notes?')).toBe(false);
    expect(leavesObjectToSituation('How do I connect it?')).toBe(false);
  });

  it('does not know when the answer holds no word of the situation', async () => {
    expect(
      await decision('My laptop keeps warning that the disk is almost full. What should I remove?'),
    ).toBe('dont-know');
  });

  it('answers when it does', async () => {
    expect(await decision('One of our shop notes gives the wrong price. What do I delete?')).toBe(
      'answer',
    );
  });
});

describe('a kind of media the situation names, pointed back at', () => {
  it('reads the kind from the situation', () => {
    expect(
      situationMediaUnstated('can you hear them', 'they send voice notes', 'replies with text'),
    ).toBe(false);
    expect(
      situationMediaUnstated(
        'can you understand them',
        'they send voice notes',
        'replies with text',
      ),
    ).toBe(true);
    expect(situationMediaUnstated('can you read them', 'they send photos', 'photos are read')).toBe(
      false,
    );
  });

  it('does not know what no passage says of that kind', async () => {
    expect(
      await decision(
        'Shoppers send us voice messages on WhatsApp. Can JuaChat understand them and answer?',
      ),
    ).toBe('dont-know');
  });

  it('answers the kind a passage states', async () => {
    expect(
      await decision('Shoppers send us photos on WhatsApp. Can JuaChat read them and answer?'),
    ).toBe('answer');
  });
});
