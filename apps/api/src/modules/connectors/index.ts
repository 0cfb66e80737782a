// The connectors module: /api/connectors (connect, test, disconnect, call log) and the
// service workflow steps call (connectorsOf: one per server, shared with modules/workflows).
import type { AppContext } from '../../context.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { connectorsRoutes } from './connectors-routes.ts';
import { type ConnectorsService, createConnectorsService } from './connectors-service.ts';
import { createOdooInventory } from './odoo-inventory.ts';
import { odooInventoryRoutes } from './odoo-inventory-routes.ts';

const services = new WeakMap<AppContext, ConnectorsService>();

/** ODOO_URL, ODOO_DB, ODOO_USER_ID, ODOO_API_KEY (env.ts checks: all four or none). */
function platformOdoo({ env }: AppContext) {
  if (!env.ODOO_URL || !env.ODOO_DB || !env.ODOO_USER_ID || !env.ODOO_API_KEY) return {};
  return {
    platformOdoo: {
      url: env.ODOO_URL,
      database: env.ODOO_DB,
      user_id: env.ODOO_USER_ID,
      api_key: env.ODOO_API_KEY,
    },
  };
}

export function connectorsOf(context: AppContext): ConnectorsService {
  let service = services.get(context);
  if (!service) {
    service = createConnectorsService({
      db: context.db,
      clock: context.clock,
      audit: context.audit,
      secrets: context.secrets,
      outbound: context.outbound,
      asanaBaseUrl: context.env.ASANA_BASE_URL,
      googleCalendarBaseUrl: context.env.GOOGLE_CALENDAR_BASE_URL,
      googleTokenUrl: context.env.GOOGLE_OAUTH_TOKEN_URL,
      ...platformOdoo(context),
    });
    services.set(context, service);
  }
  return service;
}

export const connectorsModule: ApiModule<ConnectorsService> = {
  prefix: '/api/connectors',
  services: connectorsOf,
  routes: connectorsRoutes,
};

/** POST /odoo/inventory/{business_id} and its downloads (odoo-inventory.ts). */
export const odooInventoryModule: ApiModule<ReturnType<typeof createOdooInventory>> = {
  prefix: '/odoo',
  services: (context) => createOdooInventory(context),
  routes: odooInventoryRoutes,
};
