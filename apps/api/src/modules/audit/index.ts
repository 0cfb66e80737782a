// The audit module: GET /api/audit-log, the business's append-only record of changes
// (written through context.audit by every module that changes something).

import { errorBodySchema } from '@lisa/contracts/errors';
import { auditPageSchema, auditQuerySchema } from '@lisa/contracts/team';
import type { AuditLog } from '../../platform/audit/audit-log.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { memberSessionOf, requireDashboardSession } from '../../platform/http/session-guard.ts';

export const auditModule: ApiModule<AuditLog> = {
  prefix: '/api/audit-log',
  services: (context) => context.audit,
  routes: async (app, audit, context) => {
    app.addHook('preValidation', requireDashboardSession(context.sessions));
    app.get(
      '',
      {
        config: { access: 'audit.read' },
        schema: {
          summary: 'Who changed what and when, newest first; filter by actor and kind',
          tags: ['team'],
          querystring: auditQuerySchema,
          response: {
            200: auditPageSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
          },
        },
      },
      (request) => audit.page(memberSessionOf(request).businessId, request.query),
    );
  },
};
