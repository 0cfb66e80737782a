import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { ContentPage } from '../features/content/content-page.tsx';

const cards = [
  {
    to: '/about',
    title: 'About us',
    body: `Our mission, our values and where ${brand.name} is today.`,
  },
  {
    to: '/careers',
    title: 'Careers',
    body: 'Open roles in engineering, customer success and sales.',
  },
  {
    to: '/blog',
    title: 'Blog',
    body: 'Product news, customer stories and guides to better conversations.',
  },
  {
    to: '/lisa-live',
    title: brand.showcaseName,
    body: 'Our annual product showcase, every October.',
  },
  { to: '/contact', title: 'Contact', body: 'Talk to sales, support or press.' },
  { to: '/status', title: 'System status', body: 'Live health of the platform.' },
];

export default function CompanyPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title={`The company behind ${brand.name}`}
      intro={
        <p>
          We are a product team building AI agents for customer conversations, working with
          businesses across retail, healthcare, finance, education and the public sector.
        </p>
      }
      meta={{
        title: 'Company',
        description: `About the company behind ${brand.shortName}: team, careers, news, events and contacts.`,
      }}
      width="wide"
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block h-full rounded-card border border-line bg-surface-raised p-6 hover:border-brand-300"
            >
              <h2 className="font-semibold text-ink text-lg">{card.title}</h2>
              <p className="mt-2 text-ink-muted">{card.body}</p>
            </Link>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
