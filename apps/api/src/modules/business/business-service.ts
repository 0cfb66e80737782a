// What a chat widget needs to greet a visitor: the business's name, its agent's name, and
// the look and greeting the business chose (agent settings).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agentSettings } from '../../db/schema/agent.ts';
import { businesses } from '../../db/schema/core.ts';
import { NotFoundError } from '../../platform/http/app-error.ts';

export interface BusinessService {
  /** The business's greeting names; 404 for an unknown id. */
  greeting(id: number): Promise<{
    name: string;
    agentName: string;
    widgetColour: string | null;
    avatarUrl: string | null;
    greeting: string | null;
  }>;
}

export function createBusinessService(db: Database): BusinessService {
  return {
    async greeting(id) {
      const [business] = await db
        .select({
          name: businesses.name,
          agentName: businesses.agentName,
          widgetColour: agentSettings.widgetColour,
          avatarUrl: agentSettings.avatarUrl,
          greeting: agentSettings.greeting,
        })
        .from(businesses)
        .leftJoin(agentSettings, eq(agentSettings.businessId, businesses.id))
        .where(eq(businesses.id, id));
      if (!business) throw new NotFoundError(`Business ${id} not found`);
      return business;
    },
  };
}
