import { brand } from '@lisa/catalogue/brand';
import { Spinner } from '@lisa/ui/spinner';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { env } from '../env.ts';
import {
  describeType,
  type Endpoint,
  groupEndpoints,
  loadOpenApi,
  type OpenApiDocument,
} from '../features/api-reference/openapi.ts';
import { ContentPage } from '../features/content/content-page.tsx';

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
          else takes <code>Authorization: Bearer &lt;token&gt;</code>. Guides are in the{' '}
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
      {state.status === 'ready' ? (
        <div className="mt-12">
          <p className="text-ink-muted">
            <span className="font-semibold text-ink">{state.doc.info.title}</span> version{' '}
            {state.doc.info.version}
            {state.doc.info.description ? ` — ${state.doc.info.description}` : ''}
          </p>
          {[...groupEndpoints(state.doc)].map(([tag, endpoints]) => (
            <section key={tag} aria-labelledby={`api-tag-${tag}`} className="mt-10">
              <h2 id={`api-tag-${tag}`} className="font-bold text-2xl text-ink capitalize">
                {tag}
              </h2>
              <ul className="mt-4 space-y-4">
                {endpoints.map((endpoint) => (
                  <EndpointCard key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
    </ContentPage>
  );
}
