// What a chat widget needs to greet a visitor: the business's name and its agent's name.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses } from '../../db/schema/core.ts';
import { NotFoundError } from '../../platform/http/app-error.ts';

export interface BusinessService {
  /** The business's greeting names; 404 for an unknown id. */
  greeting(id: number): Promise<{ name: string; agentName: string }>;
}

export function createBusinessService(db: Database): BusinessService {
  return {
    async greeting(id) {
      const [business] = await db
        .select({ name: businesses.name, agentName: businesses.agentName })
        .from(businesses)
        .where(eq(businesses.id, id));
      if (!business) throw new NotFoundError(`Business ${id} not found`);
      return business;
    },
  };
}
