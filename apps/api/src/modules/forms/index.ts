// The forms module: POST /forms/:type, stored and noticed to sales by mail.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { formsRoutes } from './forms-routes.ts';
import { createFormsService, type FormsService } from './forms-service.ts';

export const formsModule: ApiModule<FormsService> = {
  prefix: '/forms',
  services: (context) =>
    createFormsService({
      db: context.db,
      webhooks: context.webhooks,
      mailer: context.mailer,
      clock: context.clock,
      salesEmail: context.env.SALES_EMAIL,
    }),
  routes: formsRoutes,
};
