/** Set by vite.config.ts at build time; absent in unit tests (checked with typeof). */
declare const __LISA_BUILD_YEAR__: number | undefined;
