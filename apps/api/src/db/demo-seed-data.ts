// The demo business a newcomer signs in to: Harbour Dental, a small dental practice whose
// agent Mia answers on WhatsApp, Instagram, Messenger and the website. Its team, contacts,
// tasks and knowledge; the conversations are in demo-conversations.ts. Times are relative
// to the moment of seeding, so the dashboard always looks like last week.
// Phone numbers are Ofcom's drama range (+44 7700 900xxx) and emails use example.com:
// nothing here reaches a real person.
import type { FaqEntry } from '@lisa/agent/ingest';
import type { MembershipRole } from './schema/accounts.ts';
import type { TaskStatus } from './schema/core.ts';
import type { Availability } from './schema/team.ts';

/** The one password of every demo account (documented in the root README). */
export const DEMO_PASSWORD = 'lisa-demo-2026';

export const DEMO_BUSINESS = {
  name: 'Harbour Dental',
  agentName: 'Mia',
  /** When the trial started, and with it the ledger. */
  createdDaysAgo: 8,
} as const;

export interface DemoTeamMember {
  name: string;
  email: string;
  role: MembershipRole;
  availability: Availability;
  joinedDaysAgo: number;
}

/** The owner first: the seed is keyed on the owner's email. */
export const DEMO_TEAM: readonly DemoTeamMember[] = [
  {
    name: 'Sophie Turner',
    email: 'demo@lisa.local',
    role: 'owner',
    availability: 'online',
    joinedDaysAgo: 8,
  },
  {
    name: 'James Okafor',
    email: 'admin@lisa.local',
    role: 'admin',
    availability: 'online',
    joinedDaysAgo: 7,
  },
  {
    name: 'Priya Shah',
    email: 'agent@lisa.local',
    role: 'agent',
    availability: 'away',
    joinedDaysAgo: 7,
  },
];

export const DEMO_OWNER_EMAIL = 'demo@lisa.local';

export const DEMO_PENDING_INVITE = {
  email: 'reception@harbourdental.example.com',
  role: 'agent' as const,
  sentDaysAgo: 1,
};

export interface DemoContact {
  key: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** For the contacts who have no conversation yet (left details through a form). */
  createdDaysAgo?: number;
}

export const DEMO_CONTACTS: readonly DemoContact[] = [
  {
    key: 'emily',
    name: 'Emily Carter',
    email: 'emily.carter@example.com',
    phone: '+44 7700 900101',
  },
  { key: 'oliver', name: 'Oliver Bennett', email: null, phone: '+44 7700 900102' },
  { key: 'chloe', name: 'Chloe Nguyen', email: 'chloe.nguyen@example.com', phone: null },
  {
    key: 'daniel',
    name: 'Daniel Murphy',
    email: 'dan.murphy@example.com',
    phone: '+44 7700 900104',
  },
  { key: 'grace', name: 'Grace Wilson', email: 'grace.wilson@example.com', phone: null },
  { key: 'harry', name: 'Harry Patel', email: 'harry.patel@example.com', phone: null },
  {
    key: 'amelia',
    name: 'Amelia Robinson',
    email: 'amelia.r@example.com',
    phone: '+44 7700 900107',
  },
  { key: 'jack', name: 'Jack Thompson', email: null, phone: null },
  { key: 'isla', name: 'Isla Hughes', email: null, phone: '+44 7700 900109' },
  { key: 'noah', name: 'Noah Evans', email: 'noah.evans@example.com', phone: null },
  {
    key: 'freya',
    name: 'Freya Collins',
    email: 'freya.collins@example.com',
    phone: '+44 7700 900111',
    createdDaysAgo: 3,
  },
  {
    key: 'leo',
    name: 'Leo Clarke',
    email: 'leo.clarke@example.com',
    phone: null,
    createdDaysAgo: 6,
  },
];

export interface DemoTask {
  title: string;
  description: string;
  status: TaskStatus;
  /** Index into DEMO_TEAM. */
  assignee: number;
  /** Key of a conversation in DEMO_CONVERSATIONS. */
  conversation?: string;
  createdHoursAgo: number;
  /** Negative: overdue. */
  dueInHours?: number;
}

