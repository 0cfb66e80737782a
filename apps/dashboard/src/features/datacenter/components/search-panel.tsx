import { Card, CardHeader } from '@lisa/ui/card';
import { Field } from '@lisa/ui/field';
import { Input } from '@lisa/ui/input';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DatacenterApi } from '../api/datacenter-api.ts';
import { datacenterQueries } from '../api/datacenter-queries.ts';

/** "Search as your agent would": the ranked chunks and their scores. */
export function SearchPanel({ api }: { api: DatacenterApi }) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const results = useQuery(datacenterQueries.search(api, query));
  return (
    <Card as="section" aria-labelledby="search-title">
      <CardHeader
        title={<span id="search-title">Search as your agent would</span>}
        description="The passages your agent finds for a question, best first, with their scores."
      />
      <form
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <Field label="Question to search">
          {(control) => (
            <Input
              {...control}
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          )}
        </Field>
      </form>
      {results.data && results.data.length === 0 ? (
        <p className="mt-3 text-ink-muted text-sm">Nothing in your knowledge base matches.</p>
      ) : null}
      <ol aria-label="Search results" className="mt-3 flex flex-col gap-2">
        {(results.data ?? []).map((r, i) => (
          <li key={`${r.source_id}-${i}`} className="rounded-lg border border-line p-3 text-sm">
            <div className="flex justify-between gap-2 text-xs">
              <span className="font-semibold">
                {i + 1}. {r.title}
                {r.section ? ` — ${r.section}` : ''}
              </span>
              <span className="text-ink-muted">Score {r.score.toFixed(2)}</span>
            </div>
            {r.question ? <p className="mt-1 font-medium">{r.question}</p> : null}
            <p className="mt-1 line-clamp-3">{r.text}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
