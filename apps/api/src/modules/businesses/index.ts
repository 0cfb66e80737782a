// The businesses module: POST /api/businesses, a signed-in person starts another business
// (from the header's switcher) and becomes its owner, with the same trial as at sign-up.
import { userBusinessSchema } from '@lisa/contracts/accounts';
import { errorBodySchema } from '@lisa/contracts/errors';
import { createBusinessRequestSchema } from '@lisa/contracts/team';
import { z } from 'zod';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import { businessesOf } from '../auth/user-businesses.ts';
import { addOwner, insertTrialBusiness } from '../business/new-business.ts';

export const businessesModule: ApiModule<null> = {
  prefix: '/api/businesses',
  services: () => null,
  routes: async (app, _services, { db, clock, audit, sessions }) => {
    app.addHook('preValidation', requireDashboardSession(sessions));
    app.post(
      '',
      {
        config: { access: 'self' },
        schema: {
          summary: 'Create another business; you become its owner',
          tags: ['team'],
          body: createBusinessRequestSchema,
          response: {
            201: z.object({ business: userBusinessSchema }),
            400: errorBodySchema,
            401: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { userId } = sessionOf(request);
        const businessId = await db.transaction(async (tx) => {
          const id = await insertTrialBusiness(tx, request.body.business_name, clock());
          await addOwner(tx, userId, id);
          await audit.record(
            id,
            { userId, ip: request.ip },
            { kind: 'business.created', target: request.body.business_name },
            tx,
          );
          return id;
        });
        const business = (await businessesOf(db, userId)).find((b) => b.id === businessId);
        if (!business) throw new Error('the new business is not among its owner’s businesses');
        return reply.code(201).send({ business });
      },
    );
  },
};
