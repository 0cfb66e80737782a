/** Set by vite.config.ts at build time; absent in unit tests (checked with typeof). */
declare const __LISA_BUILD_YEAR__: number | undefined;
/** The keys of @lisa/ui's brand marks served as /brand-marks/{key}.svg (vite.config.ts). */
declare const __LISA_BRAND_MARK_KEYS__: readonly string[] | undefined;
/** Catalogue facts computed at build time (scripts/catalogue-digest.ts, vite.config.ts). */
declare const __LISA_APP_CATALOGUE__: import('./lib/catalogue-digest.ts').AppCatalogueDigest;
declare const __LISA_PRICING_INTEGRATIONS__: readonly import('./lib/catalogue-digest.ts').PricingIntegration[];
declare const __LISA_INDUSTRIES__: import('./lib/catalogue-digest.ts').IndustryDigest;
declare const __LISA_APP_NAMES__: readonly { id: string; name: string }[];
