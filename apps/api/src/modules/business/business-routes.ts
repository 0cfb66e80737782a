// GET /business/:id: the name and agent name a widget greets with (SPEC §7).
import { DEFAULT_WIDGET_COLOUR } from '@lisa/contracts/agent';
import { businessLookupSchema } from '@lisa/contracts/business';
import { businessIdSchema } from '@lisa/contracts/chat';
import { z } from 'zod';
import type { App } from '../../context.ts';
import { apiErrorSchema as errorBodySchema } from '../../platform/http/error-schema.ts';
import type { BusinessService } from './business-service.ts';

export async function businessRoutes(app: App, business: BusinessService): Promise<void> {
  app.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Business name and agent name for a chat widget',
        tags: ['chat'],
        params: z.object({ id: businessIdSchema }),
        response: { 200: businessLookupSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const found = await business.greeting(request.params.id);
      return {
        business_name: found.name,
        agent_name: found.agentName,
        widget_colour: found.widgetColour ?? DEFAULT_WIDGET_COLOUR,
        avatar_url: found.avatarUrl,
        greeting: found.greeting,
      };
    },
  );
}
