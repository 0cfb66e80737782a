// The one shape of an API module (modules/<area>/index.ts): the prefix its routes live
// under, the services it builds from the context, and its routes, which receive those
// services. server.ts registers every module from one list, so each service is built once
// per server and no module keeps a registry of its own.
import type { App, AppContext } from '../../context.ts';

export interface ApiModule<Services> {
  /** Every route of the module is registered under this prefix ('' for none). */
  prefix: string;
  /** Builds the module's services (rules and transactions) from the shared context. */
  services(context: AppContext): Services;
  /** HTTP only: schemas in, a service call, a view out. */
  routes(app: App, services: Services, context: AppContext): Promise<void>;
}

/** Builds a module's services, registers its routes under its prefix, returns the services. */
export async function registerModule<Services>(
  app: App,
  context: AppContext,
  module: ApiModule<Services>,
): Promise<Services> {
  const services = module.services(context);
  await app.register(async (scope) => module.routes(scope, services, context), {
    prefix: module.prefix,
  });
  return services;
}
