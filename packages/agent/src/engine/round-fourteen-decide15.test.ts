// Session 18's handoff, don't-know and off-topic decisions for issue #24 (set 15's decision
// failures): each test names a class of message and asks it in words of its own (never an
// eval question), on a small business of its own.
import { describe, expect, it } from 'vitest';
import { acceptsOffer, detectHandoffRequest } from './intents.ts';
import { askBusiness, businessChunk } from './test-business.ts';

function bakery() {
  return askBusiness(151, 'Crumb Bakery', [
    businessChunk(
      'about',
      'About Crumb Bakery',
      'Crumb Bakery bakes bread, cakes and pastries in Nakuru. Our chat assistant answers questions about orders, prices and delivery, and passes a conversation to a member of staff when a customer asks for a person.',
    ),
    businessChunk(
      'orders',
      'How to order a cake',
      'To order a cake:\n\n1. Open the Orders page and choose Custom cake.\n2. Pick the size and the flavour.\n3. Pay the deposit with M-Pesa.\n4. Collect the cake at the shop or choose delivery.',
    ),
    businessChunk(
      'app',
      'The Crumb app',
      'To install the Crumb app, open the store on your phone, search for Crumb Bakery and tap Install. Sign in with the phone number you order with. Link your Instagram to see our daily bakes in the app.',
    ),
    businessChunk(
      'instagram',
      'How to link Instagram',
      'To link your Instagram account to Crumb orders:\n\n1. Open Settings › Channels and choose Instagram.\n2. Sign in with your Instagram login email and password.\n3. Allow access to messages so orders sent by DM reach us.',
    ),
    businessChunk(
      'button',
      'Add the order button to your website',
      'To add the Crumb order button to your website:\n\n1. Copy the button code from Settings › Website.\n2. Paste it into every page of your site just before the closing body tag.\n3. Open the page on your computer or phone to see the button.',
    ),
    businessChunk(
      'team',
      'Crumb for caterers',
      'Caterers can add team members to one Crumb account so each cook sees the orders. Every account keeps a 24-hour order window: orders placed before noon are baked the next morning.',
    ),
    businessChunk(
      'supplier',
      'Becoming a Crumb supplier',
      'Flour mills and dairies can apply to supply Crumb. Our buyer reviews every new supplier and approves the ones that meet our standards. Suppliers deliver within two hours of the shop opening.',
    ),
    businessChunk(
      'screen',
      'Ordering on a small screen',
      'On phones the order page shows one cake per row and the basket moves to the bottom of the screen.',
    ),
    businessChunk(
      'prices',
      'Crumb Bakery prices',
      'A white loaf costs KES 60. A birthday cake costs KES 1,800 for one kilogram. Delivery in town costs KES 150.',
    ),
  ]);
}

const offer =
  "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?";

describe('a person of the business asked to take over this conversation from the bot', () => {
  it.each([
    'Would somebody from your team mind taking over this chat from the assistant?',
    'Can one of your employees carry on this conversation instead of the AI?',
    'Is it possible for a member of your staff to continue this chat rather than the bot?',
    'Quelqu’un de votre équipe peut-il prendre le relais du robot ?',
    'Une personne de chez vous pourrait-elle continuer cet échange au lieu de l’assistant ?',
    'Mfanyakazi wenu anaweza kuendelea na mazungumzo haya badala ya mashine?',
    'Je, mtu wa kampuni yenu anaweza kushika mazungumzo haya?',
    'would one of your people be able to take over from here?',
    'Can somebody on your end take this chat over from the bot?',
  ])('hands over: %s', async (message) => {
    expect(detectHandoffRequest(message)).toBeDefined();
    const reply = await bakery().ask(message);
    expect(reply.decision).toBe('handoff');
  });

  it.each([
    'Can a person take over the conversation from the bot?',
    'How does a teammate take over a conversation from the bot?',
    'Can my staff take over from the bot when they want?',
    'Est-ce que mon personnel peut reprendre une conversation à la place du robot ?',
    'Je, wafanyakazi wangu wanaweza kuchukua mazungumzo badala ya roboti?',
    'What happens when your staff take over a conversation?',
  ])('asks about the feature, no handoff: %s', (message) => {
    expect(detectHandoffRequest(message)).toBeUndefined();
  });
});

