import { marketingClaims } from '@lisa/catalogue/brand';
import {
  CREDIT_TIERS,
  formatKes,
  formatMoney,
  INCLUDED_USERS,
  KNOWLEDGE_BASE_OPTIONS,
  kesToUsd,
  PRICING_WORKFLOWS,
  SUPPORT_TIERS,
  TRAINING_USD_PER_HOUR,
  WORKFLOW_SETUP_USD,
} from '@lisa/catalogue/pricing';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { usePricingInputs } from './use-pricing-inputs.ts';

const card = 'rounded-2xl border border-line bg-surface-raised p-6 shadow-card';
const chip =
  'rounded-xl border px-3 py-2 text-left text-sm transition aria-pressed:border-brand-500 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 border-line text-ink hover:border-brand-300 dark:aria-pressed:bg-brand-900/40 dark:aria-pressed:text-brand-100';
const numberInput =
  'mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink outline-none focus:border-brand-500';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-1.5 ${strong ? 'font-semibold text-ink' : 'text-ink-muted'}`}
    >
      <dt>{label}</dt>
      <dd data-figure={label} className="tabular-nums">
        {value}
      </dd>
    </div>
  );
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="font-semibold text-ink text-xl">
        {title}
      </h2>
      <div className="mt-5 space-y-6">{children}</div>
    </section>
  );
}

export default function PricingPage() {
  const p = usePricingInputs();
  const { inputs, estimate } = p;
  const money = (usd: number) => formatMoney(usd, inputs.currency);
  const kes = (amountKes: number) =>
    inputs.currency === 'KES' ? formatKes(amountKes) : formatMoney(kesToUsd(amountKes), 'USD');
  const ids = { credits: useId(), users: useId(), hours: useId() };

  return (
    <main className="bg-surface-muted lg:pb-24">
      <section className="px-4 pt-12 pb-10 text-center">
        <h1 className="font-bold text-4xl text-ink tracking-tight sm:text-5xl">Pricing</h1>
        <p className="mx-auto mt-4 max-w-2xl text-ink-muted text-lg">
          Pay for the credits your conversations use, plus a one-time setup. Estimate your costs
          below, then ask our sales team for an exact quote.
        </p>
        <p className="mt-4 text-ink">
          {marketingClaims.trial}.{' '}
          <Link
            to="/register"
            className="font-semibold text-brand-700 underline underline-offset-4 hover:no-underline dark:text-brand-300"
          >
            Start free trial
          </Link>
        </p>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-8 lg:col-span-2">
          <Section title="Setup & Support" id="setup-support">
            <fieldset>
              <legend className="font-medium text-ink">Integrations</legend>
              <div className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                {__LISA_PRICING_INTEGRATIONS__.map((app) => (
                  <button
                    key={app.id}
                    type="button"
                    aria-pressed={inputs.integrations.includes(app.id)}
                    onClick={() => p.toggleIntegration(app.id)}
                    className={chip}
                  >
                    <span className="block font-medium">{app.name}</span>
                    <span className="block text-ink-muted text-xs">
                      {formatMoney(app.setupUsd, 'USD')} setup
                    </span>
                  </button>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="font-medium text-ink">Workflows</legend>
              <div className="mt-3 grid gap-2 sm:grid-cols-2">
                {PRICING_WORKFLOWS.map((workflow) => (
                  <button
                    key={workflow}
                    type="button"
                    aria-pressed={inputs.workflows.includes(workflow)}
                    onClick={() => p.toggleWorkflow(workflow)}
                    className={chip}
                  >
                    <span className="block font-medium">{workflow}</span>
                    <span className="block text-ink-muted text-xs">
                      {formatMoney(WORKFLOW_SETUP_USD, 'USD')} setup
                    </span>
                  </button>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="font-medium text-ink">Knowledge base size</legend>
              <div className="mt-3 grid gap-2 sm:grid-cols-3">
                {KNOWLEDGE_BASE_OPTIONS.map((option) => (
                  <label
                    key={option.id}
                    className={`${chip} cursor-pointer has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-900/40`}
                  >
                    <input
                      type="radio"
                      name="knowledge-base"
                      value={option.id}
                      checked={inputs.knowledgeBase === option.id}
                      onChange={() => p.setKnowledgeBase(option.id)}
                      className="sr-only"
                    />
                    <span className="block font-medium">
                      {option.label} · {formatMoney(option.setupUsd, 'USD')}
                    </span>
                    <span className="block text-ink-muted text-xs">{option.description}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="max-w-xs">
              <label htmlFor={ids.hours} className="font-medium text-ink">
                Training hours
              </label>
              <input
                id={ids.hours}
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                value={inputs.trainingHours}
                onChange={(e) => p.setNumber('trainingHours', e.target.value)}
                onBlur={() => p.commitNumber('trainingHours')}
                className={numberInput}
              />
              <p className="mt-1 text-ink-muted text-xs">
                {formatMoney(TRAINING_USD_PER_HOUR, 'USD')} per hour
              </p>
            </div>
            <fieldset>
              <legend className="font-medium text-ink">Support package</legend>
              <div className="mt-3 grid gap-2 sm:grid-cols-3">
                {SUPPORT_TIERS.map((tier) => (
                  <label
                    key={tier.id}
                    className={`${chip} cursor-pointer has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-900/40`}
                  >
                    <input
                      type="radio"
                      name="support-package"
                      value={tier.id}
                      checked={inputs.supportPackage === tier.id}
                      onChange={() => p.setSupport(tier.id)}
                      className="sr-only"
                    />
                    <span className="block font-medium">
                      {tier.name} · {formatMoney(tier.monthlyUsd, 'USD')}/mo
                    </span>
                    <span className="block text-ink-muted text-xs">{tier.features.join(', ')}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </Section>

          <Section title="Pricing calculator" id="pricing-calculator">
            <div className="grid gap-4 sm:grid-cols-3">
              <div>
                <label htmlFor={ids.credits} className="font-medium text-ink">
                  Credits per month
                </label>
                <input
                  id={ids.credits}
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  value={inputs.credits}
                  onChange={(e) => p.setNumber('credits', e.target.value)}
                  onBlur={() => p.commitNumber('credits')}
                  className={numberInput}
                />
              </div>
              <div>
                <label htmlFor={ids.users} className="font-medium text-ink">
                  Number of users
                </label>
                <input
                  id={ids.users}
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  value={inputs.users}
                  onChange={(e) => p.setNumber('users', e.target.value)}
                  onBlur={() => p.commitNumber('users')}
                  className={numberInput}
                />
                <p className="mt-1 text-ink-muted text-xs">
                  {INCLUDED_USERS} included, then {formatMoney(25, 'USD')}/user/mo
                </p>
              </div>
              <fieldset>
                <legend className="font-medium text-ink">Currency</legend>
                <div className="mt-1 inline-flex rounded-lg border border-line p-1">
                  {(['USD', 'KES'] as const).map((currency) => (
                    <button
                      key={currency}
                      type="button"
                      aria-pressed={inputs.currency === currency}
                      onClick={() => p.setCurrency(currency)}
                      className="rounded-md px-4 py-1.5 font-medium text-ink-muted text-sm aria-pressed:bg-brand-600 aria-pressed:text-white"
                    >
                      {currency}
                    </button>
                  ))}
                </div>
              </fieldset>
            </div>
            <div>
              <h3 className="font-medium text-ink">Tier breakdown</h3>
              <table className="mt-2 w-full text-left text-sm" aria-label="Tier breakdown">
                <thead className="text-ink-muted">
                  <tr>
                    <th className="py-2 font-medium">Tier</th>
                    <th className="py-2 font-medium">Credits used</th>
                    <th className="py-2 text-right font-medium">Cost</th>
                  </tr>
                </thead>
                <tbody>
                  {estimate.tierBreakdown.map((row) => (
                    <tr key={row.tier.id} className="border-line border-t">
                      <td className="py-2 text-ink">{row.tier.label}</td>
                      <td className="py-2 text-ink tabular-nums">
                        {row.used.toLocaleString('en-US')}
                      </td>
                      <td className="py-2 text-right text-ink tabular-nums">{kes(row.cost)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>

          <section aria-labelledby="credit-tiers" className={card}>
            <h2 id="credit-tiers" className="font-semibold text-ink text-xl">
              Credit pricing tiers
            </h2>
            <p className="mt-2 text-ink-muted text-sm">
              Credits are priced progressively by band and never expire; messages and workflows use
              them.
            </p>
            <table className="mt-4 w-full text-left text-sm" aria-label="Credit pricing tiers">
              <thead className="text-ink-muted">
                <tr>
                  <th className="py-2 font-medium">Credits</th>
                  <th className="py-2 text-right font-medium">KES per credit</th>
                  <th className="py-2 text-right font-medium">USD per credit</th>
                </tr>
              </thead>
              <tbody>
                {CREDIT_TIERS.map((tier) => (
                  <tr key={tier.id} className="border-line border-t">
                    <td className="py-2 text-ink">{tier.label}</td>
                    <td className="py-2 text-right text-ink tabular-nums">
                      {tier.kesPerCredit.toFixed(2)}
                    </td>
                    <td className="py-2 text-right text-ink tabular-nums">
                      ${kesToUsd(tier.kesPerCredit).toFixed(4)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>

        <aside aria-labelledby="estimated-costs" className="lg:col-span-1">
          <div className={`${card} lg:sticky lg:top-24`}>
            <h2 id="estimated-costs" className="scroll-mt-24 font-semibold text-ink text-xl">
              Estimated costs
            </h2>
            <div className="mt-4 divide-y divide-line text-sm">
              <dl className="pb-2">
                <Row
                  label="Credits"
                  value={`${estimate.state.credits.toLocaleString('en-US')} (${formatKes(estimate.creditCostKes)})`}
                />
                <Row label="Credit cost" value={money(estimate.creditCostUsd)} />
                <Row label="Additional users" value={money(estimate.additionalUserCostUsd)} />
                <Row label="Support" value={money(estimate.supportMonthlyUsd)} />
                <Row label="Monthly total" value={money(estimate.totalMonthlyUsd)} strong />
              </dl>
              <dl className="py-2">
                <Row label="Integrations setup" value={money(estimate.setup.integrationsUsd)} />
                <Row label="Workflows setup" value={money(estimate.setup.workflowsUsd)} />
                <Row label="Knowledge base setup" value={money(estimate.setup.knowledgeBaseUsd)} />
                <Row label="Training" value={money(estimate.setup.trainingUsd)} />
                <Row label="Setup (one-time)" value={money(estimate.setupCostUsd)} strong />
              </dl>
              <dl className="pt-2" data-keep-clear>
                <Row label="Annual total" value={money(estimate.totalAnnualUsd)} strong />
              </dl>
            </div>
            <div className="mt-6 flex flex-col gap-3" data-keep-clear>
              <Link
                to="/enterprise-quote"
                className="rounded-full bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700"
              >
                Request setup
              </Link>
              <Link
                to="/contact"
                className="rounded-full border border-line px-5 py-3 text-center font-semibold text-ink hover:border-brand-300"
              >
                Contact sales
              </Link>
            </div>
          </div>
        </aside>
      </div>
      {/* Phones: the estimate sits below every option, so its totals stay in view (issue 22). */}
      <section
        aria-label="Estimate summary"
        data-keep-clear
        className="sticky bottom-0 z-20 mt-8 border-line border-t bg-surface-raised/95 px-4 py-3 shadow-card backdrop-blur-md lg:hidden"
      >
        <div className="flex items-center justify-between gap-3 text-sm">
          <dl className="flex gap-6">
            <div>
              <dt className="text-ink-muted text-xs">Monthly</dt>
              <dd className="font-semibold text-ink tabular-nums">
                {money(estimate.totalMonthlyUsd)}
              </dd>
            </div>
            <div>
              <dt className="text-ink-muted text-xs">Annual total</dt>
              <dd data-summary="Annual total" className="font-semibold text-ink tabular-nums">
                {money(estimate.totalAnnualUsd)}
              </dd>
            </div>
          </dl>
          <a
            href="#estimated-costs"
            className="rounded-full border border-line px-3 py-2 font-semibold text-ink text-xs"
          >
            Details
          </a>
        </div>
      </section>
    </main>
  );
}
