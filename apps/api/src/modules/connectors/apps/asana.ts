// Asana: a task in the connected project (`POST {ASANA_BASE_URL}/api/1.0/tasks` with
// {"data": {name, notes, projects, due_on}} and a personal access token as the bearer);
// `GET /api/1.0/users/me` checks the token.
import {
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
              ...(input.notes ? { notes: input.notes } : {}),
              projects: [String(ctx.settings.project_gid)],
              ...(dueOn ? { due_on: dueOn } : {}),
            },
          }),
        },
        asanaError,
      );
      const task = obj(obj(body).data);
      const gid = str(task.gid);
      if (!gid) throw new ConnectorError(`${LABEL} did not return the new task`, false);
      return {
        recordId: gid,
        output: { record_id: gid, task_url: str(task.permalink_url) || null },
      };
    },
  };
}
