// Session 15, issue #24 (helper `lists`): "what does the business do for <a kind of
// organisation>" answered with the list of its industry page. A chat-software business of its
// own (not Lisa's knowledge, and no eval question) with two industry pages, each with its
// challenges, what it does there and a customer's story.
import { describe, expect, it } from 'vitest';
import { nounAncestors } from '../language/wordnet/wordnet.ts';
import { classifyQuestion } from './question-type.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { withoutTrailingRequest } from './trailing-request.ts';

function kora() {
  return askBusiness(61, 'Kora', [
    businessChunk(
      'retail-intro',
      'Kora for Retail',
      'Answer shoppers without adding staff. Shop counters spend the day answering the same questions about stock, prices and delivery. Kora takes those chats on WhatsApp and your website.',
      { sourceId: 'retail' },
    ),
    businessChunk(
      'retail-challenges',
      'Kora for Retail',
      '- Queues at the till: Staff juggle customers in the shop and messages on the phone.\n- Lost orders: Orders taken by message are written on paper and forgotten.',
      { sourceId: 'retail', section: 'Retail challenges' },
    ),
    businessChunk(
      'retail-does',
      'Kora for Retail',
      '- Stock answers: Kora says what is in stock and what it costs from your product list.\n- Order capture: Orders are taken in the chat and land in your order book.\n- Delivery tracking: Customers ask where their parcel is and get its status.',
      { sourceId: 'retail', section: 'What Kora does for Retail' },
    ),
    businessChunk(
      'retail-story',
      'Kora for Retail',
      'A corner shop in Kisumu doubles its orders. The owner answered every message by hand until Kora took the chats.\n\n- Orders up by 100%\n- Shop-counter calls down by 30%',
      { sourceId: 'retail', section: 'Retail case study' },
    ),
    businessChunk(
      'towns-intro',
      'Kora for Municipalities',
      'Resident services that answer at any hour. Residents want to know which permit they need, when the rubbish is collected and where their request stands. Kora answers from your published guides.',
      { sourceId: 'towns' },
    ),
    businessChunk(
      'towns-challenges',
      'Kora for Municipalities',
      '- Long queues: Residents travel to an office only to learn which form to bring.\n- Busy lines: Most calls ask whether a request has been handled.',
      { sourceId: 'towns', section: 'Municipalities challenges' },
    ),
    businessChunk(
      'towns-does',
      'Kora for Municipalities',
      '- Permit guide: Kora explains which permit applies and what it requires.\n- Request status: Residents check a request with its reference number.\n- Collection calendar: Kora tells each street its rubbish collection day.',
      { sourceId: 'towns', section: 'What Kora does for Municipalities' },
    ),
    businessChunk(
      'towns-story',
      'Kora for Municipalities',
      'A district office halves its queues. Residents of the district used to queue for answers to simple questions; Kora now answers them by chat.',
      { sourceId: 'towns', section: 'Municipalities case study' },
    ),
    businessChunk(
      'ngo-intro',
      'Kora for Non-profits',
      'Reach more families with the same team. Non-profits serve large communities with small teams. Kora answers beneficiaries and keeps donors and volunteers informed.',
      { sourceId: 'ngo' },
    ),
    businessChunk(
      'ngo-does',
      'Kora for Non-profits',
      '- Programme line: Kora answers questions on eligibility and distribution days.\n- Registration by chat: Families register for programmes in a guided conversation.\n- Donor updates: Donors get receipts and campaign news.',
      { sourceId: 'ngo', section: 'What Kora does for Non-profits' },
    ),
    businessChunk(
      'ngo-challenges',
      'Kora for Non-profits',
      '- Small teams, large communities: A handful of staff cannot answer thousands of questions.\n- Paper forms: Field registrations are slow to collect.',
      { sourceId: 'ngo', section: 'Non-profits challenges' },
    ),
    businessChunk(
      'faq-languages',
      'Kora FAQ',
      'Kora replies in 20 languages, including English, Swahili, Amharic and Somali, in the language the customer writes in.',
      { sourceId: 'faq', question: 'Which languages does Kora speak?' },
    ),
    businessChunk(
      'handover',
      'Handing over to your team',
      '- The customer asks to talk to a person in any language, for example "call me" or "a real person please".\n- Kora cannot answer: it says so and offers a person.\n- Your credits run out: the chat waits for a person.',
      { sourceId: 'handover', section: 'When Kora hands over' },
    ),
    businessChunk(
      'contact',
      'Contact Kora',
      'Write to hello@kora.example or call +254 700 000 000. Our office is in Nairobi.',
      { sourceId: 'contact' },
    ),
  ]);
}

