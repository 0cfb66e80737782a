// GET /business/:id: the name and agent name a widget greets with (SPEC §7).
import { businessLookupSchema } from '@lisa/contracts/business';
import { businessIdSchema } from '@lisa/contracts/chat';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { businesses } from '../../db/schema/core.ts';
import { NotFoundError } from '../../platform/http/app-error.ts';
import { apiErrorSchema as errorBodySchema } from '../../platform/http/error-schema.ts';

export const businessRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/business/:id',
    {
      schema: {
        summary: 'Business name and agent name for a chat widget',
        tags: ['chat'],
        params: z.object({ id: businessIdSchema }),
        response: { 200: businessLookupSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const [business] = await context.db
        .select({ name: businesses.name, agentName: businesses.agentName })
        .from(businesses)
        .where(eq(businesses.id, request.params.id));
      if (!business) throw new NotFoundError(`Business ${request.params.id} not found`);
      return { business_name: business.name, agent_name: business.agentName };
    },
  );
};
