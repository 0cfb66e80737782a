// The visitor chat: POST /chat's behaviour and the teammate's takeover, in two short
// transactions around the (possibly slow) agent engine call.
//
//  1. store (visitor-message.ts): contact and conversation found or created, limits checked
//     (chat-limits.ts), the visitor message stored or found again on a retry.
//  2. the engine answers, outside any transaction.
//  3. reply (bot-reply.ts): the reply stored and one credit debited in one transaction.
//
// Statements that do not need each other's results are sent together (Promise.all on one
// transaction pipelines them on PostgreSQL; PGlite runs them in turn): each round trip
// costs more CPU than the SQL it carries.
import type { AgentEngine } from '@lisa/agent/types';
import type { ChatResponse } from '@lisa/contracts/chat';
import type { VisitorMessages } from '@lisa/contracts/realtime';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { VisitorTokens } from '../../platform/security/visitor-token.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import type { Webhooks } from '../../platform/webhooks/webhooks.ts';
import { behaviourOf } from '../agent/agent-settings.ts';
import { gapQuestion, type KnowledgeGapsService } from '../agent/knowledge-gaps.ts';
import type { Enricher } from '../contacts/contact-enrich.ts';
import { extractDetails } from '../contacts/contact-extract.ts';
import type { WorkflowRuntime } from '../workflows/workflow-runtime.ts';
import { storeBotReply } from './bot-reply.ts';
import { createChatEvents } from './chat-events.ts';
import type { ChatLimits } from './chat-limits.ts';
import type { ConversationRow, MessageRow } from './chat-rows.ts';
import { toChatResponse } from './chat-views.ts';
import { routeHandoff } from './routing.ts';
import { createTakeover, type Takeover } from './takeover.ts';
import { readVisitorMessages } from './visitor-history.ts';
import { type ChatInput, storeVisitorMessage } from './visitor-message.ts';

export interface ChatServiceOptions {
  db: Database;
  engine: AgentEngine;
  bus: EventBus;
  webhooks: Webhooks;
  clock: () => Date;
  visitorTokens: VisitorTokens;
  limits: ChatLimits;
  /** Where visitors' attachments are stored (platform/storage). */
  storage: FileStore;
  /** Called once per newly stored visitor message (the sales module captures leads); never throws into the chat. */
  onVisitorMessage?: (message: MessageRow) => Promise<unknown>;
  /** Enrich: what the visitor says about themselves goes to their contact (source agent). */
  enricher?: Enricher;
  /** Where a failed enrichment is reported (the visitor's reply never waits on it failing). */
  onEnrichError?: (error: unknown) => void;
  /** Records the questions the agent could not answer (agent/knowledge-gaps.ts). */
  gaps?: Pick<KnowledgeGapsService, 'record'>;
  log?: { warn(obj: object, msg: string): void };
  /** Workflows answer first when a run is active or a trigger matches (modules/workflows). */
  workflows?: Pick<WorkflowRuntime, 'reply'>;
}

export interface ChatService extends Takeover {
  handle(input: ChatInput): Promise<ChatResponse>;
  /** A visitor's own conversation after a message id (visitor-history.ts). */
  visitorMessages(token: string | null, after: number): Promise<VisitorMessages>;
}

export function createChatService(options: ChatServiceOptions): ChatService {
  const { db, engine, bus, webhooks, clock, visitorTokens, limits, enricher, gaps, log } = options;
  const events = createChatEvents({ bus, webhooks, db });

  function respond(conversation: ConversationRow, reply: MessageRow | null): ChatResponse {
    const token = visitorTokens.sign({
      businessId: conversation.businessId,
      conversationId: conversation.id,
    });
    return toChatResponse(conversation, reply, token);
  }

  /** A conversation just handed over: assigned in turn, or the visitor told nobody is on. */
  async function route(conversation: ConversationRow): Promise<void> {
    if (conversation.status !== 'waiting') return;
    const routed = await routeHandoff(db, conversation.id, clock());
    if (routed.notice) await events.publishMessage(routed.notice);
    if (routed.conversation) await events.publishConversation(routed.conversation);
  }

  return {
    ...createTakeover({ db, clock, events }),
    visitorMessages: (token, after) => readVisitorMessages(db, visitorTokens, token, after),

    async handle(input) {
      const stored = await storeVisitorMessage(db, limits, input, clock(), options.storage);
      const { business } = stored;
      if (!stored.duplicate) {
        await options.onVisitorMessage?.(stored.visitorMessage).catch(() => {});
        await events.publishMessage(stored.visitorMessage);
        if (stored.created || stored.statusChanged) {
          await events.publishConversation(stored.conversation, {
            created: stored.created,
            statusChanged: stored.statusChanged,
          });
        }
        if (stored.systemReply) await events.publishMessage(stored.systemReply);
      }
      if (!stored.duplicate && enricher) {
        // Only messages that name an email, a phone or "my name is" cost anything here.
        const details = extractDetails(input.message);
        if (details) {
          await enricher
            .enrich(business.id, stored.conversation.contactId, details)
            .catch((error) => options.onEnrichError?.(error));
        }
      }
      if (stored.existingReply) return respond(stored.conversation, stored.existingReply);
      if (stored.mode === 'no_credits') {
        await route(stored.conversation);
        return respond(stored.conversation, stored.systemReply);
      }
      if (stored.mode === 'human') return respond(stored.conversation, null);

      const behaviour = business.behaviour ? behaviourOf(business.behaviour) : undefined;
      const workflowAnswer = await options.workflows?.reply({
        business,
        conversation: stored.conversation,
        message: stored.visitorMessage,
        created: stored.created,
      });
      // A workflow's answer takes the engine's place; the rest (credit, hand-off) is the same.
      const answerer = workflowAnswer ? { reply: async () => workflowAnswer } : engine;
      const answer = await answerer.reply({
        businessId: business.id,
        businessName: business.name,
        agentName: business.agentName,
        defaultLanguage: business.defaultLanguage,
        message: stored.visitorMessage.text,
        history: stored.history,
        now: clock(),
        ...(behaviour ? { behaviour } : {}),
        ...(input.requestId ? { requestId: input.requestId } : {}),
      });
      const outcome = await storeBotReply(db, clock, business, stored.visitorMessage, answer);
      const gap =
        !outcome.existed && gaps
          ? gapQuestion(answer.decision, stored.visitorMessage.text)
          : undefined;
      if (gap) {
        // A gap not recorded is a lost hint, never a failed reply.
        await gaps
          ?.record(business.id, gap, answer.decision, stored.conversation.id)
          .catch((error: unknown) => {
            log?.warn({ err: error, businessId: business.id }, 'knowledge gap not recorded');
          });
      }
      if (!outcome.existed && outcome.reply) await events.publishMessage(outcome.reply);
      if (outcome.statusChanged) {
        await events.publishConversation(outcome.conversation, { statusChanged: true });
        await route(outcome.conversation);
      }
      return respond(outcome.conversation, outcome.reply);
    },
  };
}
