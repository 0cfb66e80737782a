// GET /api/openapi.json, the OpenAPI document of every module's routes, and the docs page
// that renders it at /api/docs. Neither is part of the document itself.
import fastifyCompress from '@fastify/compress';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { App } from '../../context.ts';

export async function apiDocsRoutes(app: App): Promise<void> {
  // The document is about 770 KB of JSON (about 30 KB compressed) and the marketing site's
  // /api page waits for it on a phone: compressed for clients that accept it. Only in this
  // module's scope; the other routes are unchanged.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  app.get(
    '/openapi.json',
    { schema: { hide: true }, config: { access: 'public', rateLimit: false } },
    () => app.swagger(),
  );
}
