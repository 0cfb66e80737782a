import { BrandMarkFallback } from './brand-mark-fallback.tsx';
import { brandMarks } from './marks.ts';

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
  return (
    <BrandMarkFallback mark={mark} name={name} box={`${s.box} ${className}`} glyphSize={s.svg} />
  );
}
