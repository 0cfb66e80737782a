// /api/agent: the chosen business's agent settings (issue 15). Managers only: an agent-role
// member sees none of it (agent.manage).
import { accountErrorBodySchema } from '@lisa/contracts/accounts';
import {
  agentSettingsPatchSchema,
  agentSettingsSchema,
  agentTestInputSchema,
  agentTestListSchema,
  agentTestRunListSchema,
  agentTestRunSchema,
  agentTestSchema,
  type KnowledgeGap,
  knowledgeGapAnsweredSchema,
  knowledgeGapAnswerSchema,
  knowledgeGapListSchema,
  knowledgeGapSchema,
  playgroundReplySchema,
  playgroundRequestSchema,
} from '@lisa/contracts/agent';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { idParams } from '../../platform/http/id-params.ts';
import { actorOf, requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import type { AgentServices } from './index.ts';
import type { GapRow } from './knowledge-gaps.ts';

const errors = {
  400: accountErrorBodySchema,
  401: accountErrorBodySchema,
  403: accountErrorBodySchema,
  404: accountErrorBodySchema,
};

export async function agentRoutes(
  app: App,
  { settings, gaps, playground, tests }: AgentServices,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['agent'];

  app.get(
    '',
    {
      config: { access: 'agent.manage' },
      schema: {
        summary:
          "The agent's settings: name, purpose, tone, texts, handoff rules, hours, languages, widget look",
        tags,
        response: { 200: agentSettingsSchema, ...errors },
      },
    },
    (request) => settings.get(sessionOf(request).businessId),
  );

  app.patch(
    '',
    {
      config: { access: 'agent.manage' },
      schema: {
        summary: "Change the agent's settings (only the fields sent); the next reply follows them",
        tags,
        body: agentSettingsPatchSchema,
        response: { 200: agentSettingsSchema, ...errors },
      },
    },
    (request) => settings.update(sessionOf(request).businessId, actorOf(request), request.body),
  );

  app.post(
    '/playground',
    {
      config: { access: 'agent.manage' },
      schema: {
        summary:
          'Ask your agent as a visitor would (same engine and settings), with the event log; a test: stored nowhere, no credit',
        tags,
        body: playgroundRequestSchema,
        response: { 200: playgroundReplySchema, ...errors },
      },
    },
    (request) => playground.ask(sessionOf(request).businessId, request.body, request.id),
  );

  app.get(
    '/tests',
    {
      config: { access: 'agent.manage' },
      schema: {
        summary: "The agent's test suite, each question with its latest result",
        tags,
        response: { 200: agentTestListSchema, ...errors },
      },
    },
    async (request) => ({ data: await tests.list(sessionOf(request).businessId) }),
  );

  app.post(
    '/tests',
    {
      config: { access: 'agent.manage' },
      schema: {
        summary: 'Save a question with the words its reply must contain or what the agent must do',
        tags,
        body: agentTestInputSchema,
        response: { 201: agentTestSchema, ...errors, 409: accountErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return tests.create(sessionOf(request).businessId, request.body);
    },
  );

  app.delete(
    '/tests/:id',
    {
      config: { access: 'agent.manage' },
      schema: {
        summary: 'Remove a question from the test suite',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await tests.remove(sessionOf(request).businessId, request.params.id);
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/tests/run',
    {
      config: { access: 'agent.manage' },
      schema: {
        summary: 'Run all: ask every saved question and grade the replies (the run is kept)',
        tags,
        response: { 200: agentTestRunSchema, ...errors, 409: accountErrorBodySchema },
      },
    },
    (request) => tests.runAll(sessionOf(request).businessId),
  );

  app.get(
    '/tests/runs',
    {
      config: { access: 'agent.manage' },
      schema: {
        summary: 'The latest 20 runs of the test suite, newest first',
        tags,
        response: { 200: agentTestRunListSchema, ...errors },
      },
    },
    async (request) => ({ data: await tests.runs(sessionOf(request).businessId) }),
  );

  app.get(
    '/gaps',
    {
      config: { access: 'knowledge.read' },
      schema: {
        summary: 'Questions your agent could not answer (or handed over), grouped and counted',
        tags,
        response: { 200: knowledgeGapListSchema, ...errors },
      },
    },
    async (request) => ({ data: (await gaps.list(sessionOf(request).businessId)).map(gapView) }),
  );

  app.post(
    '/gaps/:id/answer',
    {
      config: { access: 'knowledge.write' },
      schema: {
        summary: 'Answer a question as a Q&A pair (searchable at once) and close it',
        tags,
        params: idParams,
        body: knowledgeGapAnswerSchema,
        response: { 201: knowledgeGapAnsweredSchema, ...errors, 409: accountErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { gap, source } = await gaps.answer(
        sessionOf(request).businessId,
        request.params.id,
        actorOf(request),
        request.body,
      );
      reply.code(201);
      return { gap_id: gap.id, source_id: source.id };
    },
  );

  app.post(
    '/gaps/:id/dismiss',
    {
      config: { access: 'knowledge.write' },
      schema: {
        summary: 'Dismiss a question (it opens again if asked again)',
        tags,
        params: idParams,
        response: { 200: knowledgeGapSchema, ...errors },
      },
    },
    async (request) =>
      gapView(
        await gaps.dismiss(sessionOf(request).businessId, request.params.id, actorOf(request)),
      ),
  );
}

function gapView(row: GapRow): KnowledgeGap {
  return {
    id: row.id,
    question: row.question,
    examples: row.examples,
    count: row.count,
    last_decision: row.lastDecision === 'handoff' ? 'handoff' : 'dont-know',
    first_asked_at: row.firstAskedAt.toISOString(),
    last_asked_at: row.lastAskedAt.toISOString(),
  };
}
