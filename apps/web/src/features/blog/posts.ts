import { brand } from '@lisa/catalogue/brand';

/** A blog post: its card on /blog and its own page at /blog/{slug}. Plain data, no React. */
export interface BlogPost {
  slug: string;
  date: string;
  title: string;
  summary: string;
  /** Sections of the post: an optional heading and its paragraphs. */
  body: readonly { heading?: string; paragraphs: readonly string[] }[];
}

export const blogPosts: readonly BlogPost[] = [
  {
    slug: 'handoffs-with-the-full-story',
    date: '2025-09-25',
    title: `${brand.name} 1.2.25: handoffs with the full story`,
    summary:
      'Teammates now see every message, captured field and quoted source when a conversation is handed over.',
    body: [
      {
        paragraphs: [
          `When ${brand.shortName} hands a conversation to a person, that person should never have to ask the customer to repeat themselves. Release 1.2.25 puts the whole story in front of them.`,
        ],
      },
      {
        heading: 'What the teammate sees',
        paragraphs: [
          'Every message of the conversation, on every channel the customer used, in one thread.',
          'The fields captured along the way — name, phone, order number, budget — on the contact card beside the thread.',
          'For each answer the assistant gave, the knowledge sources it quoted, so a teammate can check a price or a policy in one click.',
        ],
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'Customers judge a handoff by its first human message. A reply that starts from what they already said feels like service; a reply that asks again feels like a queue.',
          'See the release notes for the full list of changes.',
        ],
      },
    ],
  },
  {
    slug: 'family-clinic-halved-no-shows',
    date: '2025-08-14',
    title: 'How a family clinic halved its no-shows with WhatsApp reminders',
    summary:
      'Bookings by chat, a reminder the day before and a one-tap reschedule: the numbers after three months.',
    body: [
      {
        paragraphs: [
          'A family clinic with three doctors was losing about one appointment in six to no-shows. Most were not cancellations: patients had simply forgotten, or could not get through on the phone to move the time.',
        ],
      },
      {
        heading: 'What changed',
        paragraphs: [
          `Patients now book on WhatsApp. ${brand.shortName} offers the free slots, confirms the time and the doctor, and writes the booking to the clinic's calendar.`,
          'The day before, the patient gets a reminder with two buttons: keep the appointment or pick another time. Rescheduling takes one tap and frees the slot for someone else.',
        ],
      },
      {
        heading: 'The numbers after three months',
        paragraphs: [
          'No-shows fell by half. Reception spends its mornings with patients in the room rather than on the phone, and the freed slots are usually rebooked the same day.',
        ],
      },
    ],
  },
  {
    slug: 'writing-a-knowledge-base',
    date: '2025-07-02',
    title: 'Writing a knowledge base an AI can answer from',
    summary:
      'One question per entry, concrete numbers, and why your returns policy should not be a PDF scan.',
    body: [
      {
        paragraphs: [
          'An assistant answers only as well as what it was given to read. A few habits make the difference between a confident, correct answer and a vague one.',
        ],
      },
      {
        heading: 'One question per entry',
        paragraphs: [
          'Write each entry as the question a customer would ask and the answer you would give. Long pages mixing five topics are harder to quote precisely.',
        ],
      },
      {
        heading: 'Concrete numbers',
        paragraphs: [
          'Prices, delivery times, opening hours and limits belong in the text, with their currency and units. “Delivery is fast” cannot answer “when will it arrive?”; “2–3 working days in Nairobi” can.',
        ],
      },
      {
        heading: 'Text, not pictures of text',
        paragraphs: [
          'A scanned PDF is an image: there is nothing to read in it. Upload the document itself, or paste its text, and keep it up to date when the policy changes.',
        ],
      },
    ],
  },
  {
    slug: 'when-to-hand-over',
    date: '2025-05-20',
    title: 'When should a bot hand over to a person?',
    summary:
      'The three signals we use — explicit request, frustration and missing knowledge — and how to tune them.',
    body: [
      {
        paragraphs: [
          'Handing over too early wastes your team’s time; too late, and the customer leaves. We hand over on three signals.',
        ],
      },
      {
        heading: 'An explicit request',
        paragraphs: [
          'When a customer asks for a person, they get one. No second attempt to keep them with the bot.',
        ],
      },
      {
        heading: 'Frustration',
        paragraphs: [
          'Repeated questions, short angry replies and the same request in different words are signs the conversation is not going well. A person takes over before the customer has to ask.',
        ],
      },
      {
        heading: 'Missing knowledge',
        paragraphs: [
          'When the knowledge base has no answer, the assistant says so and offers a teammate instead of guessing. Each of these questions is also a hint about what to add to the knowledge base next.',
        ],
      },
    ],
  },
];

export function findBlogPost(slug: string | undefined): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

export const formatPostDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
