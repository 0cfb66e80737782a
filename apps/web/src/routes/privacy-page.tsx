import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { ContentPage, ContentSection } from '../features/content/content-page.tsx';

export default function PrivacyPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro={
        <p>
          What {brand.name} collects, why, how long we keep it, and the choices you have. Last
          updated 1 October 2025.
        </p>
      }
      meta={{
        title: 'Privacy Policy',
        description: `How ${brand.shortName} collects, uses and protects personal data of businesses and their customers.`,
      }}
    >
      <ContentSection title="Two kinds of data" id="roles">
        <p>
          <strong>Account data</strong> — the name, email and company details of the businesses that
          use {brand.name}. For this data we are the controller.
        </p>
        <p>
          <strong>Conversation data</strong> — messages, contact details and records your customers
          share with your assistant. For this data your business is the controller and we act as its
          processor, following your instructions.
        </p>
      </ContentSection>
      <ContentSection title="What we collect" id="collect">
        <ul>
          <li>
            Account details you give us when you register, request a quote, RSVP to an event or
            contact us.
          </li>
          <li>Conversation content, attachments and the fields your workflows capture.</li>
          <li>
            A random device identifier in the website chat so a visitor's conversation continues
            across pages. It is not linked to advertising.
          </li>
          <li>
            Technical logs (IP address, browser, errors) kept to secure and debug the service.
          </li>
        </ul>
      </ContentSection>
      <ContentSection title="How we use it" id="use">
        <ul>
          <li>
            To run your assistant: retrieve answers from your knowledge base, run workflows and hand
            conversations to your team.
          </li>
          <li>To bill credits and provide support.</li>
          <li>To keep the service secure, including rate limiting and abuse detection.</li>
        </ul>
        <p>
          We never sell personal data and never use one business's conversations to answer another
          business's customers.
        </p>
      </ContentSection>
      <ContentSection title="Where it goes" id="processors">
        <p>
          Data is stored encrypted in our primary database. When you connect an app (for example
          WhatsApp, Zoho CRM or Odoo), the data needed for that connection flows to it under that
          provider's terms. If you enable an external language model, message text is sent to it
          only to compose replies.
        </p>
      </ContentSection>
      <ContentSection title="How long we keep it" id="retention">
        <p>
          Conversations are kept for as long as your account is active, or shorter if you set a
          retention period. Logs are kept for 30 days. After an account closes, its data is deleted
          within 30 days.
        </p>
      </ContentSection>
      <ContentSection title="Your rights" id="rights">
        <p>
          You can access, correct, export or delete your data. Customers of a business using{' '}
          {brand.name} should contact that business first; we help it answer. Write to
          privacy@lisa.ai or use our <Link to="/contact">contact form</Link>.
        </p>
      </ContentSection>
      <ContentSection title="Cookies" id="cookies">
        <p>
          We use only the storage the site needs to work. See the{' '}
          <Link to="/cookies">Cookie Policy</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
