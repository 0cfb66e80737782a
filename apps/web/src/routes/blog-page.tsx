import { brand } from '@lisa/catalogue/brand';
import { ContentPage } from '../features/content/content-page.tsx';

const posts = [
  {
    date: '2025-09-25',
    title: `${brand.name} 1.2.25: handoffs with the full story`,
    summary:
      'Teammates now see every message, captured field and quoted source when a conversation is handed over.',
  },
  {
    date: '2025-08-14',
    title: 'How a family clinic halved its no-shows with WhatsApp reminders',
    summary:
      'Bookings by chat, a reminder the day before and a one-tap reschedule: the numbers after three months.',
  },
  {
    date: '2025-07-02',
    title: 'Writing a knowledge base an AI can answer from',
    summary:
      'One question per entry, concrete numbers, and why your returns policy should not be a PDF scan.',
  },
  {
    date: '2025-05-20',
    title: 'When should a bot hand over to a person?',
    summary:
      'The three signals we use — explicit request, frustration and missing knowledge — and how to tune them.',
  },
];

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

export default function BlogPage() {
  return (
    <ContentPage
      eyebrow="Blog"
      title="Notes on better customer conversations"
      intro={<p>Product news, customer stories and practical guides from the {brand.name} team.</p>}
      meta={{
        title: 'Blog',
        description: `News, customer stories and guides from the ${brand.shortName} team.`,
      }}
    >
      <ul className="mt-12 space-y-6">
        {posts.map((post) => (
          <li key={post.title}>
            <article className="rounded-card border border-line bg-surface-raised p-6">
              <p className="text-ink-muted text-sm">
                <time dateTime={post.date}>{formatDate(post.date)}</time>
              </p>
              <h2 className="mt-2 font-semibold text-ink text-xl">{post.title}</h2>
              <p className="mt-2 text-ink-muted leading-7">{post.summary}</p>
            </article>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
