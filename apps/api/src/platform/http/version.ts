// The API's version, as published in package.json (bundled into dist at build time).
import pkg from '../../../package.json' with { type: 'json' };

export const API_VERSION: string = pkg.version;
