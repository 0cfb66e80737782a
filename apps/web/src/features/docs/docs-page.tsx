import { ChevronDown } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { deferredPart, lazyLoadingNow } from '../../lib/deferred-part.tsx';
import { useHashScroll } from '../../lib/use-hash-scroll.ts';
import type { PageMeta } from '../seo/page-meta.ts';
import { usePageMeta } from '../seo/use-page-meta.ts';
import { docsNav } from './docs-nav.ts';

// The search box (its keyboard and list code, the ranking): its own chunk, fetched beside
// the page's and hydrated once there (lib/deferred-part.tsx); the index itself loads on
// the box's first focus. Its route gives the page's hydration signal (router.tsx).
// Previous/next, at the end of the article: its own chunk too (real links meanwhile).
const PreviousNext = lazyLoadingNow(() =>
  import('./docs-previous-next.tsx').then((module) => module.PreviousNext),
);
const DocsSearch = deferredPart(
  () => import('./docs-search.tsx').then((module) => module.DocsSearch),
  <div className="h-[2.375rem] rounded-lg border border-line bg-surface" />,
);

/** A heading of a docs page with its anchor; `children` are its h3s (shown in the outline). */
export interface DocsSection {
  id: string;
  title: string;
  content: ReactNode;
  children?: readonly { id: string; title: string }[];
}

interface DocsPageProps {
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  meta: PageMeta;
  sections: readonly DocsSection[];
}

function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav aria-label="Documentation" className="text-sm">
      {docsNav.map((group) => (
        <div key={group.title} className="mt-6 first:mt-0">
          <p className="font-semibold text-ink text-xs uppercase tracking-wider">{group.title}</p>
          <ul className="mt-2 space-y-1 border-line border-l">
            {group.pages.map((page) => (
              <li key={page.path}>
                <NavLink
                  to={page.path}
                  end
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `-ml-px block border-l-2 py-1.5 pl-3 ${
                      isActive
                        ? 'border-brand-600 font-semibold text-brand-700 dark:border-brand-300 dark:text-brand-300'
                        : 'border-transparent text-ink-muted hover:border-ink-muted hover:text-ink'
                    }`
                  }
                >
                  {page.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="mt-6 border-line border-t pt-4">
        <Link to="/api" className="text-ink-muted hover:text-ink" onClick={onNavigate}>
          API reference (live)
        </Link>
      </p>
    </nav>
  );
}

function Outline({ sections }: { sections: readonly DocsSection[] }) {
  if (!sections.length) return null;
  return (
    <nav aria-label="On this page" className="text-sm">
      <p className="font-semibold text-ink text-xs uppercase tracking-wider">On this page</p>
      <ul className="mt-2 space-y-1.5">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-ink-muted hover:text-ink">
              {section.title}
            </a>
            {section.children?.length ? (
              <ul className="mt-1.5 space-y-1.5 pl-3">
                {section.children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`} className="text-ink-muted hover:text-ink">
                      {child.title}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A page of the documentation site: the sidebar of every docs page (current page marked;
 * a menu on phones) with the search box, the article (h1, intro, one h2 per section), an
 * "On this page" outline from the sections' headings, and previous/next links in the
 * sidebar's order. Everything renders from data, so the prerendered HTML has all of it.
 */
export function DocsPage({
  eyebrow = 'Documentation',
  title,
  intro,
  meta,
  sections,
}: DocsPageProps) {
  usePageMeta(meta);
  useHashScroll();
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // A new page closes the phone menu.
  useEffect(() => setMenuOpen(false), [path]);

  return (
    <main className="mx-auto max-w-7xl px-4 pt-8 pb-24 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:px-8 xl:grid-cols-[15rem_minmax(0,1fr)_13rem]">
      <aside className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto lg:pb-8">
        <DocsSearch />
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          className="mt-3 flex w-full items-center justify-between rounded-lg border border-line px-3 py-2 font-medium text-ink text-sm lg:hidden"
        >
          Documentation menu
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${menuOpen ? 'rotate-180' : ''}`}
          />
        </button>
        <div id={menuId} className={`mt-4 lg:mt-6 lg:block ${menuOpen ? 'block' : 'hidden'}`}>
          <Sidebar onNavigate={() => setMenuOpen(false)} />
        </div>
      </aside>
      <div className="min-w-0 xl:contents">
        <article data-docs-article className="min-w-0 pt-8 lg:pt-0 xl:order-none">
          <header>
            <p className="font-semibold text-brand-600 text-sm uppercase tracking-widest dark:text-brand-300">
              {eyebrow}
            </p>
            <h1 className="mt-2 font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
              {title}
            </h1>
            <div className="mt-4 text-ink-muted text-lg leading-8">{intro}</div>
          </header>
          <div className="mt-8 rounded-xl border border-line bg-surface-muted p-4 xl:hidden">
            <Outline sections={sections} />
          </div>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="prose-lisa mt-12">
              <h2 id={section.id} className="scroll-mt-24">
                {section.title}
              </h2>
              {section.content}
            </section>
          ))}
          <Suspense fallback={null}>
            <PreviousNext path={path} />
          </Suspense>
        </article>
        <aside className="hidden xl:sticky xl:top-20 xl:block xl:self-start">
          <Outline sections={sections} />
        </aside>
      </div>
    </main>
  );
}
