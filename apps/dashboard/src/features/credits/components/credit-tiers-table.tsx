import { CREDIT_TIERS, EXCHANGE_RATE_KES_PER_USD, formatKes } from '@lisa/catalogue/pricing';

/** SPEC §9 credit tiers from the catalogue: KES per credit, applied progressively by band. */
export function CreditTiersTable() {
  return (
    <div className="mt-3 overflow-x-auto rounded-card border border-line bg-surface-raised shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Credit pricing tiers</caption>
        <thead className="border-line border-b text-ink-muted">
          <tr>
            <th scope="col" className="px-5 py-3 font-medium">
              Credits
            </th>
            <th scope="col" className="px-5 py-3 text-right font-medium">
              Price per credit
            </th>
            <th scope="col" className="px-5 py-3 text-right font-medium">
              In USD
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {CREDIT_TIERS.map((tier) => (
            <tr key={tier.id}>
              <td className="px-5 py-3">{tier.label}</td>
              <td className="px-5 py-3 text-right tabular-nums">{formatKes(tier.kesPerCredit)}</td>
              <td className="px-5 py-3 text-right text-ink-muted tabular-nums">
                ${(tier.kesPerCredit / EXCHANGE_RATE_KES_PER_USD).toFixed(4)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-line border-t px-5 py-3 text-ink-muted text-xs">
        Each credit is priced by the band it falls in, like tax brackets. Exchange rate{' '}
        {EXCHANGE_RATE_KES_PER_USD} KES per USD.
      </p>
    </div>
  );
}
