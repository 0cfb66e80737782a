// Display helpers. The currency toggle only changes display (SPEC §4), so amounts are
// computed in USD and converted here.

import { type Currency, EXCHANGE_RATE_KES_PER_USD } from './constants.ts';

/** Half away from zero at the cent, robust to binary fractions like 1.005. */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON * Math.abs(amount)) * 100) / 100;
}

export function usdToKes(amountUsd: number): number {
  return amountUsd * EXCHANGE_RATE_KES_PER_USD;
}

export function kesToUsd(amountKes: number): number {
  return amountKes / EXCHANGE_RATE_KES_PER_USD;
}

const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const kesFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$3,112.45" or "KES 403,996.01" for an amount held in USD. */
export function formatMoney(amountUsd: number, currency: Currency): string {
  if (currency === 'KES') return `KES ${kesFormat.format(roundToCents(usdToKes(amountUsd)))}`;
  return usdFormat.format(roundToCents(amountUsd));
}

/** "KES 1,000.00" for an amount held in KES (credit costs). */
export function formatKes(amountKes: number): string {
  return `KES ${kesFormat.format(roundToCents(amountKes))}`;
}
