import { Braces, MessageSquareCode } from 'lucide-react';

/**
 * Marks for keys that are not third-party brands (our own widget and API) or that
 * simple-icons does not carry (Slack asked to be removed; Kijani is not in it): a tile
 * in the brand's colour with a glyph or the name's initials. Its own module, without the
 * marks' path data, so a page that draws real marks as files can still use it.
 */
const fallbacks: Readonly<Record<string, { bg: string; glyph?: 'widget' | 'api' }>> = {
  'web-widget': { bg: '#4F46E5', glyph: 'widget' },
  api: { bg: '#1E293B', glyph: 'api' },
  slack: { bg: '#4A154B' },
  kijani: { bg: '#3F6212' },
};

/** Deterministic colour for an unknown key, from a small palette of dark tones. */
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

/** The fallback tile; `box` sizes and rounds it, `glyphSize` is the glyph's pixels. */
export function BrandMarkFallback({
  mark,
  name,
  box,
  glyphSize,
}: {
  mark: string;
  name: string;
  box: string;
  glyphSize: number;
}) {
  const fallback = fallbacks[mark];
  const Glyph =
    fallback?.glyph === 'widget' ? MessageSquareCode : fallback?.glyph === 'api' ? Braces : null;
  return (
    <span
      aria-hidden="true"
      data-brand-mark={mark}
      data-fallback=""
      style={{ backgroundColor: fallback?.bg ?? paletteColour(mark) }}
      className={`flex shrink-0 items-center justify-center bg-linear-to-br from-white/15 to-black/10 font-bold text-white shadow-sm ${box}`}
    >
      {Glyph ? <Glyph size={glyphSize} strokeWidth={2} /> : initials(name)}
    </span>
  );
}
