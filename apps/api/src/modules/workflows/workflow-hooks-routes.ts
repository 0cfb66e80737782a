// POST /api/workflows/hooks/:token — an inbound webhook starts a run of the workflow whose
// trigger is "inbound webhook" and whose secret token this is. No session: the token is the
// secret (shown on the workflow as hook_path). Unknown tokens, and workflows that are
// disabled, unpublished or no longer triggered by a webhook, answer 404. At most 60 calls a
// minute per token.
import { errorBodySchema } from '@lisa/contracts/errors';
import { workflowHookResponseSchema } from '@lisa/contracts/workflows';
import { z } from 'zod';
import type { App } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import type { WorkflowTriggers } from './workflow-triggers.ts';

export const HOOK_TEXTS = {
  notFound: 'No workflow listens at this address.',
  notObject: 'Send a JSON object.',
};
export const HOOK_RATE_PER_MINUTE = 60;

export async function workflowHooksRoutes(
  app: App,
  { triggers }: { triggers: WorkflowTriggers },
): Promise<void> {
  app.post(
    '/:token',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: HOOK_RATE_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) =>
            `workflow-hook:${(request.params as { token?: string }).token}`,
        },
      },
      schema: {
        summary: 'Start a workflow run from an inbound webhook (its JSON body becomes variables)',
        tags: ['public'],
        params: z.object({ token: z.string().max(200) }),
        response: {
          202: workflowHookResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new NotFoundError(HOOK_TEXTS.notFound);
      const body = request.body ?? {};
      if (typeof body !== 'object' || Array.isArray(body)) {
        throw new ValidationError(HOOK_TEXTS.notObject, { body: [HOOK_TEXTS.notObject] });
      }
      const run = await triggers.hook(token, body);
      if (!run) throw new NotFoundError(HOOK_TEXTS.notFound);
      return reply.code(202).send({ run_id: run.id, status: run.status });
    },
  );
}
