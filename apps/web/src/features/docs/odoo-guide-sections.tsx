import { Link } from 'react-router';
import { useHashScrollAfterLateContent } from '../../lib/use-late-hash-scroll.ts';
import { CodeBlock } from '../content/code-block.tsx';

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

/** /documentation/odoo › Configuration. */
export function OdooConfiguration() {
  useHashScrollAfterLateContent();
  return (
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
          <strong>User id</strong> — the numeric id of the Odoo user whose access rights the sync
          uses.
        </li>
        <li>
          <strong>API key</strong> — created in Odoo under{' '}
          <em>Preferences › Account Security › New API Key</em>.
        </li>
      </ul>
      <p>Set them once in the server environment:</p>
      <CodeBlock label="Odoo environment variables">{envConfig}</CodeBlock>
      <p>
        or enter them in <strong>Dashboard › Integrations › Odoo</strong>. Give the Odoo user read
        access to Inventory and Sales only.
      </p>
    </>
  );
}

/** /documentation/odoo › Run a product ingest. */
export function OdooIngest() {
  useHashScrollAfterLateContent();
  return (
    <>
      <p>
        Trigger a sync for business <code>42</code> with{' '}
        <code>POST /odoo/inventory/{'{business_id}'}</code>:
      </p>
      <CodeBlock label="Product ingest request">{ingestCall}</CodeBlock>
      <p>
        Any of the four configuration values can be overridden for one request, for example to test
        against a staging instance:
      </p>
      <CodeBlock label="Per-request overrides">{overrideCall}</CodeBlock>
      <p>Run it after large catalogue changes, or schedule it nightly with a workflow.</p>
    </>
  );
}

/** /documentation/odoo › Troubleshooting. */
export function OdooTroubleshooting() {
  useHashScrollAfterLateContent();
  return (
    <>
      <ul>
        <li>
          <strong>Access denied</strong> — the user id and API key do not match, or the user lacks
          Inventory access.
        </li>
        <li>
          <strong>Database not found</strong> — check the database name; it is case-sensitive.
        </li>
        <li>
          <strong>Products missing</strong> — archived products and services without a sale price
          are skipped.
        </li>
      </ul>
      <p>
        Still stuck? <Link to="/contact">Contact support</Link> with the time of the sync.
      </p>
    </>
  );
}