describe('a question about how something works names a person in passing', () => {
  it.each([
    'Please explain how a chat with your agent works.',
    'Describe how a conversation with your assistant goes, step by step.',
    'How does the website show the agent name above the chat box?',
    'Tell me what a chat with your support agent looks like',
  ])('is not a request for a person: %s', (message) => {
    expect(detectHandoffRequest(message)).toBeUndefined();
  });

  it.each([
    'How do I talk to a person?',
    'What number can I call to reach a human?',
    'How can someone from your team call me back?',
  ])('still hands over when the visitor is the one reached: %s', (message) => {
    expect(detectHandoffRequest(message)).toBeDefined();
  });
});

describe('an informal go-ahead after the offer of a person', () => {
  it.each([
    'works for me, send me over',
    'good with me, hand me across',
    'sounds fair, pass me on',
    'no worries, pass me on then',
    'cool, hook me up with them',
    'that suits me, go on and transfer me',
  ])('accepts: %s', async (message) => {
    expect(acceptsOffer(message)).toBe(true);
    const reply = await bakery().ask(message, [
      { sender: 'visitor', text: 'Do you bake gluten-free bread?' },
      { sender: 'bot', text: offer },
    ]);
    expect(reply.decision).toBe('handoff');
  });

  it.each([
    'fine by me, how much is the cake?',
    'ok thanks bye',
    'no, pass',
    "no, don't transfer me",
  ])('does not accept: %s', (message) => {
    expect(acceptsOffer(message)).toBe(false);
  });
});

describe('a how-to about a third party’s own account, device or app', () => {
  it.each([
    'Someone hijacked our Instagram and swapped the login email. How can we restore it?',
    'Our Instagram got hacked. How do we recover the account?',
    'How do I install Linux on my computer?',
    'How can I update Chrome on my computer?',
    'How do I reset the password of my Instagram?',
    'Comment installer Linux sur mon ordinateur ?',
    'Nawezaje kusakinisha Linux kwenye kompyuta yangu?',
  ])('does not answer with the business’s own steps: %s', async (message) => {
    const reply = await bakery().ask(message);
    expect(reply.decision).toBe('dont-know');
  });

  it.each([
    ['How do I install the order button on my website?', /Copy the button code/],
    ['How do I link our Instagram?', /Settings › Channels/],
    ['How do I order a cake?', /Custom cake/],
  ])('still answers the business’s own how-to: %s', async (message, fact) => {
    const reply = await bakery().ask(message);
    expect(reply.decision).not.toBe('dont-know');
    expect(reply.text).toMatch(fact);
  });
});

describe('an attribute of one thing that no passage states', () => {
  it.each([
    'What is the most team members one Crumb account can have?',
    'Is there a maximum number of cooks per account?',
    'What is the max number of team members allowed on one account?',
    'How long does your buyer usually take to approve a new supplier?',
    'How long does it take for Crumb to review a supplier application?',
    'Does the order page work with screen readers?',
    'Is the order page usable for blind customers?',
    'La page de commande fonctionne-t-elle avec un lecteur d’écran ?',
  ])('is a don’t-know: %s', async (message) => {
    const reply = await bakery().ask(message);
    expect(reply.decision).toBe('dont-know');
  });

  it.each([
    ['When are orders placed before noon baked?', /next morning/],
    ['How long after the shop opens do suppliers deliver?', /two hours/],
    ['How does the order page look on a phone screen?', /one cake per row/],
  ])('the stated attributes are still answered: %s', async (message, fact) => {
    const reply = await bakery().ask(message);
    expect(reply.text).toMatch(fact);
  });
});
