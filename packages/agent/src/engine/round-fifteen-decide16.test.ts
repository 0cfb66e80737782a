// Session 19's handoff, don't-know and off-topic decisions for issue #24 (set 16's decision
// failures): each test names a class of message and asks it in words of its own (never an
// eval question), on a small business of its own.
import { describe, expect, it } from 'vitest';
import { attributeUnstated } from './asked-attribute.ts';
import { contrastOf } from './excluded-subject.ts';
import { detectHandoffRequest } from './intents.ts';
import { asksForTask } from './task-request.ts';
import { askBusiness, businessChunk } from './test-business.ts';

// A booking app for tutors: its passages sit next to each class (prepaid hours but no minimum,
// a widget theme but no dashboard theme, a trial but no free plan, servers of its API, an
// account and deleted bookings but no deletion period, letters to parents as a feature).
function tutorDesk() {
  return askBusiness(161, 'TutorDesk', [
    businessChunk(
      'about',
      'About TutorDesk',
      'TutorDesk books lessons for tutoring centres in Kisumu and Eldoret. Parents book a lesson in the chat, and a member of staff picks up the chat when a parent asks for a person.',
    ),
    businessChunk(
      'hours',
      'Prepaid lesson hours',
      'Parents top up prepaid lesson hours with M-Pesa. Each lesson uses hours like a phone uses airtime. The balance page shows the hours left and the top-ups made this term.',
    ),
    businessChunk(
      'widget',
      'The booking widget',
      'The booking widget puts the TutorDesk calendar on your centre’s website.\n\n- colour: any hex colour;\n- theme: light or dark;\n- language: English or Swahili.',
    ),
    businessChunk(
      'trial',
      'Trying TutorDesk',
      'Every centre starts with a 30-day free trial, no card needed. After the trial you choose the Small, Medium or Large plan.',
    ),
    businessChunk(
      'api',
      'The TutorDesk API',
      'Booking endpoints live under /api on our servers and need a centre token sent as a header. They include GET /api/lessons and POST /api/bookings.',
    ),
    businessChunk(
      'account',
      'Your TutorDesk account',
      'The account owner can add tutors, change the centre name and close the account from Settings › Account. Closing the account cancels the plan at the end of the month.',
    ),
    businessChunk(
      'bookings',
      'Moving a booking',
      'Parents can move or delete a booking from the calendar. Deleting a booking frees the slot for other parents, and the tutor sees the change at once.',
    ),
    businessChunk(
      'moodle',
      'Moodle',
      'TutorDesk syncs lessons with any Moodle site, on MoodleCloud or self-hosted on your own servers. Lessons need a minimum notice of two hours before they start.',
    ),
    businessChunk(
      'letters',
      'Letters to parents',
      'TutorDesk sends end-of-term letters to parents with each child’s lessons and progress notes, and a thank-you message after every paid term.',
    ),
    businessChunk(
      'handoff',
      'Passing a chat to staff',
      'When a parent asks for a person, the chat moves to a member of staff with the whole conversation, and the assistant stops replying until staff hand it back.',
    ),
  ]);
}

async function decision(message: string): Promise<string> {
  return (await tutorDesk().ask(message)).decision;
}

describe('the visitor’s own conversation handed to a person, as an imperative', () => {
  it.each([
    'hand this conversation over to someone on your staff',
    'Please move my chat to a real person.',
    'could you forward this thread to one of your tutors’ managers?',
    'Kindly transfer this chat over to a member of your team',
    'Je ne suis pas satisfait. Passez cette conversation à un conseiller.',
    'Tafadhali hamisha mazungumzo haya kwa mhudumu.',
  ])('hands over: %s', async (message) => {
    expect(detectHandoffRequest(message)).toBeDefined();
    expect(await decision(message)).toBe('handoff');
  });

  it.each([
    'does the assistant pass the chat to a member of staff?',
    'how do I move a chat to a tutor?',
    'pass this chat to my colleague',
    'Can I move this conversation to WhatsApp?',
  ])('asks about the feature or names the visitor’s own people: %s', (message) => {
    expect(detectHandoffRequest(message)).toBeUndefined();
  });
});

