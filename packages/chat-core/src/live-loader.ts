// The stores start the visitor's live channel only once a POST /chat answer carries a
// visitor token: the channel (and the zod schemas it parses frames with) is a separate
// chunk, loaded then — never with a page's first JavaScript.
import type { VisitorLiveChannel, VisitorLiveOptions } from './visitor-live.ts';

/** Makes the channel a store follows; called once, on the first answer with a token. */
export type LiveChannelFactory = () => VisitorLiveChannel | Promise<VisitorLiveChannel>;

export function lazyVisitorLive(options: VisitorLiveOptions): LiveChannelFactory {
  return () => import('./visitor-live.ts').then((m) => m.createVisitorLive(options));
}
