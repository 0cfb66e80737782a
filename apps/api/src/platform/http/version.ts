// The release version: the root package.json's `version` (the product's, which the release
// notes and changelog follow), bundled into dist at build time. /api/health-check and the
// OpenAPI document report it, and both status pages show it from there.
import pkg from '../../../../../package.json' with { type: 'json' };

export const API_VERSION: string = pkg.version;
