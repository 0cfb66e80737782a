// The handoff and don't-know fixes of session 13 for issue #24, on a small business of its
// own (a plant nursery with a price list, a delivery page, a customer story and a page of
// the problems gardeners face; not Lisa's knowledge, and not an eval question), each test
// naming a class of question seen failing in the seen sets, in words of its own.
import { describe, expect, it } from 'vitest';
import { attributeUnstated } from './asked-attribute.ts';
import { acceptsOffer, detectHandoffRequest } from './intents.ts';
import { askBusiness, businessChunk } from './test-business.ts';

function nursery() {
  return askBusiness(21, 'Green Leaf Nursery', [
    businessChunk(
      'prices',
      'Green Leaf prices',
      'Green Leaf sells seedlings and potted plants.\n\n- A tray of tomato seedlings costs KES 300.\n- A potted avocado tree costs KES 1,200.\n- A bag of compost costs KES 450.',
    ),
    businessChunk(
      'delivery',
      'Delivery',
      'We deliver plants within Kiambu county on Tuesdays and Fridays. Delivery costs KES 200 per order.',
    ),
    businessChunk(
      'story',
      'Green Leaf customers',
      'Mwangi Farms planted 4,000 coffee bushes in Nyeri after buying our seedlings. Their tractor loans were repaid in two seasons and the farm now exports beans to Mombasa.',
      { section: 'Customer story' },
    ),
    businessChunk(
      'challenges',
      'Gardening in Kenya',
      'Why gardens fail:\n\n- Dry spells: Seedlings wilt when a borehole pump breaks and the water bill climbs.\n- Pests: Aphids and mole rats eat young roots before harvest.',
      { section: 'Gardening challenges' },
    ),
    businessChunk(
      'care',
      'Plant care',
      'Water seedlings every morning for the first two weeks. Our staff answer care questions on the phone from 8 am to 5 pm.',
    ),
  ]);
}

const offer = (question: string) => [
  { sender: 'visitor' as const, text: question },
  {
    sender: 'bot' as const,
    text: "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?",
  },
];

describe('refusing the bot is asking for a person', () => {
  it('hands over when the visitor rejects the bot, in English, French and Swahili', () => {
    for (const message of [
      'a real gardener please, not this bot',
      'enough of the robot',
      'no more machine, somebody from the shop',
      'stop this bot and give me someone',
      'pas de machine, je veux un vendeur',
      'plus de robot svp',
      'sitaki boti',
      'sio roboti, nileteeni mtu wa duka',
    ])
      expect(detectHandoffRequest(message), message).toBeDefined();
  });

  it('hands over on weariness of the bot and on a bot and a person named together', () => {
    for (const message of [
      'honestly I am fed up with this chatbot',
      'quit the machine, somebody real please',
      'arrêtez ce robot',
      'je ne veux plus parler avec une machine',
      'sipendi hii mashine, nataka mtu',
      'achana na roboti',
      'bots are useless, a person please',
      'un vrai conseiller svp',
      'mtu halisi tafadhali',
    ])
      expect(detectHandoffRequest(message), message).toBeDefined();
  });

  it('reads "bring me a person" in Swahili as a request', () => {
    expect(detectHandoffRequest('tafadhali niletee mtu wa huduma')).toBeDefined();
    expect(detectHandoffRequest('niletee binadamu sasa')).toBeDefined();
  });

  it('keeps questions about stopping or being the bot as questions', () => {
    for (const message of [
      'How do I stop the bot from answering at night?',
      'Can I switch off the bot for one customer?',
      'Is this not a robot?',
      'Why does the bot stop when my colleague joins the chat?',
      'Je voudrais savoir si le robot parle anglais',
      'explain the bot to person transfer',
      'tell me how the bot and my staff share chats',
    ])
      expect(detectHandoffRequest(message), message).toBeUndefined();
  });
});

describe('a question about staff is a question, not a request for them', () => {
  it('answers when the people are the subject of the question', async () => {
    for (const message of [
      'Do your staff answer care questions on the phone?',
      'Can my workers still use their own phones to call the shop?',
      'Will our team members be able to talk to customers in person?',
    ])
      expect(detectHandoffRequest(message), message).toBeUndefined();
    const { ask } = nursery();
    expect((await ask('Do your staff answer care questions on the phone?')).decision).not.toBe(
      'handoff',
    );
  });

  it('still hands over when the people are to act on the visitor', () => {
    expect(detectHandoffRequest('can your staff phone me this afternoon?')).toBeDefined();
    expect(detectHandoffRequest('could one of your people call us back?')).toBeDefined();
  });
});

