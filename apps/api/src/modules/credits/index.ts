// The credits module: the signed-in business's balance and ledger.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { creditsRoutes } from './credits-routes.ts';
import { type CreditsService, createCreditsService } from './credits-service.ts';

export const creditsModule: ApiModule<CreditsService> = {
  prefix: '/api/credit',
  services: (context) => createCreditsService(context.db),
  routes: creditsRoutes,
};
