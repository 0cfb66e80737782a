// The demo business's conversations over the last week: questions Mia answered alone,
// hand-offs waiting for a person, and ones a teammate took over and resolved.
import type { ConversationStatus } from './schema/core.ts';

export type DemoChannel = 'whatsapp' | 'instagram' | 'facebook-messenger' | 'web_widget';

/**
 * A bot reply quoting the FAQ: cited to its `section` (the entry's category), and taught to the agent
 * ("Good answer") by DEMO_TEAM[taughtBy] when set, so the data centre's learned questions
 * are not empty for a newcomer.
 */
export interface DemoCited {
  section: string;
  taughtBy?: number;
}

/**
 * A teammate's reply saved as an answer ("Save as answer"): the question and answer as the
 * teammate edited them in the dialog, by DEMO_TEAM[savedBy], so the data centre shows the
 * "Answers from the inbox" source to a newcomer.
 */
export interface DemoSaved {
  savedBy: number;
  question: string;
  answer: string;
}

/** [who, text]; an agent line is written by DEMO_TEAM[assignee]. */
export type DemoLine =
  | ['visitor' | 'bot' | 'agent', string]
  | ['bot', string, DemoCited]
  | ['agent', string, DemoSaved];

export interface DemoConversation {
  key: string;
  /** Key in DEMO_CONTACTS. */
  contact: string;
  channel: DemoChannel;
  status: ConversationStatus;
  startedHoursAgo: number;
  /** Index into DEMO_TEAM of the teammate who took it over. */
  assignee?: number;
  handoffReason?: string;
  lines: DemoLine[];
}

const askedForPerson = (message: string) => `Visitor asked for a person: "${message}"`;