describe('accepting the offer of a person, in many words', () => {
  it('reads a go-ahead, a yes with "connect me" and short yeses as acceptance', () => {
    for (const message of [
      'alright then, put me through',
      'yes, do that please',
      'fine, connect me',
      'sure thing',
      'okay go on and transfer me',
      'oui vas-y',
      "d'accord, mettez-moi en relation",
      'ndiyo, tuunganishe',
      'haya sawa',
      'yes, someone real please',
      'oui, une personne',
      'je veux bien, merci',
      'ndiyo, nipe mhudumu',
      'sure, why not',
    ])
      expect(acceptsOffer(message), message).toBe(true);
  });

  it('does not read a new question or a refusal as acceptance', () => {
    for (const message of [
      'yes, and how much is the compost?',
      'ok but what about delivery to Thika?',
      'no thanks',
      'sure, which days do you deliver',
      'great',
      'cool',
    ])
      expect(acceptsOffer(message), message).toBe(false);
  });

  it('hands over after the offer, and only after it', async () => {
    const { ask } = nursery();
    const accepted = await ask('alright then, put me through', offer('Do you sell bonsai pots?'));
    expect(accepted.decision).toBe('handoff');
    const french = await ask('oui vas-y', offer('Vendez-vous des pots de bonsaï ?'));
    expect(french.decision).toBe('handoff');
    const fresh = await ask('yes, do that please');
    expect(fresh.decision).not.toBe('handoff');
  });
});

describe("a story's or a challenge's words are an example, not an offer", () => {
  it('does not answer from a customer story what only the story names', async () => {
    const { ask } = nursery();
    for (const message of [
      // "sells", "phone" and "order" stand on other pages, in passing.
      'Which shop sells tractors near Nyeri?',
      'Is there a phone number for tractor loans in Nyeri?',
      'Can I order tractor parts for my farm in Nyeri?',
    ])
      expect((await ask(message)).decision, message).toBe('dont-know');
  });

  it('does not answer it either when the question names the business', async () => {
    const { ask } = nursery();
    for (const message of [
      'Does Green Leaf sell tractors in Nyeri?',
      'Where can Green Leaf customers get tractor loans?',
    ])
      expect((await ask(message)).decision, message).toBe('dont-know');
  });

  it('does not answer from a list of problems what only the problem names', async () => {
    const { ask } = nursery();
    for (const message of [
      'How do I repair a borehole pump that broke?',
      'Why is my water bill climbing so fast?',
      'What poison kills mole rats?',
    ])
      expect((await ask(message)).decision, message).toBe('dont-know');
  });

  it('still answers when the question asks for the stories, or for a thing with a page', async () => {
    const { ask } = nursery();
    const story = await ask('Do you have a customer story from a coffee farm?');
    expect(story.decision).toBe('answer');
    expect(story.text).toMatch(/Mwangi Farms/);
    const delivery = await ask('Do you deliver compost to Kiambu?');
    expect(delivery.decision).toBe('answer');
  });
});

