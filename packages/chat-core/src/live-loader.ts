// The stores start the visitor's live channel only once a POST /chat answer carries a
// visitor token: the channel (and the zod schemas it parses frames with) is a separate
// chunk, loaded then — never with a page's first JavaScript.
import type {
  VisitorLiveChannel,
  VisitorLiveEvent,
  VisitorLiveOptions,
  VisitorSession,
} from './visitor-live.ts';

/** Makes the channel a store follows; called once, on the first answer with a token. */
export type LiveChannelFactory = () => VisitorLiveChannel | Promise<VisitorLiveChannel>;

export function lazyVisitorLive(options: VisitorLiveOptions): LiveChannelFactory {
  return () => import('./visitor-live.ts').then((m) => m.createVisitorLive(options));
}

export interface LiveFollower {
  /** Loads the channel once and points it at the conversation of the latest answer. */
  follow(session: VisitorSession): void;
  /** Closes the channel; a later follow() opens a new one. */
  close(): void;
  /** The visitor is typing (or stopped): passed to the channel when it is loaded. */
  sendTyping(typing: boolean): void;
}

/** What both stores do with their optional channel factory. */
export function createLiveFollower(
  factory: LiveChannelFactory | undefined,
  onEvent: (event: VisitorLiveEvent) => void,
): LiveFollower {
  let live: Promise<VisitorLiveChannel | null> | null = null;
  let loaded: VisitorLiveChannel | null = null;
  let closed = false;
  return {
    follow(session) {
      if (!factory) return;
      closed = false;
      if (!live) {
        const created: Promise<VisitorLiveChannel | null> = Promise.resolve()
          .then(factory)
          .then((channel) => {
            channel.subscribe(onEvent);
            loaded = channel;
            return channel;
          })
          .catch(() => {
            // The chunk did not load (offline, a deploy in between): retry on the next answer.
            if (live === created) live = null;
            return null;
          });
        live = created;
      }
      const loading = live;
      void loading.then((channel) => {
        if (!channel || closed || live !== loading) return;
        channel.follow({ ...session });
      });
    },
    sendTyping(typing) {
      if (!closed && live) loaded?.sendTyping(typing);
    },
    close() {
      closed = true;
      loaded = null;
      const current = live;
      live = null;
      void current?.then((channel) => channel?.close());
    },
  };
}
