import { brand } from '@lisa/catalogue/brand';
import { integrationApps } from '@lisa/catalogue/integrations';
import { Link } from 'react-router';
import { CodeBlock, ContentPage, ContentSection } from '../features/content/content-page.tsx';

const widgetSnippet = `<script
  src="https://your-lisa-host/widget.js"
  data-business="lisa_bk_••••••••3f9a"
  data-position="right"
  data-theme="light"
  async
></script>`;

const chatCall = `curl -X POST https://your-lisa-host/chat \\
  -H 'content-type: application/json' \\
  -d '{"message":"Do you deliver on Sundays?","business_id":1,"customer_id":"device-42"}'

{"response":"Yes — we deliver every day between 9am and 6pm..."}`;

export default function DocumentationPage() {
  return (
    <ContentPage
      eyebrow="Documentation"
      title={`${brand.name} documentation`}
      intro={
        <p>
          Everything you need to launch an assistant: the setup flow, the knowledge base, channels,
          workflows and the API. New here? Read{' '}
          <Link to="/how-to" className="font-semibold text-brand-700 underline">
            the how-to guides
          </Link>{' '}
          first.
        </p>
      }
      meta={{
        title: 'Documentation',
        description: `Set up ${brand.name}: knowledge base, channels, workflows, integrations and the REST API.`,
      }}
      width="prose"
    >
      <nav
        aria-label="On this page"
        className="mt-10 rounded-2xl border border-line bg-surface-muted p-6"
      >
        <h2 className="font-semibold text-ink">On this page</h2>
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {[
            ['getting-started', 'Getting started'],
            ['knowledge-base', 'Knowledge base'],
            ['handoff', 'Human handoff'],
            ['integrations', 'Integrations'],
          ].map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-brand-700 hover:underline">
                {label}
              </a>
            </li>
          ))}
          <li>
            <Link to="/documentation/odoo" className="text-brand-700 hover:underline">
              Odoo product sync
            </Link>
          </li>
          <li>
            <Link to="/api" className="text-brand-700 hover:underline">
              API reference
            </Link>
          </li>
        </ul>
      </nav>
      <ContentSection title="Getting started" id="getting-started">
        <ol>
          <li>
            <strong>Create an assistant.</strong> Give it a name, pick its purpose (support, sales
            or bookings) and its tone.
          </li>
          <li>
            <strong>Add knowledge.</strong> Upload FAQs, PDFs, CSV or DOCX files, or paste links to
            pages it should learn from.
          </li>
          <li>
            <strong>Connect a channel.</strong> Embed the web widget or connect your WhatsApp
            Business number.
          </li>
          <li>
            <strong>Deploy.</strong> One click publishes the assistant on every connected channel.
          </li>
          <li>
            <strong>Customise.</strong> Add workflows that collect details, update your CRM, create
            orders or send reminders.
          </li>
        </ol>
        <p>
          The quickest first step is the web widget: paste this before <code>&lt;/body&gt;</code>.
        </p>
        <CodeBlock label="Web widget embed snippet">{widgetSnippet}</CodeBlock>
      </ContentSection>
      <ContentSection title="Knowledge base" id="knowledge-base">
        <p>
          {brand.name} splits each document into passages and answers from the passages that match
          the question best, citing them. Short, specific documents give the best answers: one FAQ
          per question, one page per product. Update a document and the assistant uses the new
          version at once.
        </p>
        <p>Anyone can also talk to an assistant from their own code with a single call:</p>
        <CodeBlock label="Public chat request">{chatCall}</CodeBlock>
      </ContentSection>
      <ContentSection title="Human handoff" id="handoff">
        <p>
          When a customer asks for a person, is unhappy, or asks something the knowledge base cannot
          answer, {brand.name} hands the conversation to your inbox with the full history. While a
          teammate is replying the assistant stays silent; hand the conversation back when you are
          done.
        </p>
      </ContentSection>
      <ContentSection title="Integrations" id="integrations">
        <p>
          Each integration below is connected from <strong>Dashboard › Integrations</strong>. See
          them all on the <Link to="/integrations">integrations page</Link>.
        </p>
        {integrationApps.map((app) => (
          <div key={app.id} id={app.id} className="scroll-mt-24">
            <h3>{app.name}</h3>
            <p>{app.description}</p>
            <ol>
              {(app.howToConnect ?? app.instructions).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {app.docsPath.startsWith('/documentation/') ? (
              <p>
                <Link to={app.docsPath}>Full {app.name} guide</Link>
              </p>
            ) : null}
          </div>
        ))}
      </ContentSection>
    </ContentPage>
  );
}
