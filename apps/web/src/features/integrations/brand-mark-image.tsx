import { BrandMarkFallback } from '@lisa/ui/brand-mark-fallback';

/**
 * App marks on the landing page and the integrations page's cards: the same tiles as
 * @lisa/ui's BrandMark (md size), but a real mark is an <img> of /brand-marks/{key}.svg
 * (scripts/brand-mark-files-plugin.ts) rather than its path data in the page's
 * JavaScript (-5 KB gzipped). The keys
 * that have a file come from the build (__LISA_BRAND_MARK_KEYS__). Apps simple-icons
 * lacks get BrandMark's own fallback tile.
 */
const markKeys = new Set<string>(
  typeof __LISA_BRAND_MARK_KEYS__ === 'undefined' ? [] : __LISA_BRAND_MARK_KEYS__,
);

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
  return (
    <BrandMarkFallback mark={mark} name={name} box="h-11 w-11 rounded-xl text-sm" glyphSize={22} />
  );
}
