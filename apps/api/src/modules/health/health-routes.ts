// HEAD and GET /api/health-check: 200 while the database answers `select 1`, 503 when not
// (the answer is shared by concurrent checks and reused for up to 1 s: health-probe.ts).
// Load balancers and the web app's connection banner poll it, so it skips rate limiting.
import { type HealthResponse, healthResponseSchema } from '@lisa/contracts/health';
import type { App } from '../../context.ts';
import { API_VERSION } from '../../platform/http/version.ts';
import type { HealthProbe } from './health-probe.ts';

export async function healthRoutes(app: App, probe: HealthProbe): Promise<void> {
  app.get(
    '/health-check',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        summary: 'Health of the API and its database',
        tags: ['health'],
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
      // The body is built from typed constants just below; checking it against the schema
      // on every poll would be the route's biggest cost after the socket write.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (_request, reply) => {
      const up = await probe.check();
      const body: HealthResponse = {
        status: up ? 'ok' : 'error',
        database: up ? 'ok' : 'unavailable',
        version: API_VERSION,
      };
      reply.header('cache-control', 'no-store');
      return reply.code(up ? 200 : 503).send(body);
    },
  );
}
