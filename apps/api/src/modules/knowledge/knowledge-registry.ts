// One knowledge store per database handle: the engine (built in main.ts) and the
// knowledge routes (registered through routes/index.ts) must share the same in-memory
// indexes, and the route plugins only receive the AppContext.
import type { Database } from '../../db/client.ts';
import { createKnowledgeStore, type KnowledgeStore } from './knowledge-store.ts';

const stores = new WeakMap<Database, KnowledgeStore>();

export function knowledgeStoreFor(db: Database, clock?: () => Date): KnowledgeStore {
  let store = stores.get(db);
  if (!store) {
    store = createKnowledgeStore(clock ? { db, clock } : { db });
    stores.set(db, store);
  }
  return store;
}
