import { brand } from '@lisa/catalogue/brand';
import { Spinner } from '@lisa/ui/spinner';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { env } from '../env.ts';
import {
  describeType,
  type Endpoint,
  filterEndpoints,
  groupEndpoints,
  loadOpenApi,
  type OpenApiDocument,
} from '../features/api-reference/openapi.ts';
import { ContentPage } from '../features/content/content-page.tsx';
import { SearchField } from '../features/content/search-field.tsx';

type State =
  | { status: 'loading' }
  | { status: 'ready'; doc: OpenApiDocument }
  | { status: 'failed'; message: string };

const methodColour: Record<string, string> = {
  GET: 'bg-teal-800',
  HEAD: 'bg-teal-800',
  POST: 'bg-brand-600',
  PUT: 'bg-warning',
  PATCH: 'bg-warning',
  DELETE: 'bg-danger',
};

function EndpointCard({ endpoint }: { endpoint: Endpoint }) {
  const { operation } = endpoint;
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const bodyFields = Object.entries(body?.properties ?? {});
  return (
    <li className="rounded-2xl border border-line bg-surface-raised p-5">
      <h3 className="flex flex-wrap items-center gap-3 font-mono text-ink text-sm">
        <span
          className={`rounded-md px-2 py-0.5 font-bold text-white text-xs ${methodColour[endpoint.method] ?? 'bg-ink-muted'}`}
        >
          {endpoint.method}
        </span>
        <span className="break-all">{endpoint.path}</span>
      </h3>
      {operation.summary ? <p className="mt-2 font-medium text-ink">{operation.summary}</p> : null}
      {operation.description ? (
        <p className="mt-1 text-ink-muted text-sm">{operation.description}</p>
      ) : null}
      {operation.parameters?.length ? (
        <div className="mt-3">
          <h4 className="font-semibold text-ink text-xs uppercase tracking-wider">Parameters</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {operation.parameters.map((p) => (
              <li key={`${p.in}-${p.name}`} className="text-ink-muted">
                <code className="text-ink">{p.name}</code> ({p.in}, {describeType(p.schema)})
                {p.required ? ', required' : ''}
                {p.description ? ` — ${p.description}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {bodyFields.length ? (
        <div className="mt-3">
          <h4 className="font-semibold text-ink text-xs uppercase tracking-wider">JSON body</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {bodyFields.map(([name, schema]) => (
              <li key={name} className="text-ink-muted">
                <code className="text-ink">{name}</code> ({describeType(schema)})
                {body?.required?.includes(name) ? ', required' : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {operation.responses ? (
        <p className="mt-3 text-ink-muted text-xs">
          Responses: {Object.keys(operation.responses).join(', ')}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Every endpoint, grouped by tag. The groups start closed (a server has a few hundred
 * endpoints: drawing them all at once held a phone's main thread for about a second) and a
 * filter opens the groups it matches, showing only the matching endpoints.
 */
function EndpointGroups({ doc }: { doc: OpenApiDocument }) {
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupEndpoints(doc), [doc]);
  const shown = useMemo(() => filterEndpoints(groups, query), [groups, query]);
  const filtering = query.trim() !== '';
  const count = [...shown.values()].reduce((sum, endpoints) => sum + endpoints.length, 0);
  return (
    <div className="mt-12">
      <p className="text-ink-muted">
        {/* The document's long description is left out: said in the intro, prerendered, it is
            the page's largest text from the first paint instead of arriving with the fetch
            (Lighthouse's LCP on a throttled phone: 3.6 s). */}
        <span className="font-semibold text-ink">{doc.info.title}</span> version {doc.info.version}
      </p>
      <div className="mt-6 max-w-xl">
        <SearchField
          label="Filter endpoints"
          showLabel
          value={query}
          onChange={setQuery}
          placeholder="A path, method or word, e.g. /chat or contacts"
        />
        <p role="status" className="mt-2 text-ink-muted text-sm">
          {filtering
            ? `${count} ${count === 1 ? 'endpoint matches' : 'endpoints match'}.`
            : `${count} endpoints in ${shown.size} groups.`}
        </p>
      </div>
      {[...shown].map(([tag, endpoints]) => (
        // A new filter (or none) opens or closes every group afresh.
        <EndpointGroup
          key={`${tag}-${filtering}`}
          tag={tag}
          endpoints={endpoints}
          initiallyOpen={filtering}
        />
      ))}
    </div>
  );
}

/** One tag's endpoints; drawn only while the group is open. */
function EndpointGroup({
  tag,
  endpoints,
  initiallyOpen,
}: {
  tag: string;
  endpoints: Endpoint[];
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="mt-6 rounded-2xl border border-line"
    >
      <summary className="cursor-pointer p-5 font-bold text-ink text-xl capitalize">
        <h2 id={`api-tag-${tag}`} className="inline">
          {tag}
        </h2>{' '}
        <span className="font-normal text-base text-ink-muted normal-case">
          ({endpoints.length} {endpoints.length === 1 ? 'endpoint' : 'endpoints'})
        </span>
      </summary>
      {open ? (
        <ul className="space-y-4 px-5 pb-5">
          {endpoints.map((endpoint) => (
            <EndpointCard key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
          ))}
        </ul>
      ) : null}
    </details>
  );
}

export default function ApiReferencePage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    loadOpenApi(env.apiUrl).then(
      (doc) => setState({ status: 'ready', doc }),
      (error: unknown) =>
        setState({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  }, []);
  useEffect(load, []);

  return (
    <ContentPage
      eyebrow="API reference"
      title={`${brand.name} REST API`}
      intro={
        <p>
          Generated live from the server's OpenAPI document. Public chat needs no token; everything
          else takes <code>Authorization: Bearer &lt;token&gt;</code>, and a dashboard call acts on
          the business its <code>x-lisa-business</code> header names (the caller must be a member of
          it), or the session's business without one. Guides are in the{' '}
          <Link to="/documentation#lisa-api" className="font-semibold text-brand-700 underline">
            documentation
          </Link>
          .
        </p>
      }
      meta={{
        title: 'API Reference',
        description: `Endpoints of the ${brand.shortName} REST API: chat, forms, business lookup and health.`,
      }}
      width="wide"
    >
      {/* Room for the reference before it arrives, so the footer does not jump (CLS). */}
      <div className="min-h-[80vh]">
        {state.status === 'loading' ? (
          <div className="mt-12 flex items-center gap-3 text-ink-muted">
            <Spinner label="Loading the API reference" /> Loading the API reference...
          </div>
        ) : null}
        {state.status === 'failed' ? (
          <div role="alert" className="mt-12 rounded-2xl border border-danger/40 p-6">
            <p className="font-semibold text-ink">We could not load the API reference.</p>
            <p className="mt-1 text-ink-muted text-sm">{state.message}.</p>
            <button
              type="button"
              onClick={load}
              className="mt-4 rounded-full bg-brand-600 px-5 py-2 font-semibold text-sm text-white"
            >
              Try again
            </button>
          </div>
        ) : null}
        {state.status === 'ready' ? <EndpointGroups doc={state.doc} /> : null}
      </div>
    </ContentPage>
  );
}
