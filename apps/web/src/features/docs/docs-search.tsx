import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DOCS_SEARCH_INDEX_PATH } from './docs-nav.ts';
import { type DocsSearchEntry, searchDocs, snippet } from './search-index.ts';

type IndexState =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'ready'; entries: DocsSearchEntry[] };

// One fetch per visit: the index is a static file written at build time.
let indexRequest: Promise<DocsSearchEntry[]> | null = null;
function loadIndex(): Promise<DocsSearchEntry[]> {
  indexRequest ??= fetch(DOCS_SEARCH_INDEX_PATH).then(async (response) => {
    if (!response.ok) throw new Error(`search index answered ${response.status}`);
    return (await response.json()) as DocsSearchEntry[];
  });
  indexRequest.catch(() => {
    indexRequest = null; // a later focus tries again
  });
  return indexRequest;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * Search over every docs page's title and headings (and the text under them), from the
 * index built at build time (search-index.ts). A combobox: / or Ctrl+K (⌘K) focuses it,
 * the arrows move through the results, Enter opens one, Escape clears.
 */
export function DocsSearch() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [index, setIndex] = useState<IndexState>({ status: 'idle' });

  const results = useMemo(
    () => (index.status === 'ready' ? searchDocs(index.entries, query) : []),
    [index, query],
  );

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcut =
        (event.key === '/' && !isTyping(event.target)) ||
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k');
      if (!shortcut) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const ensureIndex = () => {
    if (index.status === 'ready' || index.status === 'loading') return;
    setIndex({ status: 'loading' });
    loadIndex().then(
      (entries) => setIndex({ status: 'ready', entries }),
      () => setIndex({ status: 'failed' }),
    );
  };

  const go = (href: string) => {
    setOpen(false);
    setQuery('');
    inputRef.current?.blur();
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!results.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const chosen = results[active] ?? results[0];
      if (chosen) {
        event.preventDefault();
        go(chosen.href);
      }
    } else if (event.key === 'Escape') {
      if (query) setQuery('');
      else inputRef.current?.blur();
      setOpen(false);
    }
  };

  const showList = open && query.trim().length > 0;
  const activeId = showList && results[active] ? `${listId}-${active}` : undefined;
  let status = '';
  if (showList) {
    if (index.status === 'loading' || index.status === 'idle') status = 'Loading search…';
    else if (index.status === 'failed') status = 'Search is not available right now.';
    else if (!results.length) status = `No results for “${query.trim()}”`;
    else status = `${results.length} result${results.length === 1 ? '' : 's'}`;
  }

  return (
    <div className="relative">
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search the docs
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-ink-muted"
        />
        <input
          ref={inputRef}
          id={`${listId}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder="Search the docs"
          aria-expanded={showList}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-keyshortcuts="/ Control+K"
          value={query}
          onFocus={() => {
            ensureIndex();
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          className="w-full rounded-lg border border-line bg-surface py-2 pr-10 pl-9 text-ink text-sm placeholder:text-ink-muted focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <span
          aria-hidden="true"
          className="-translate-y-1/2 absolute top-1/2 right-2 rounded border border-line px-1.5 font-mono text-ink-muted text-xs"
        >
          /
        </span>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div
        className={`absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-lg border border-line bg-surface-raised shadow-lg lg:w-[26rem] ${showList && status ? '' : 'hidden'}`}
      >
        <div
          id={`${listId}-list`}
          role="listbox"
          aria-label="Search results"
          className={showList && results.length ? '' : 'hidden'}
        >
          {showList
            ? results.map((result, i) => (
                // The combobox owns the keyboard (arrows, Enter); options are picked by pointer.
                // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
                <div
                  key={result.href}
                  id={`${listId}-${i}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  // Keep the focus in the box: the click navigates.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(result.href)}
                  onMouseMove={() => setActive(i)}
                  className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-50 dark:bg-surface-muted' : ''}`}
                >
                  <span className="block font-semibold text-ink">
                    {result.heading}
                    {result.heading !== result.page ? (
                      <span className="font-normal text-ink-muted"> · {result.page}</span>
                    ) : null}
                  </span>
                  {result.text ? (
                    <span className="mt-0.5 block text-ink-muted text-xs">
                      {snippet(result.text, query)}
                    </span>
                  ) : null}
                </div>
              ))
            : null}
        </div>
        {showList && status && !results.length ? (
          <p className="px-3 py-2 text-ink-muted text-sm">{status}</p>
        ) : null}
      </div>
    </div>
  );
}
