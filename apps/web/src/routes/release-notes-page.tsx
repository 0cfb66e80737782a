import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { ContentPage, ContentSection } from '../features/content/content-page.tsx';

export default function ReleaseNotesPage() {
  return (
    <ContentPage
      eyebrow="Release notes"
      title={`${brand.name} 1.2.25`}
      intro={
        <p>
          Released 25 September 2025. Faster handoffs, a cleaner inbox and product sync for Odoo.
        </p>
      }
      meta={{
        title: 'Release 1.2.25',
        description: `What's new in ${brand.name} 1.2.25: handoff history, inbox filters, Odoo product sync and more.`,
      }}
    >
      <ContentSection title="New" id="new">
        <ul>
          <li>
            <strong>Odoo product sync.</strong> Import products from Odoo into the knowledge base on
            demand. <Link to="/documentation/odoo">Read the guide</Link>.
          </li>
          <li>
            <strong>Full-history handoff.</strong> Teammates now see the whole conversation, the
            fields a workflow captured and the passages the assistant quoted.
          </li>
          <li>
            <strong>Connection banner.</strong> The dashboard tells you when it loses the connection
            and retries for you.
          </li>
          <li>
            <strong>Credits view.</strong> See your balance and this month's usage per channel.
          </li>
        </ul>
      </ContentSection>
      <ContentSection title="Improved" id="improved">
        <ul>
          <li>Inbox filters by channel, assignee and status, and unread counts per filter.</li>
          <li>
            The web widget loads after the page is interactive, so it no longer slows your site
            down.
          </li>
          <li>Better answers to follow-up questions that refer to an earlier message.</li>
        </ul>
      </ContentSection>
      <ContentSection title="Fixed" id="fixed">
        <ul>
          <li>Leads created from Instagram conversations now keep the customer's handle.</li>
          <li>Calendar bookings respect the business's time zone on daylight-saving changes.</li>
          <li>
            Old offline caches from earlier versions are removed automatically when the site loads.
          </li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