export const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  {
    key: 'emily-saturday',
    contact: 'emily',
    channel: 'whatsapp',
    status: 'bot',
    startedHoursAgo: 0.4,
    lines: [
      ['visitor', 'Hi! Are you open on Saturdays? I need a hygiene appointment.'],
      [
        'bot',
        'Hi Emily! Yes, we are open on Saturday from 9:00 to 13:00. A hygienist clean is £65. Would you like me to ask the team to book you in?',
      ],
      ['visitor', 'Yes please, anything before 11 works for me'],
      [
        'bot',
        'Lovely, I have passed that on: someone from the team will confirm a Saturday slot before 11:00 by message today.',
      ],
    ],
  },
  {
    key: 'oliver-toothache',
    contact: 'oliver',
    channel: 'whatsapp',
    status: 'waiting',
    startedHoursAgo: 1.2,
    handoffReason: askedForPerson('Can I speak to someone? It really hurts'),
    lines: [
      ['visitor', 'I have a really bad toothache since last night, can you see me today?'],
      [
        'bot',
        'I am sorry to hear that, Oliver. We keep emergency slots every weekday at 8:00 and 16:30, and try to see you the same day.',
      ],
      ['visitor', 'Can I speak to someone? It really hurts'],
      [
        'bot',
        'Of course: I have asked a member of the team to take over. They will reply here shortly.',
      ],
    ],
  },
  {
    key: 'chloe-invisalign',
    contact: 'chloe',
    channel: 'instagram',
    status: 'open',
    startedHoursAgo: 5,
    assignee: 1,
    lines: [
      ['visitor', 'hey how much is invisalign? 😊'],
      [
        'bot',
        'Hi Chloe! Invisalign starts at £2,900 for mild cases and £4,200 for comprehensive treatment. The consultation with a 3D scan is £50, taken off the price if you go ahead.',
        { section: 'Prices', taughtBy: 0 },
      ],
      ['visitor', 'can I pay monthly?'],
      [
        'bot',
        'Yes: treatment over £500 can be spread over 6 to 24 months, interest-free up to 12 months.',
        { section: 'Prices', taughtBy: 1 },
      ],
      [
        'agent',
        "Hi Chloe, James here from Harbour Dental. I'd love to book your consultation: do Thursday evenings suit you? I'll send you a few times.",
      ],
      ['visitor', 'Thursdays are perfect, thank you!'],
    ],
  },
  {
    key: 'daniel-reschedule',
    contact: 'daniel',
    channel: 'whatsapp',
    status: 'resolved',
    startedHoursAgo: 28,
    assignee: 2,
    handoffReason: askedForPerson('I need to move my appointment on Monday'),
    lines: [
      ['visitor', 'I need to move my appointment on Monday'],
      [
        'bot',
        'No problem, Daniel. I have asked the team to find you a new time; they will reply here.',
      ],
      [
        'agent',
        'Hi Daniel, Priya here. I can offer Tuesday at 9:15 or Wednesday at 14:00 with Dr Reid.',
      ],
      ['visitor', 'Tuesday 9:15 please'],
      [
        'agent',
        "Done! You're booked for Tuesday at 9:15. We'll text you a reminder the day before.",
      ],
      ['visitor', 'Brilliant, thanks Priya'],
    ],
  },
  {
    key: 'grace-children',
    contact: 'grace',
    channel: 'facebook-messenger',
    status: 'bot',
    startedHoursAgo: 47,
    lines: [
      ['visitor', 'Do you see children? My son is 4 and has never been to the dentist'],
      [
        'bot',
        'Yes, we see children from their first tooth. Check-ups for children under 12 are £25 when a parent is a patient with us.',
        { section: 'Appointments' },
      ],
      ['visitor', 'Great. Is there parking?'],
      [
        'bot',
        'There are two free patient spaces behind the practice and a pay-and-display car park on Quay Street.',
        { section: 'Visiting', taughtBy: 0 },
      ],
    ],
  },
  {
    key: 'harry-insurance',
    contact: 'harry',
    channel: 'web_widget',
    status: 'resolved',
    startedHoursAgo: 52,
    lines: [
      ['visitor', 'Do you accept Denplan?'],
      [
        'bot',
        'Yes, we accept Denplan and most dental insurance. Treatment over £500 can also be spread over 6 to 24 months.',
      ],
      ['visitor', 'Perfect, that is all I needed'],
      ['bot', 'Glad I could help, Harry. Have a lovely day!'],
    ],
  },
  {
    key: 'amelia-crown',
    contact: 'amelia',
    channel: 'whatsapp',
    status: 'open',
    startedHoursAgo: 72,
    assignee: 0,
    handoffReason: askedForPerson('my crown came off, can a dentist call me'),
    lines: [
      ['visitor', 'my crown came off while eating, can a dentist call me'],
      [
        'bot',
        'I am sorry, Amelia. Keep the crown safe and avoid chewing on that side. I have asked the team to call you.',
      ],
      [
        'agent',
        'Hi Amelia, Sophie from Harbour Dental. Dr Reid can re-cement it tomorrow at 8:00. If it is damaged we will quote a replacement.',
        {
          savedBy: 0,
          question: 'My crown came off: what should I do?',
          answer:
            'Keep the crown safe and avoid chewing on that side. A dentist can usually re-cement it the next morning; if it is damaged we quote a replacement first.',
        },
      ],
      ['visitor', 'Thank you, 8am is fine. How much would a new one be?'],
      ['agent', "I'll send you the quote once Dr Reid has had a look."],
    ],
  },
  {
    key: 'jack-whitening',
    contact: 'jack',
    channel: 'instagram',
    status: 'resolved',
    startedHoursAgo: 98,
    lines: [
      ['visitor', 'How much is teeth whitening?'],
      [
        'bot',
        'Home whitening with custom trays is £295 including two follow-up checks; in-practice whitening is £450 in one 90-minute visit. You need a check-up within the last six months first.',
      ],
      ['visitor', 'ok thanks, I will think about it'],
      ['bot', 'Of course, Jack. Message us here whenever you are ready.'],
    ],
  },
  {
    key: 'isla-access',
    contact: 'isla',
    channel: 'whatsapp',
    status: 'resolved',
    startedHoursAgo: 121,
    lines: [
      ['visitor', 'My mum uses a wheelchair, is the practice accessible?'],
      [
        'bot',
        'Yes: the ground-floor surgery has step-free access, and there are two free patient spaces behind the practice.',
      ],
      ['visitor', 'Thank you so much'],
      ['bot', 'You are welcome, Isla. Let us know when you book and we will use the ground floor.'],
    ],
  },
  {
    key: 'noah-registration',
    contact: 'noah',
    channel: 'web_widget',
    status: 'bot',
    startedHoursAgo: 150,
    lines: [
      ['visitor', 'I just moved to the area. How do I register as a new patient?'],
      [
        'bot',
        'Welcome, Noah! Fill in the medical history form online before your first visit and bring a photo ID. The first appointment is a 40-minute examination with X-rays for £75.',
      ],
    ],
  },
];
