import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { ContentPage, ContentSection } from '../features/content/content-page.tsx';

const roles = [
  {
    title: 'Senior Backend Engineer (Node.js, Postgres)',
    team: 'Engineering',
    place: 'Nairobi or remote (UTC±3)',
    summary: 'Own the conversation pipeline: ingestion, retrieval and the real-time inbox.',
  },
  {
    title: 'Frontend Engineer (React, TypeScript)',
    team: 'Engineering',
    place: 'Remote',
    summary:
      'Build the dashboard, the widget and the marketing site, with accessibility as a habit.',
  },
  {
    title: 'Conversation Designer',
    team: 'Customer success',
    place: 'Nairobi',
    summary: 'Turn customer knowledge into assistants and workflows that sound like the brand.',
  },
  {
    title: 'Account Executive, Enterprise',
    team: 'Sales',
    place: 'Nairobi or Lagos',
    summary: 'Help banks, insurers and public agencies plan and roll out Lisa.',
  },
];

export default function CareersPage() {
  return (
    <ContentPage
      eyebrow="Careers"
      title={`Build ${brand.name} with us`}
      intro={
        <p>
          We are a small team with a big reach: our assistants hold conversations for hundreds of
          thousands of people every day.
        </p>
      }
      meta={{
        title: 'Careers',
        description: `Open roles at ${brand.shortName}: engineering, conversation design and sales.`,
      }}
    >
      <ContentSection title="Open roles" id="roles">
        <ul className="!list-none !pl-0 space-y-4">
          {roles.map((role) => (
            <li key={role.title} className="rounded-2xl border border-line bg-surface-raised p-5">
              <h3 className="!mt-0">{role.title}</h3>
              <p className="text-sm">
                {role.team} · {role.place}
              </p>
              <p className="mt-2">{role.summary}</p>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection title="How we hire" id="process">
        <ol>
          <li>A 30-minute call about you and the role.</li>
          <li>A paid take-home task of about three hours, or a pairing session if you prefer.</li>
          <li>Meet the team you would join. We decide within a week.</li>
        </ol>
        <p>
          Interested? Send your CV and a note through the <Link to="/contact">contact form</Link>{' '}
          with the role in the message.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
