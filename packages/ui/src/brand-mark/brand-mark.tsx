import { Braces, MessageSquareCode } from 'lucide-react';
import { brandMarks } from './marks.ts';

/**
 * Marks for keys that are not third-party brands (our own widget and API) or that
 * simple-icons does not carry (Slack asked to be removed; Kijani is not in it): a tile
 * in the brand's colour with a glyph or the name's initials.
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

const sizes = {
  sm: { box: 'h-8 w-8 rounded-lg text-xs', svg: 16 },
  md: { box: 'h-11 w-11 rounded-xl text-sm', svg: 22 },
  lg: { box: 'h-16 w-16 rounded-2xl text-lg', svg: 32 },
} as const;

export interface BrandMarkProps {
  /** The catalogue's icon key (e.g. `whatsapp`, `google-meet`). */
  mark: string;
  /** The app's name: the fallback's initials. */
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}

/**
 * An app's brand mark on a tile (decorative: the app's name is always written next to
 * it). Real marks come from simple-icons (CC0), drawn in the brand's colour on a light
 * tile; apps it lacks get a styled tile with a glyph or initials.
 */
export function BrandMark({ mark, name, size = 'md', className = '' }: BrandMarkProps) {
  const s = sizes[size];
  const known = brandMarks[mark];
  if (known) {
    return (
      <span
        aria-hidden="true"
        data-brand-mark={mark}
        className={`flex shrink-0 items-center justify-center border border-black/5 bg-white shadow-sm ${s.box} ${className}`}
      >
        <svg viewBox="0 0 24 24" width={s.svg} height={s.svg} fill={known.hex} role="presentation">
          <path d={known.path} />
        </svg>
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
      className={`flex shrink-0 items-center justify-center bg-linear-to-br from-white/15 to-black/10 font-bold text-white shadow-sm ${s.box} ${className}`}
    >
      {Glyph ? <Glyph size={s.svg} strokeWidth={2} /> : initials(name)}
    </span>
  );
}