describe('a person asked to be given, in a sentence of its own', () => {
  it.each([
    'These automatic replies are no use. Get me a real person.',
    'Les réponses de la machine ne me suffisent pas. Donnez-moi un vrai conseiller.',
    'donnez-moi quelqu’un de votre équipe svp',
    'Majibu haya ya mashine hayanitoshi. Nipatie mtu halisi.',
    'Sijaridhika kabisa. Nipe mhudumu wa kweli tafadhali.',
    'Let me speak with whoever handles the invoices.',
  ])('hands over: %s', async (message) => {
    expect(detectHandoffRequest(message)).toBeDefined();
    expect(await decision(message)).toBe('handoff');
  });
});

describe('a meeting with the business’s people about a subject, for someone on the visitor’s side', () => {
  it.each([
    'Our head teacher needs to go through the term prices with one of your consultants. Could you set it up?',
    'Before renewing, my partner would like to discuss the contract with someone from your team, please arrange it.',
    'Mon associé voudrait revoir les tarifs avec l’un de vos conseillers, pouvez-vous organiser cela ?',
    'Meneja wetu anataka kujadili bei na mmoja wa watu wenu, tafadhali panga.',
  ])('hands over: %s', async (message) => {
    expect(detectHandoffRequest(message)).toBeDefined();
    expect(await decision(message)).toBe('handoff');
  });

  it.each([
    'How do I discuss a refund with your team?',
    'our parents want to discuss lessons with your tutors',
    'Can our staff review bookings with your API?',
  ])('asks about the product or the visitor’s customers: %s', (message) => {
    expect(detectHandoffRequest(message)).toBeUndefined();
  });
});

describe('a piece of writing asked for the visitor’s own use', () => {
  it.each([
    'Write a thank-you letter to the parents of our centre for their patience',
    'Please draft an email to my landlord about the late rent',
    'Can you write my CV for a tutoring job?',
    'Rédige une lettre de motivation pour un poste de professeur',
    'Niandikie barua ya kuomba kazi ya ualimu',
    'compose a speech for our prize-giving day',
    'Could you write a reply to this parent’s complaint?',
  ])('is a task, not a question: %s', async (message) => {
    expect(asksForTask(message)).toBe(true);
    expect(await decision(message)).toBe('dont-know');
  });

  it.each([
    'Does TutorDesk send letters to parents?',
    'How do I write a welcome message for the widget?',
    'Can you write in Swahili?',
    'Can you draft replies to parents in the chat?',
    'create an invitation link for my tutors',
  ])('asks about the product: %s', (message) => {
    expect(asksForTask(message)).toBe(false);
  });

  it('still answers a question about the letters feature', async () => {
    expect(await decision('Does TutorDesk send end-of-term letters to parents?')).toBe('answer');
  });
});