export const DEMO_TASKS: readonly DemoTask[] = [
  {
    title: 'Call Oliver back about his toothache',
    description: 'Asked for a person on WhatsApp; offer the 16:30 emergency slot today.',
    status: 'todo',
    assignee: 2,
    conversation: 'oliver-toothache',
    createdHoursAgo: 1,
    dueInHours: 2,
  },
  {
    title: 'Send Chloe the Invisalign consultation slots',
    description: 'She prefers Thursday evenings. Include the £50 consultation fee.',
    status: 'in_progress',
    assignee: 1,
    conversation: 'chloe-invisalign',
    createdHoursAgo: 5,
    dueInHours: 20,
  },
  {
    title: 'Quote a replacement crown for Amelia',
    description: 'Porcelain crown, upper left molar. Check with Dr Reid before sending.',
    status: 'todo',
    assignee: 0,
    conversation: 'amelia-crown',
    createdHoursAgo: 70,
    dueInHours: -4,
  },
  {
    title: "Confirm Daniel's new appointment by text",
    description: 'Moved to Tuesday 09:15 with Dr Reid.',
    status: 'done',
    assignee: 2,
    conversation: 'daniel-reschedule',
    createdHoursAgo: 27,
  },
  {
    title: 'Add the Saturday opening hours to the knowledge base',
    description: 'Two patients asked this week; Mia should answer it herself.',
    status: 'done',
    assignee: 1,
    createdHoursAgo: 150,
  },
];

export const DEMO_FAQ: { title: string; entries: FaqEntry[] } = {
  title: 'Harbour Dental FAQ',
  entries: [
    {
      question: 'What are your opening hours?',
      answer:
        'Monday to Friday 8:00 to 18:00, Thursday until 20:00, and Saturday 9:00 to 13:00. We are closed on Sundays and bank holidays.',
      category: 'Visiting',
    },
    {
      question: 'Do you see dental emergencies?',
      answer:
        'Yes. We keep emergency slots every weekday at 8:00 and 16:30. Message us or call 0117 496 0123 and we will fit you in the same day whenever we can.',
      category: 'Appointments',
    },
    {
      question: 'How much is a check-up?',
      answer:
        'A check-up with the dentist is £55 and a hygienist clean is £65. Both together are £110.',
      category: 'Prices',
    },
    {
      question: 'How much does Invisalign cost?',
      answer:
        'Invisalign starts at £2,900 for mild cases and £4,200 for comprehensive treatment. The consultation with a 3D scan is £50, taken off the treatment price if you go ahead.',
      category: 'Prices',
    },
    {
      question: 'Do you offer payment plans?',
      answer:
        'Yes: treatment over £500 can be spread over 6 to 24 months, interest-free up to 12 months. We also accept Denplan and most dental insurance.',
      category: 'Prices',
    },
    {
      question: 'Is there parking and step-free access?',
      answer:
        'There are two free patient spaces behind the practice and a pay-and-display car park on Quay Street. The ground-floor surgery has step-free access.',
      category: 'Visiting',
    },
    {
      question: 'Do you treat children?',
      answer:
        'Yes, from their first tooth. Check-ups for children under 12 are £25 when a parent is a patient with us.',
      category: 'Appointments',
    },
  ],
};

export const DEMO_TEXT_SOURCE = {
  title: 'Teeth whitening and new patients',
  text: `# Teeth whitening

We offer home whitening with custom trays for £295, including two follow-up checks, and
in-practice whitening for £450 in one 90-minute visit. Whitening needs a check-up within
the last six months first.

# Registering as a new patient

New patients fill in the medical history form online before their first visit and bring a
photo ID. The first appointment is a 40-minute examination with X-rays for £75.

# Cancellations

Please give us 24 hours' notice to cancel or move an appointment; missed appointments
without notice are charged £30.`,
};
