/** Set by vite.config.ts at build time; absent in unit tests (checked with typeof). */
declare const __LISA_BUILD_YEAR__: number | undefined;
/** The keys of @lisa/ui's brand marks served as /brand-marks/{key}.svg (vite.config.ts). */
declare const __LISA_BRAND_MARK_KEYS__: readonly string[] | undefined;
