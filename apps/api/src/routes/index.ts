// The one list of route plugins. Each area registers its plugin here with one line;
// every plugin receives the AppContext (db, env, bus, mailer, clock, services) as options.
import { accountsRoutes } from '../accounts/index.ts';
import type { App, AppContext } from '../context.ts';
import { knowledgeRoutes } from '../knowledge/index.ts';
import { businessRoutes } from './business.ts';
import { chatRoutes } from './chat.ts';
import { formRoutes } from './forms.ts';
import { healthRoutes } from './health.ts';

export async function registerRoutes(app: App, context: AppContext): Promise<void> {
  await app.register(healthRoutes, context);
  await app.register(businessRoutes, context);
  await app.register(chatRoutes, context);
  await app.register(formRoutes, context);
  await app.register(accountsRoutes, context);
  await app.register(knowledgeRoutes, context);
}