describe('an organisation named in its own words asks what the business does for it', () => {
  it('reads "what would X do for <an office>" as what, not as how to reach the office', () => {
    expect(classifyQuestion('What would Kora do for a district office?')).toBe('general');
    expect(classifyQuestion('What could Kora take on for our town office?')).toBe('general');
    expect(classifyQuestion('We run a small charity. What can Kora do for us?')).toBe('general');
    expect(classifyQuestion('Where is your office?')).toBe('contact');
  });

  it("answers with the industry page's list of what it does, not its customer's story", async () => {
    const { ask } = kora();
    const permits = /Permit guide[\s\S]*Request status[\s\S]*Collection calendar/;
    for (const q of [
      'What would Kora do for a district office that serves residents?',
      'We are a district office serving residents. What can Kora take on?',
      'We run a district office for residents. What could Kora handle for us?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(permits);
      expect(reply.text, q).not.toMatch(/halves its queues/);
    }
  });

  it("answers from the page when a story holds the question's word joined and the page holds it apart", async () => {
    const { ask } = kora();
    const retail = /Stock answers[\s\S]*Order capture[\s\S]*Delivery tracking/;
    for (const q of [
      'What does Kora do for a shop counter?',
      'What can Kora offer a busy shop counter?',
      'How would a shop counter use Kora?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(retail);
    }
  });

  it('finds the page for a kind of organisation the knowledge names in other words', async () => {
    const { ask } = kora();
    const ngo = /Programme line[\s\S]*Registration by chat[\s\S]*Donor updates/;
    for (const q of [
      'We are a charity serving families in villages. What can Kora do for us?',
      'How would a charity for village communities use Kora?',
      'Our charity helps families in need. What could Kora take on for us?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('answer');
      expect(reply.text, q).toMatch(ngo);
    }
  });

  it('knows an organisation from a thing or a group of people by what WordNet puts above it', () => {
    for (const w of ['hospital', 'charity', 'school', 'shop'])
      expect(
        [...nounAncestors(w)].some((a) => a === 'institution' || a === 'establishment'),
        w,
      ).toBe(true);
    for (const w of ['laptop', 'puppy', 'family', 'wedding'])
      expect(
        [...nounAncestors(w)].some((a) => a === 'institution' || a === 'establishment'),
        w,
      ).toBe(false);
  });

  it('maps no word that names no organisation onto such a page', async () => {
    const { ask } = kora();
    for (const q of [
      'We have a puppy and two families in our house. What can Kora do for us?',
      'How would a wedding for village families use Kora?',
    ]) {
      const reply = await ask(q);
      expect(reply.text, q).not.toMatch(/Programme line|Stock answers|Permit guide/);
    }
  });

  it('still does not answer from a story a word only the story holds', async () => {
    const { ask } = kora();
    for (const q of [
      'What does Kora do for a bakery in Kisumu?',
      'What can Kora offer a florist in Kisumu?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('dont-know');
    }
  });
});

describe('a sentence asking for examples after the question', () => {
  it('is left out of the question searched, and nothing else is', () => {
    expect(withoutTrailingRequest('Which apps do you link to? Name a few.')).toBe(
      'Which apps do you link to?',
    );
    expect(withoutTrailingRequest('What can I change? Could you give me some examples?')).toBe(
      'What can I change?',
    );
    expect(withoutTrailingRequest('Which plans are there? Give me the prices.')).toBe(
      'Which plans are there? Give me the prices.',
    );
    expect(withoutTrailingRequest('Give me some examples.')).toBe('Give me some examples.');
  });

  it('answers the question, not a page quoting examples of something else', async () => {
    const { ask } = kora();
    for (const q of [
      'What languages can Kora chat with customers in? Give me a few examples.',
      'Which languages will Kora talk to customers in? Examples please.',
      'In which languages can Kora reply to shoppers? Name some.',
    ]) {
      const reply = await ask(q);
      expect(reply.text, q).toMatch(/Amharic/);
      expect(reply.text, q).not.toMatch(/real person please/);
    }
  });
});

describe('"what do we get with <a plan>" asks for what the plan holds', () => {
  it('is a list question whoever gets it', () => {
    expect(classifyQuestion('What do we get with the Gold bundle?')).toBe('list');
    expect(classifyQuestion('what do you get with the yearly membership')).toBe('list');
    expect(classifyQuestion('So what do I get in the starter pack?')).toBe('list');
  });
});

describe('what a fee is made of', () => {
  const gym = () =>
    askBusiness(62, 'Zawadi Gym', [
      businessChunk(
        'joining',
        'Zawadi prices',
        'The joining fee (paid once) is the sum of the key card, the fitness check and the induction you choose.',
        { sourceId: 'prices', section: 'Joining fee' },
      ),
      businessChunk(
        'monthly',
        'Zawadi prices',
        'Membership costs $40 a month, classes included. The key card alone costs $10 to replace.',
        { sourceId: 'prices', section: 'Membership' },
      ),
    ]);

  it('is asked as its parts, not as one amount', () => {
    expect(classifyQuestion('What makes up the joining fee?')).toBe('list');
    expect(classifyQuestion('How much is the joining fee?')).toBe('price');
  });

  it('is answered with its parts', async () => {
    const { ask } = gym();
    for (const q of [
      'What makes up the joining fee?',
      'What goes into the one-time joining fee?',
      'What adds up to the joining fee at Zawadi?',
    ]) {
      const reply = await ask(q);
      expect(reply.text, q).toMatch(/key card[\s\S]*fitness check[\s\S]*induction/);
    }
  });
});
