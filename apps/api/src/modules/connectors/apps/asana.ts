// Asana: a task in the connected project (`POST {ASANA_BASE_URL}/api/1.0/tasks` with
// {"data": {name, notes, projects, due_on}} and a personal access token as the bearer);
// `GET /api/1.0/users/me` checks the token. Asana takes no idempotency key, so a task carries
// its step's key in its notes ("Lisa ref: <key>"), and a retry (an earlier attempt with the
// key failed, perhaps after Asana created the task) first looks for it among the project's
// tasks (`GET /api/1.0/tasks?project=…&opt_fields=notes,permalink_url`, up to 10 pages of 100).
import {
  type CallContext,
  type Connector,
  ConnectorError,
  callJson,
  obj,
  type RunResult,
  str,
} from './connector-http.ts';

const LABEL = 'Asana';
const asanaError = (_status: number, body: unknown) => {
  const errors = obj(body).errors;
  return Array.isArray(errors) ? str(obj(errors[0]).message) || undefined : undefined;
};

export function createAsana(baseUrl: string): Connector {
  return {
    label: LABEL,
    async check(ctx) {
      await callJson(
        LABEL,
        ctx,
        `${baseUrl}/api/1.0/users/me`,
        {
          method: 'GET',
          headers: { authorization: `Bearer ${ctx.secrets.access_token}` },
        },
        asanaError,
      );
    },
    async run(action, input, ctx): Promise<RunResult> {
      if (action !== 'create_task') throw new ConnectorError(`${LABEL} cannot ${action}`, false);
      const dueOn = input.due_on?.slice(0, 10);
      if (dueOn && !/^\d{4}-\d{2}-\d{2}$/.test(dueOn)) {
        throw new ConnectorError(`"${input.due_on}" is not a date (YYYY-MM-DD)`, false);
      }
      const marker = `Lisa ref: ${ctx.idempotencyKey}`;
      if (ctx.retry) {
        const found = await findByMarker(ctx, marker);
        if (found) return found;
      }
      const { body } = await callJson(
        LABEL,
        ctx,
        `${baseUrl}/api/1.0/tasks`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${ctx.secrets.access_token}` },
          body: JSON.stringify({
            data: {
              name: input.title,
              notes: [input.notes, marker].filter(Boolean).join('\n\n'),
              projects: [String(ctx.settings.project_gid)],
              ...(dueOn ? { due_on: dueOn } : {}),
            },
          }),
        },
        asanaError,
      );
      const result = resultOf(obj(obj(body).data));
      if (!result) throw new ConnectorError(`${LABEL} did not return the new task`, false);
      return result;
    },
  };

  async function findByMarker(ctx: CallContext, marker: string): Promise<RunResult | null> {
    let offset = '';
    for (let page = 0; page < 10; page++) {
      const query = new URLSearchParams({
        project: String(ctx.settings.project_gid),
        opt_fields: 'name,notes,permalink_url',
        limit: '100',
        ...(offset ? { offset } : {}),
      });
      const { body } = await callJson(
        LABEL,
        ctx,
        `${baseUrl}/api/1.0/tasks?${query}`,
        { method: 'GET', headers: { authorization: `Bearer ${ctx.secrets.access_token}` } },
        asanaError,
      );
      const tasks = obj(body).data;
      for (const task of Array.isArray(tasks) ? tasks : []) {
        if (str(obj(task).notes).includes(marker)) return resultOf(obj(task));
      }
      offset = str(obj(obj(body).next_page).offset);
      if (!offset) return null;
    }
    return null;
  }
}

function resultOf(task: Record<string, unknown>): RunResult | null {
  const gid = str(task.gid);
  if (!gid) return null;
  return { recordId: gid, output: { record_id: gid, task_url: str(task.permalink_url) || null } };
}
