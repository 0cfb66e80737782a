import { brand } from '@lisa/catalogue/brand';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { docsPages } from '../features/docs/docs-nav.ts';
import { DocsPage } from '../features/docs/docs-page.tsx';

/**
 * Anchors of the one-page documentation this site used to have, and where each topic
 * lives now. The catalogue's `docsPath` still links apps as /documentation#{appId}.
 */
const movedAnchors: Record<string, string> = {
  'getting-started': '/documentation/getting-started',
  'knowledge-base': '/documentation/knowledge-base',
  handoff: '/documentation/handoff',
  integrations: '/documentation/integrations',
};

/** Where an old anchor lives now; the catalogue loads only when an anchor needs it. */
async function movedTo(anchor: string): Promise<string | null> {
  if (movedAnchors[anchor]) return movedAnchors[anchor];
  const { integrationApps } = await import('@lisa/catalogue/integrations');
  if (integrationApps.some((app) => app.id === anchor))
    return `/documentation/integrations#${anchor}`;
  return null;
}

export default function DocumentationPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!hash) return;
    let current = true;
    void movedTo(decodeURIComponent(hash.slice(1))).then((target) => {
      if (current && target) navigate(target, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [hash, navigate]);

  return (
    <DocsPage
      title={`${brand.name} documentation`}
      intro={
        <p>
          Everything you need to launch an assistant: the setup flow, the knowledge base, channels,
          workflows and the API. New here? Start with{' '}
          <Link
            to="/documentation/getting-started"
            className="font-semibold text-brand-700 underline dark:text-brand-300"
          >
            Getting started
          </Link>
          , then the{' '}
          <Link to="/how-to" className="font-semibold text-brand-700 underline dark:text-brand-300">
            how-to guides
          </Link>
          .
        </p>
      }
      meta={{
        title: 'Documentation',
        description: `Set up ${brand.name}: knowledge base, channels, workflows, integrations and the REST API.`,
      }}
      sections={[
        {
          id: 'topics',
          title: 'Browse by topic',
          content: (
            <ul className="mt-4 grid list-none pl-0 gap-4 sm:grid-cols-2">
              {docsPages
                .filter((page) => page.path !== '/documentation')
                .map((page) => (
                  <li key={page.path} className="mt-0">
                    <Link
                      to={page.path}
                      className="block no-underline h-full rounded-xl border border-line p-5 hover:border-brand-600"
                    >
                      <span className="block font-semibold text-ink">{page.title}</span>
                      <span className="mt-1 block font-normal text-ink-muted text-sm">
                        {page.summary}
                      </span>
                    </Link>
                  </li>
                ))}
            </ul>
          ),
        },
        {
          id: 'search-tips',
          title: 'Find anything',
          content: (
            <p>
              Press <kbd>/</kbd> or <kbd>Ctrl</kbd>+<kbd>K</kbd> on any docs page to search every
              page title and heading. Use the arrow keys to pick a result and Enter to open it.
            </p>
          ),
        },
        {
          id: 'help',
          title: 'Need a hand?',
          content: (
            <p>
              The <Link to="/help">help centre</Link> answers account and billing questions, the{' '}
              <Link to="/api">API reference</Link> lists every endpoint of your {brand.name} server,
              and our team is one message away on the <Link to="/contact">contact page</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
