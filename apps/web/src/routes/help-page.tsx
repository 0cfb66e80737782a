import { brand } from '@lisa/catalogue/brand';
import { faqItems } from '@lisa/catalogue/faq';
import { Link } from 'react-router';
import { ContentPage, ContentSection } from '../features/content/content-page.tsx';

const topics = [
  {
    to: '/how-to',
    title: 'How-to guides',
    body: 'Launch an assistant, connect WhatsApp, build workflows.',
  },
  {
    to: '/documentation',
    title: 'Documentation',
    body: 'Knowledge base, handoff, integrations and setup details.',
  },
  { to: '/api', title: 'API reference', body: 'Every endpoint of the public REST API.' },
  {
    to: '/status',
    title: 'System status',
    body: 'Check whether the platform is healthy right now.',
  },
];

export default function HelpPage() {
  return (
    <ContentPage
      eyebrow="Help Center"
      title="How can we help?"
      intro={
        <p>
          Guides, answers and ways to reach our support team. The chat in the corner is{' '}
          {brand.assistantName} — ask it anything about the product.
        </p>
      }
      meta={{
        title: 'Help Center',
        description: `Guides, answers and support for ${brand.shortName} customers.`,
      }}
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2">
        {topics.map((topic) => (
          <li key={topic.to}>
            <Link
              to={topic.to}
              className="block h-full rounded-card border border-line bg-surface-raised p-6 hover:border-brand-300"
            >
              <h2 className="font-semibold text-ink text-lg">{topic.title}</h2>
              <p className="mt-2 text-ink-muted">{topic.body}</p>
            </Link>
          </li>
        ))}
      </ul>
      <ContentSection title="Common questions" id="questions">
        {faqItems.map((item) => (
          <div key={item.question}>
            <h3>{item.question}</h3>
            <p>{item.answer}</p>
          </div>
        ))}
      </ContentSection>
      <ContentSection title="Contact support" id="support">
        <p>
          Email support@lisa.ai or use the <Link to="/contact">contact form</Link>. Standard support
          answers within one business day; Professional and Enterprise packages add phone support
          and faster response times.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
