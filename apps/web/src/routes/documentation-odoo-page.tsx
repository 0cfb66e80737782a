import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { CodeBlock } from '../features/content/content-page.tsx';
import { DocsPage } from '../features/docs/docs-page.tsx';

const envConfig = `ODOO_URL=https://mycompany.odoo.com
ODOO_DB=mycompany-production
ODOO_USER_ID=7
ODOO_API_KEY=••••••••••••`;

const ingestCall = `curl -X POST https://your-lisa-host/odoo/inventory/42 \\
  -H 'Authorization: Bearer <token>' \\
  -H 'content-type: application/json' \\
  -d '{"ingest": true}'`;

const overrideCall = `{
  "ingest": true,
  "url": "https://staging.mycompany.odoo.com",
  "database": "mycompany-staging",
  "user_id": 7,
  "api_key": "<staging key>"
}`;

export default function DocumentationOdooPage() {
  return (
    <DocsPage
      eyebrow="Documentation · Odoo"
      title="Sync your Odoo products"
      intro={
        <p>
          Import the products of your Odoo instance into {brand.name} so the assistant answers
          questions about stock, prices and variants from live data, and send new leads back to Odoo
          CRM.
        </p>
      }
      meta={{
        title: 'Odoo integration guide',
        description: `Connect Odoo to ${brand.name}: configuration, product ingest through JSON-RPC and knowledge-base updates.`,
      }}
      sections={[
        {
          id: 'overview',
          title: 'What the sync does',
          content: (
            <>
              <ol>
                <li>Fetches your products from Odoo through its JSON-RPC API.</li>
                <li>
                  Saves the raw JSON answer and a cleaned CSV (name, reference, price, quantity on
                  hand, category) for your records.
                </li>
                <li>
                  Optionally ingests the cleaned products into your assistant's knowledge base,
                  replacing the previous import.
                </li>
              </ol>
              <p>Each business runs its own sync; one business never sees another's products.</p>
            </>
          ),
        },
        {
          id: 'configuration',
          title: 'Configuration',
          content: (
            <>
              <p>Four values identify your Odoo instance:</p>
              <ul>
                <li>
                  <strong>URL</strong> — the address of your Odoo instance.
                </li>
                <li>
                  <strong>Database</strong> — the database name shown on the Odoo login page.
                </li>
                <li>
                  <strong>User id</strong> — the numeric id of the Odoo user whose access rights the
                  sync uses.
                </li>
                <li>
                  <strong>API key</strong> — created in Odoo under{' '}
                  <em>Preferences › Account Security › New API Key</em>.
                </li>
              </ul>
              <p>Set them once in the server environment:</p>
              <CodeBlock label="Odoo environment variables">{envConfig}</CodeBlock>
              <p>
                or enter them in <strong>Dashboard › Integrations › Odoo</strong>. Give the Odoo
                user read access to Inventory and Sales only.
              </p>
            </>
          ),
        },
        {
          id: 'ingest',
          title: 'Run a product ingest',
          content: (
            <>
              <p>
                Trigger a sync for business <code>42</code> with{' '}
                <code>POST /odoo/inventory/{'{business_id}'}</code>:
              </p>
              <CodeBlock label="Product ingest request">{ingestCall}</CodeBlock>
              <p>
                Any of the four configuration values can be overridden for one request, for example
                to test against a staging instance:
              </p>
              <CodeBlock label="Per-request overrides">{overrideCall}</CodeBlock>
              <p>Run it after large catalogue changes, or schedule it nightly with a workflow.</p>
            </>
          ),
        },
        {
          id: 'troubleshooting',
          title: 'Troubleshooting',
          content: (
            <>
              <ul>
                <li>
                  <strong>Access denied</strong> — the user id and API key do not match, or the user
                  lacks Inventory access.
                </li>
                <li>
                  <strong>Database not found</strong> — check the database name; it is
                  case-sensitive.
                </li>
                <li>
                  <strong>Products missing</strong> — archived products and services without a sale
                  price are skipped.
                </li>
              </ul>
              <p>
                Still stuck? <Link to="/contact">Contact support</Link> with the time of the sync.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
