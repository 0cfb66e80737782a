import type { IntegrationIcon } from '@lisa/catalogue/integrations';

// Brand marks are not shipped; each app gets a coloured tile with its monogram so the
// cards stay recognisable without third-party logos.
const tiles: Record<IntegrationIcon, { bg: string; text: string }> = {
  'web-widget': { bg: 'bg-brand-600', text: 'WW' },
  api: { bg: 'bg-slate-800', text: '{ }' },
  whatsapp: { bg: 'bg-green-600', text: 'WA' },
  messenger: { bg: 'bg-blue-600', text: 'FM' },
  instagram: { bg: 'bg-pink-600', text: 'IG' },
  slack: { bg: 'bg-purple-700', text: 'SL' },
  asana: { bg: 'bg-rose-500', text: 'AS' },
  'google-meet': { bg: 'bg-emerald-600', text: 'GM' },
  calendar: { bg: 'bg-sky-600', text: 'CA' },
  zoho: { bg: 'bg-red-600', text: 'ZO' },
  kijani: { bg: 'bg-lime-700', text: 'KI' },
  odoo: { bg: 'bg-fuchsia-800', text: 'OD' },
};

export function AppIcon({ icon, size = 'md' }: { icon: IntegrationIcon; size?: 'md' | 'lg' }) {
  const tile = tiles[icon];
  const box = size === 'lg' ? 'h-16 w-16 text-lg' : 'h-11 w-11 text-sm';
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-xl font-bold text-white ${box} ${tile.bg}`}
    >
      {tile.text}
    </span>
  );
}
