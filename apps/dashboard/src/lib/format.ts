const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 12,345.5 — the figures the dashboard shows, grouped the same way everywhere. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
