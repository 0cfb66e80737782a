import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { ContentPage, ContentSection } from '../features/content/content-page.tsx';

export default function TermsPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms of Service"
      intro={
        <p>
          The agreement between your business and {brand.name} when you use our website, dashboard,
          widget and API. Last updated 1 October 2025.
        </p>
      }
      meta={{
        title: 'Terms of Service',
        description: `The terms that govern your use of ${brand.shortName}: accounts, credits, acceptable use, data and liability.`,
      }}
    >
      <ContentSection title="1. Who these terms are for" id="scope">
        <p>
          These terms apply to any business or person who creates a {brand.name} account, deploys an
          assistant, or calls the {brand.name} API. If you accept them on behalf of a company, you
          confirm you are allowed to bind that company.
        </p>
      </ContentSection>
      <ContentSection title="2. Your account" id="account">
        <ul>
          <li>
            Keep your password and two-factor codes secret; you are responsible for activity on your
            account.
          </li>
          <li>
            Team members you invite act on behalf of your business and can see its conversations.
          </li>
          <li>
            Tell us straight away at security@lisa.ai if you think your account has been accessed
            without permission.
          </li>
        </ul>
      </ContentSection>
      <ContentSection title="3. Credits and payment" id="credits">
        <p>
          Conversations and workflow runs consume credits. Credits are bought in advance, priced by
          volume band, and do not expire. Setup, training and support packages are invoiced as
          agreed in your quote. Fees are exclusive of taxes unless stated.
        </p>
        <p>
          You can start with a 14-day free trial without a credit card. At the end of the trial your
          assistant pauses until you buy credits.
        </p>
      </ContentSection>
      <ContentSection title="4. Acceptable use" id="acceptable-use">
        <p>You may not use {brand.name} to:</p>
        <ul>
          <li>
            send unsolicited bulk messages or break the policies of WhatsApp, Meta or any other
            channel you connect;
          </li>
          <li>
            collect data you are not entitled to, or mislead customers into thinking they speak to a
            person when they ask;
          </li>
          <li>
            give regulated medical, legal or financial advice without a qualified human reviewing
            it;
          </li>
          <li>probe, overload or reverse engineer the service, or get around rate limits.</li>
        </ul>
      </ContentSection>
      <ContentSection title="5. Your data and your customers' data" id="data">
        <p>
          You own the content you upload and the conversations your customers have with your
          assistant. We process it only to provide the service, as described in our{' '}
          <Link to="/privacy">Privacy Policy</Link>. Each business can reach only its own data.
        </p>
      </ContentSection>
      <ContentSection title="6. Availability" id="availability">
        <p>
          We aim for 99.9% uptime each month and publish live status at{' '}
          <Link to="/status">/status</Link>. Planned maintenance is announced at least 48 hours
          ahead. Enterprise support packages add service levels described in your order.
        </p>
      </ContentSection>
      <ContentSection title="7. Liability" id="liability">
        <p>
          AI answers can be wrong. You remain responsible for what your assistant tells customers
          and should review its knowledge base and handoff rules. Our total liability in any 12
          months is limited to the fees you paid us in that period, except where the law does not
          allow a limit.
        </p>
      </ContentSection>
      <ContentSection title="8. Ending the agreement" id="termination">
        <p>
          You can close your account at any time from the dashboard. We may suspend an account that
          breaks these terms after telling you why, or at once where there is a risk to other
          customers. After closure we delete your data within 30 days unless the law requires us to
          keep it.
        </p>
      </ContentSection>
      <ContentSection title="9. Contact" id="contact">
        <p>
          Questions about these terms: <Link to="/contact">contact us</Link> or write to
          legal@lisa.ai.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
