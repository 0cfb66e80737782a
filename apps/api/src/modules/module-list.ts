// The one list of route plugins. Each area registers its plugin here with one line;
// every plugin receives the AppContext (db, env, bus, mailer, clock, services) as options.

import type { App, AppContext } from '../context.ts';
import { accountsRoutes } from './auth/index.ts';
import { businessRoutes } from './business/business-routes.ts';
import { chatRoutes } from './chat/chat-routes.ts';
import { formRoutes } from './forms/forms-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { knowledgeRoutes } from './knowledge/index.ts';

export async function registerRoutes(app: App, context: AppContext): Promise<void> {
  await app.register(healthRoutes, context);
  await app.register(businessRoutes, context);
  await app.register(chatRoutes, context);
  await app.register(formRoutes, context);
  await app.register(accountsRoutes, context);
  await app.register(knowledgeRoutes, context);
}
