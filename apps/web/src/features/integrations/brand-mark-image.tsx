import { Braces, MessageSquareCode } from 'lucide-react';

/**
 * App marks on the landing page and the integrations page's cards: the same tiles as
 * @lisa/ui's BrandMark (md size), but a real mark is an <img> of /brand-marks/{key}.svg
 * (scripts/brand-mark-files-plugin.ts) rather than its path data in the page's
 * JavaScript (-5 KB gzipped). The keys
 * that have a file come from the build (__LISA_BRAND_MARK_KEYS__). Apps simple-icons
 * lacks get BrandMark's fallback tile: kept in step with packages/ui/src/brand-mark.
 */
const markKeys = new Set<string>(
  typeof __LISA_BRAND_MARK_KEYS__ === 'undefined' ? [] : __LISA_BRAND_MARK_KEYS__,
);

const fallbacks: Readonly<Record<string, { bg: string; glyph?: 'widget' | 'api' }>> = {
  'web-widget': { bg: '#4F46E5', glyph: 'widget' },
  api: { bg: '#1E293B', glyph: 'api' },
  slack: { bg: '#4A154B' },
  kijani: { bg: '#3F6212' },
};
const palette = ['#1D4ED8', '#7C3AED', '#BE185D', '#B45309', '#047857', '#0E7490'];
function paletteColour(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? '#1D4ED8';
}
function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : name.slice(0, 2);
  return letters.toUpperCase();
}

export function BrandMarkImage({ mark, name }: { mark: string; name: string }) {
  if (markKeys.has(mark)) {
    return (
      <span
        aria-hidden="true"
        data-brand-mark={mark}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl border border-black/5 bg-white shadow-sm"
      >
        <img src={`/brand-marks/${mark}.svg`} alt="" width={22} height={22} loading="lazy" />
      </span>
    );
  }
  const fallback = fallbacks[mark];
  const Glyph =
    fallback?.glyph === 'widget' ? MessageSquareCode : fallback?.glyph === 'api' ? Braces : null;
  return (
    <span
      aria-hidden="true"
      data-brand-mark={mark}
      data-fallback=""
      style={{ backgroundColor: fallback?.bg ?? paletteColour(mark) }}
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-white/15 to-black/10 font-bold text-sm text-white shadow-sm"
    >
      {Glyph ? <Glyph size={22} strokeWidth={2} /> : initials(name)}
    </span>
  );
}
