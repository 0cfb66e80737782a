// Kijani CRM over its REST API. Kijani publishes no public API reference we could check, so
// the shape is the one this connector documents (modules/connectors/README.md) and its test
// fake speaks: `POST {url}/api/v1/leads` with `Authorization: Bearer <API key>` and an
// `Idempotency-Key` header, answering 201 {"data": {"id": ...}}; `GET {url}/api/v1/me`
// checks the key.
import {
  type Connector,
  ConnectorError,
  callJson,
  obj,
  type RunResult,
  splitName,
  str,
} from './connector-http.ts';

const LABEL = 'Kijani';
const base = (url: unknown) => String(url).replace(/\/$/, '');
const kijaniError = (_status: number, body: unknown) =>
  str(obj(obj(body).error).message) || undefined;

export const kijani: Connector = {
  label: LABEL,
  async check(ctx) {
    await callJson(
      LABEL,
      ctx,
      `${base(ctx.settings.url)}/api/v1/me`,
      {
        method: 'GET',
        headers: { authorization: `Bearer ${ctx.secrets.api_key}` },
      },
      kijaniError,
    );
  },
  async run(action, input, ctx): Promise<RunResult> {
    if (action !== 'create_lead') throw new ConnectorError(`${LABEL} cannot ${action}`, false);
    const { first, last } = splitName(input.name);
    const { body } = await callJson(
      LABEL,
      ctx,
      `${base(ctx.settings.url)}/api/v1/leads`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${ctx.secrets.api_key}`,
          'idempotency-key': ctx.idempotencyKey,
        },
        body: JSON.stringify({
          first_name: first || null,
          last_name: last || null,
          email: input.email || null,
          phone: input.phone || null,
          company: input.company || null,
          notes: input.notes || null,
          source: 'lisa',
        }),
      },
      kijaniError,
    );
    const id = obj(obj(body).data).id;
    if (id === undefined || id === null)
      throw new ConnectorError(`${LABEL} did not return the new lead`, false);
    return { recordId: String(id), output: { record_id: String(id) } };
  },
};
