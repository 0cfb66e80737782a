// GET /api/openapi.json, the OpenAPI document of every module's routes, and the docs page
// that renders it at /api/docs. Neither is part of the document itself.
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { App } from '../../context.ts';

export async function apiDocsRoutes(app: App): Promise<void> {
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  app.get(
    '/openapi.json',
    { schema: { hide: true }, config: { access: 'public', rateLimit: false } },
    () => app.swagger(),
  );
}
