import type { BusinessLookup } from '@lisa/contracts/business';
import type { ChatRequestInput } from '@lisa/contracts/chat';
import type { ChatReply, ChatTransport } from '../src/transport.ts';

/** A transport whose answers the test decides, one deferred promise per send. */
export function scriptedTransport(
  business: BusinessLookup = { business_name: 'Acme', agent_name: 'Ada' },
) {
  const sent: ChatRequestInput[] = [];
  const pending: { resolve(reply: ChatReply): void; reject(error: unknown): void }[] = [];
  let lookups = 0;
  let lookupFails = false;
  let onProgress: ((percent: number) => void) | undefined;
  const transport: ChatTransport = {
    send(request, _signal, onUploadProgress) {
      sent.push(request);
      onProgress = onUploadProgress;
      return new Promise<ChatReply>((resolve, reject) => pending.push({ resolve, reject }));
    },
    async lookupBusiness() {
      lookups += 1;
      if (lookupFails) throw new Error('lookup failed');
      return business;
    },
  };
  return {
    transport,
    sent,
    get lookups() {
      return lookups;
    },
    /** Reports upload progress for the latest send (if it asked for it). */
    progress(percent: number) {
      onProgress?.(percent);
    },
    get wantsProgress() {
      return onProgress !== undefined;
    },
    failLookups() {
      lookupFails = true;
    },
    reply(response: string | undefined) {
      pending.shift()?.resolve({ response });
    },
    /** Resolves the oldest send with a whole reply (conversation, visitor token, status). */
    answer(reply: ChatReply) {
      pending.shift()?.resolve(reply);
    },
    fail(error: unknown = new Error('boom')) {
      pending.shift()?.reject(error);
    },
  };
}

let counter = 0;
export const sequentialIds = () => `id-${++counter}`;
