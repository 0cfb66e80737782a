import { brand } from '@lisa/catalogue/brand';
import { Suspense } from 'react';
import { DocsPage } from '../features/docs/docs-page.tsx';
import { lazyLoadingNow } from '../lib/deferred-part.tsx';

// The configuration, ingest and troubleshooting sections (below the fold): their own chunk, fetched
// beside the page's code; the built HTML shows them meanwhile.
const OdooConfiguration = lazyLoadingNow(() =>
  import('../features/docs/odoo-guide-sections.tsx').then((module) => module.OdooConfiguration),
);
const OdooIngest = lazyLoadingNow(() =>
  import('../features/docs/odoo-guide-sections.tsx').then((module) => module.OdooIngest),
);
const OdooTroubleshooting = lazyLoadingNow(() =>
  import('../features/docs/odoo-guide-sections.tsx').then((module) => module.OdooTroubleshooting),
);

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
            <Suspense fallback={null}>
              <OdooConfiguration />
            </Suspense>
          ),
        },
        {
          id: 'ingest',
          title: 'Run a product ingest',
          content: (
            <Suspense fallback={null}>
              <OdooIngest />
            </Suspense>
          ),
        },
        {
          id: 'troubleshooting',
          title: 'Troubleshooting',
          content: (
            <Suspense fallback={null}>
              <OdooTroubleshooting />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
