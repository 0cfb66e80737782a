import { type ChatTransport, createApiChatTransport } from '@lisa/chat-core';
import { env } from '../../env.ts';

let transport: ChatTransport | null = null;

/** The site's one chat transport, to the API named in env.ts. */
export function siteChatTransport(): ChatTransport {
  transport ??= createApiChatTransport({ chatHost: env.apiUrl });
  return transport;
}
