import {
  FAQ_CATEGORIES,
  FAQ_NO_MATCH_TEXT,
  type FaqCategory,
  filterFaq,
} from '@lisa/catalogue/faq';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SearchField } from '../content/search-field.tsx';
import { SectionHeading } from '../landing/section-heading.tsx';

type Chip = FaqCategory | 'All';
const chips: readonly Chip[] = ['All', ...FAQ_CATEGORIES];

function FaqEntry({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="rounded-2xl border border-line bg-surface-raised">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink"
        >
          {question}
          <ChevronDown
            className={`h-5 w-5 shrink-0 text-ink-muted transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={id} hidden={!open} className="px-5 pb-5 text-ink-muted leading-7">
        {answer}
        {/free trial/i.test(answer) ? (
          <>
            {' '}
            <Link
              to="/register"
              className="font-semibold text-brand-700 underline underline-offset-4 hover:no-underline dark:text-brand-300"
            >
              Start free trial
            </Link>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** SPEC §2 FAQ: search, category chips, expandable answers, empty state with reset. */
export function FaqSection() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<Chip>('All');
  const items = filterFaq({ query, category });

  return (
    <section aria-labelledby="faq-title" id="faq" className="scroll-mt-20 bg-surface py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions">
          What teams ask us before they switch Lisa on.
        </SectionHeading>
        <div className="mt-10">
          <SearchField
            label="Search questions"
            value={query}
            onChange={setQuery}
            placeholder="Search questions..."
          />
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Question categories">
            {chips.map((chip) => (
              <li key={chip}>
                <button
                  type="button"
                  aria-pressed={chip === category}
                  onClick={() => setCategory(chip)}
                  className={`rounded-full border px-4 py-1.5 font-medium text-sm transition-colors ${
                    chip === category
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-line bg-surface-raised text-ink-muted hover:text-ink'
                  }`}
                >
                  {chip}
                </button>
              </li>
            ))}
          </ul>
        </div>
        {items.length > 0 ? (
          <ul className="mt-8 space-y-3">
            {items.map((item) => (
              <FaqEntry key={item.question} question={item.question} answer={item.answer} />
            ))}
          </ul>
        ) : (
          <div
            role="status"
            className="mt-8 rounded-2xl border border-line border-dashed p-10 text-center"
          >
            <p className="text-ink">{FAQ_NO_MATCH_TEXT}</p>
            <button
              type="button"
              onClick={() => {
                setQuery('');
                setCategory('All');
              }}
              className="mt-4 rounded-full bg-brand-600 px-5 py-2 font-semibold text-sm text-white hover:bg-brand-700"
            >
              Reset filters
            </button>
          </div>
        )}
        <p className="mt-10 text-center text-ink-muted">
          Still have a question?{' '}
          <a
            href="#contact"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Contact our team
          </a>
        </p>
      </div>
    </section>
  );
}
