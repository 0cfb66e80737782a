import { deferredPart } from '../../lib/deferred-part.tsx';
import { FormPlaceholder } from '../forms/form-placeholder.tsx';
import { QUOTE_TITLE } from './quote-texts.ts';

// The form (react-hook-form, the quote options) loads beside the page's own code and
// hydrates on its own (lib/deferred-part.tsx).
const QuoteForm = deferredPart(
  () => import('./quote-form.tsx').then((module) => module.QuoteForm),
  <FormPlaceholder />,
);

export default function EnterpriseQuotePage() {
  return (
    <main className="bg-surface-muted py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h1 className="font-bold text-3xl text-ink sm:text-4xl">{QUOTE_TITLE}</h1>
        <p className="mt-3 text-ink-muted">
          Tell us about your business and the conversations you want Lisa to handle. Our sales team
          prepares a tailored quote and replies within 2 business days.
        </p>
        <div className="mt-10 rounded-2xl border border-line bg-surface-raised p-6 shadow-card sm:p-8">
          <QuoteForm mode="inline" />
        </div>
      </div>
    </main>
  );
}