describe('an attribute of the offer no passage states, next to a passage that shares its words', () => {
  it.each([
    // a minimum
    'What is the least number of hours a parent can top up at once?',
    'is there a minimum top-up for lesson hours?',
    'What is the smallest amount of prepaid hours we can buy?',
    // where it runs
    'Our school board wants everything on our own servers. Can TutorDesk be self-hosted?',
    'Can TutorDesk be installed on-premise?',
    'Could we run TutorDesk on our own servers?',
    'Can we host TutorDesk on our own servers instead?',
    'Is it possible to install TutorDesk on our own computers at the centre?',
    // a plan that costs nothing
    'Once the 30 days end, is there a free plan we can keep using?',
    'Do you have a free tier for small centres?',
    'is there a freemium version after the trial?',
    'After the trial, can we stay on a free version?',
    'Once the trial is over, can we keep using TutorDesk for free?',
    // said of another product or another thing in the best passages
    'Can we self-host TutorDesk?',
    'Is there a minimum number of hours per top-up?',
    // how long until something is done
    'If we close the account, how long until our bookings are deleted?',
    'how long before our data is erased after we close the account?',
    'How long before the lesson history gets cleared once we close the account?',
    'After we close the account, how long till the bookings get wiped?',
  ])('does not know: %s', async (message) => {
    expect(await decision(message)).toBe('dont-know');
  });

  it.each([
    'How do parents top up prepaid lesson hours?',
    'How long is the free trial?',
    'How do I close the account?',
    'What does the booking widget theme do?',
    'Can TutorDesk sync with a self-hosted Moodle?',
    'What is the minimum notice for a lesson?',
  ])('still answers what the passages state: %s', async (message) => {
    expect(await decision(message)).toBe('answer');
  });

  it('reads a stated minimum, free plan or hosting as stated', () => {
    const passage = (text: string) => ({
      chunkId: 'p',
      sourceId: 'p',
      title: 'Plans',
      text,
      score: 1,
    });
    expect(
      attributeUnstated('what is the minimum top-up?', [passage('A top-up is at least 5 hours.')]),
    ).toBe(false);
    expect(
      attributeUnstated('is there a free plan?', [passage('The Starter plan costs $0 a month.')]),
    ).toBe(false);
    expect(
      attributeUnstated('after the trial, can we keep using it for free?', [
        passage('The Basic plan is free for up to 3 tutors.'),
      ]),
    ).toBe(false);
    expect(
      attributeUnstated('is there a free plan?', [
        passage('Every plan starts with a free trial. Extra hours cost $0.50 or KES 0.65 each.'),
      ]),
    ).toBe(true);
    expect(
      attributeUnstated('can TutorDesk be self-hosted?', [
        passage('TutorDesk is cloud-only: we host it for you.'),
      ]),
    ).toBe(false);
    expect(
      attributeUnstated('how long until the data is deleted after closing?', [
        passage('Data is deleted 30 days after the account is closed.'),
      ]),
    ).toBe(false);
  });
});

describe('a subject set against another in so many words', () => {
  it.each([
    'Can the settings screen itself, not the widget, use the dark theme?',
    'I mean the staff dashboard, not the widget: can it go dark?',
    'Not the widget but the admin panel: can I switch it to dark?',
    'Can the parents’ portal, not the widget, show the dark theme?',
    // the kept thing is named, but never with what is asked of it
    'Can the account itself, not the widget, use the dark theme?',
  ])('does not answer from the ruled-out thing: %s', async (message) => {
    expect(await decision(message)).toBe('dont-know');
  });

  it('reads the kept and the ruled-out thing', () => {
    expect(contrastOf('Can the dashboard itself, not the widget, go dark?')).toEqual({
      kept: ['dashboard'],
      excluded: ['widget'],
    });
    expect(contrastOf('Not the app but the website: does it go dark?')?.kept).toEqual(['websit']);
    // a contrast telling the visitor's situation is not what is asked
    expect(
      contrastOf('We run it on our own server, not the cloud. Is that supported?'),
    ).toBeUndefined();
    expect(contrastOf('Can Lisa work with a normal, non-business account?')).toBeUndefined();
    // French "ne … pas" and Swahili "si" negate a verb; they set nothing against anything
    expect(contrastOf('Est-ce que les heures ne partent pas à la fin du mois ?')).toBeUndefined();
    expect(contrastOf('Je, saa hizi si zinaisha mwisho wa mwezi?')).toBeUndefined();
    expect(
      contrastOf('le tableau de bord, pas le widget : peut-il être sombre ?')?.excluded,
    ).toEqual(['widget']);
  });

  it('still answers when the best passage holds the kept thing', async () => {
    expect(await decision('Can the widget itself, not the calendar page, be made dark?')).toBe(
      'answer',
    );
  });
});