describe('a year, a headcount or a kind of media the knowledge does not state', () => {
  // Each shares a word with a passage (start, deliver, staff, care, answer, avocado).
  const questions = [
    'What year did Green Leaf start selling seedlings?',
    'When was the Green Leaf delivery service started?',
    'Since when do you deliver plants?',
    'How many staff work on the care phone line?',
    'How many people work in the Green Leaf delivery team?',
    'How many employees does Green Leaf have for plant care?',
    'Can I send pictures of seedlings for your staff to answer?',
    'Do you answer voice messages about plant care?',
    'Will the care line accept a video of my avocado tree?',
  ];

  it('says it does not know rather than quoting a passage that shares a word', async () => {
    const { ask } = nursery();
    for (const message of questions)
      expect((await ask(message)).decision, message).toBe('dont-know');
  });

  it('reads the kind of media in a translated French or Swahili question', () => {
    const care = [
      {
        chunkId: 'care',
        sourceId: 'care',
        title: 'Plant care',
        text: 'Our staff reply to care questions on WhatsApp from 8 am to 5 pm.',
        score: 1,
      },
    ];
    // As the glossary leaves them: the words it lacks stay in the visitor's language.
    for (const question of [
      'staff reply messages vocaux whatsapp',
      'staff inaweza reply ujumbe wa sauti whatsapp',
      'staff lit photos envoyees par customers',
      'staff inaweza kusoma picha',
    ])
      expect(attributeUnstated(question, care), question).toBe(true);
    expect(attributeUnstated('staff reply care questions whatsapp', care)).toBe(false);
  });

  it('answers when the knowledge states it', async () => {
    const { ask } = askBusiness(22, 'Acacia Bakery', [
      businessChunk(
        'about',
        'About Acacia Bakery',
        'Acacia Bakery was started in 2011 in Nakuru. A team of 14 bakers works every night so bread is fresh at 6 am.',
      ),
      businessChunk(
        'orders',
        'Orders on WhatsApp',
        'Send your order on WhatsApp as text, a voice note or a photo of your list, and we confirm it within an hour.',
      ),
    ]);
    const started = await ask('In what year was Acacia Bakery started?');
    expect(started.decision).toBe('answer');
    expect(started.text).toMatch(/2011/);
    const bakers = await ask('How many bakers work at Acacia?');
    expect(bakers.text).toMatch(/14 bakers/);
    const voice = await ask('Can I send my order as a voice note on WhatsApp?');
    expect(voice.decision).toBe('answer');
    expect(voice.text).toMatch(/voice note/);
  });
});

describe('a subject the knowledge never names', () => {
  it('does not answer for others what is asked of a group the knowledge does not know', async () => {
    const { ask } = nursery();
    for (const message of [
      'Do pensioners get cheaper compost?',
      'Can churches pay less for a potted avocado tree?',
      'Will farmer cooperatives receive free delivery in Kiambu?',
    ])
      expect((await ask(message)).decision, message).toBe('dont-know');
  });

  it('answers when the subject is known, or misspelt', async () => {
    const { ask } = nursery();
    expect((await ask('Do tomato seedlings get delivered to Kiambu?')).decision).toBe('answer');
    expect((await ask('Do tomatto seedlings get delivered to Kiambu?')).decision).toBe('answer');
  });
});

const salon = () =>
  askBusiness(23, 'Bella Salon', [
    businessChunk(
      'channels',
      'Booking channels',
      'Book a haircut on WhatsApp, Instagram or our website booking page, any day of the week.',
    ),
    businessChunk(
      'verify',
      'Confirming a booking',
      'We confirm each booking with a six-digit code sent by email, and the code expires after ten minutes.',
    ),
    businessChunk(
      'reminders',
      'Reminders',
      'A reminder goes out by text message the day before your appointment, with the stylist’s name.',
    ),
    businessChunk(
      'payments',
      'Paying',
      'Pay at the desk by M-Pesa or card after your haircut; tips go straight to your stylist.',
    ),
  ]);

describe('a thing asked of as one of a kind', () => {
  // A salon whose email, text messages and M-Pesa stand on pages about other things.
  it('does not answer when no passage names the thing as one of that kind', async () => {
    const { ask } = salon();
    for (const message of [
      'Can I use email as a booking channel?',
      'Is a card one of your booking channels?',
      'Do you take text messages as a booking channel?',
      'Could M-Pesa work as a booking channel?',
    ])
      expect((await ask(message)).decision, message).toBe('dont-know');
  });

  it('answers when a passage names it as one', async () => {
    const { ask } = salon();
    for (const message of [
      'Is WhatsApp one of your booking channels?',
      'Can I use Instagram as a booking channel?',
    ]) {
      const reply = await ask(message);
      expect(reply.decision, message).toBe('answer');
      expect(reply.text).toMatch(/WhatsApp, Instagram/);
    }
  });
});

describe('a known name followed by a thing the knowledge never names', () => {
  it('does not answer when the name only says which kind of unknown thing', async () => {
    const { ask } = salon();
    for (const message of [
      'How do I book an Instagram reel for my shop?',
      'Do you take M-Pesa vouchers at the desk?',
      'How do I pay for a WhatsApp sticker pack?',
    ])
      expect((await ask(message)).decision, message).toBe('dont-know');
  });

  it('answers when the word after the name is known', async () => {
    const { ask } = salon();
    expect((await ask('How do I book a WhatsApp haircut?')).decision).toBe('answer');
    expect((await ask('Can I book a haircut on WhatsApp?')).decision).toBe('answer');
  });
});
