// The agent studio's playground (issue 15): the business's agent exactly as visitors get it
// — the same engine, the same settings, the same knowledge — with the engine's trace (the
// question as understood, the passages with scores, the decision and why, the language).
// A test: nothing is stored (no conversation, no message, no knowledge gap) and no credit
// is debited, so analytics never count it.

import type { AgentEngine } from '@lisa/agent/types';
import type { PlaygroundReply, PlaygroundRequest } from '@lisa/contracts/agent';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agentSettings } from '../../db/schema/agent.ts';
import { businesses } from '../../db/schema/core.ts';
import { NotFoundError } from '../../platform/http/app-error.ts';
import { markAgentTested } from '../onboarding/onboarding-service.ts';
import { behaviourColumns, behaviourOf } from './agent-settings.ts';

export interface PlaygroundOptions {
  db: Database;
  engine: AgentEngine;
  clock: () => Date;
}

export function createPlayground({ db, engine, clock }: PlaygroundOptions) {
  return {
    async ask(
      businessId: number,
      input: PlaygroundRequest,
      requestId?: string,
    ): Promise<PlaygroundReply> {
      const [business] = await db
        .select({
          name: businesses.name,
          agentName: businesses.agentName,
          defaultLanguage: businesses.defaultLanguage,
          behaviour: behaviourColumns,
        })
        .from(businesses)
        .leftJoin(agentSettings, eq(agentSettings.businessId, businesses.id))
        .where(eq(businesses.id, businessId));
      if (!business) throw new NotFoundError(`Business ${businessId} not found`);
      const behaviour = business.behaviour ? behaviourOf(business.behaviour) : undefined;
      const reply = await engine.reply({
        businessId,
        businessName: business.name,
        agentName: business.agentName,
        defaultLanguage: business.defaultLanguage,
        message: input.message.trim(),
        history: input.history ?? [],
        now: clock(),
        trace: true,
        ...(behaviour ? { behaviour } : {}),
        ...(requestId ? { requestId } : {}),
      });
      const trace = reply.trace;
      // The onboarding checklist's "Test your agent": the only trace a test leaves.
      await markAgentTested(db, businessId, clock());
      return {
        test: true,
        decision: reply.decision,
        text: reply.text,
        citations: reply.citations,
        handoff_reason: reply.handoffReason ?? null,
        language: reply.language,
        engine: reply.engine,
        took_ms: Math.round((reply.tookMs ?? 0) * 100) / 100,
        trace: {
          detected_language: trace?.detectedLanguage ?? reply.language,
          visitor_language: trace?.visitorLanguage ?? reply.language,
          query: trace?.query ?? input.message,
          searches: (trace?.searches ?? []).map((s) => ({
            question: s.question,
            confidence: s.confidence,
            confident: s.confident,
            passages: s.passages.map((p) => ({
              title: p.title,
              section: p.section ?? null,
              question: p.question ?? null,
              text: p.text,
              score: p.score,
              coverage: p.coverage ?? null,
            })),
          })),
          reason: trace?.reason ?? '',
        },
      };
    },
  };
}
export type Playground = ReturnType<typeof createPlayground>;
