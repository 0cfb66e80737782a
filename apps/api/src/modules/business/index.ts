// The business module: GET /business/:id, a widget's greeting names.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { businessRoutes } from './business-routes.ts';
import { type BusinessService, createBusinessService } from './business-service.ts';

export const businessModule: ApiModule<BusinessService> = {
  prefix: '/business',
  services: (context) => createBusinessService(context.db),
  routes: businessRoutes,
};
