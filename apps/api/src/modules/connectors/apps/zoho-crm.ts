// Zoho CRM: leads and contacts are upserted (`POST {api_domain}/crm/v8/{Leads|Contacts}/upsert`,
// up to 100 records a request, deduplicated on the email, else the phone), so a retried call
// never creates a second record; each record answers with its own `status` and `code`. OAuth:
// the refresh token is traded at `{accounts_url}/oauth/v2/token`; the answer names the API
// domain for the account's data centre. Calls carry `Authorization: Zoho-oauthtoken <token>`.
import {
  type CallContext,
  type Connector,
  ConnectorError,
  callJson,
  obj,
  type RunResult,
  splitName,
  str,
} from './connector-http.ts';

const LABEL = 'Zoho CRM';

function zohoError(_status: number, body: unknown): string | undefined {
  const item = obj(Array.isArray(obj(body).data) ? (obj(body).data as unknown[])[0] : body);
  const message = str(item.message);
  const field = str(obj(item.details).api_name);
  return message ? `${message}${field ? ` (${field})` : ''}` : undefined;
}

export const zohoCrm: Connector = {
  label: LABEL,
  async refresh(ctx) {
    const params = new URLSearchParams({
      refresh_token: ctx.secrets.refresh_token ?? '',
      client_id: String(ctx.settings.client_id ?? ''),
      client_secret: ctx.secrets.client_secret ?? '',
      grant_type: 'refresh_token',
    });
    const accounts = String(ctx.settings.accounts_url ?? 'https://accounts.zoho.com').replace(
      /\/$/,
      '',
    );
    const { body } = await callJson(LABEL, ctx, `${accounts}/oauth/v2/token?${params}`, {
      method: 'POST',
    });
    const answer = obj(body);
    // Zoho answers 200 with {"error": "invalid_code"} for a bad refresh token.
    if (answer.error || !answer.access_token) {
      throw new ConnectorError(
        `${LABEL} refused the refresh token (${str(answer.error) || 'no access token'}). Connect again with a new one.`,
        false,
      );
    }
    return {
      accessToken: str(answer.access_token),
      expiresInSeconds: Number(answer.expires_in) || 3600,
      apiDomain: str(answer.api_domain) || 'https://www.zohoapis.com',
    };
  },
  async check(ctx) {
    await callJson(
      LABEL,
      ctx,
      `${ctx.apiDomain}/crm/v8/org`,
      {
        method: 'GET',
        headers: { authorization: `Zoho-oauthtoken ${ctx.accessToken}` },
      },
      zohoError,
    );
  },
  async run(action, input, ctx): Promise<RunResult> {
    if (action !== 'create_lead' && action !== 'create_contact') {
      throw new ConnectorError(`${LABEL} cannot ${action}`, false);
    }
    const module = action === 'create_lead' ? 'Leads' : 'Contacts';
    const [outcome] = await zohoUpsert(ctx, module, [input]);
    if (!outcome?.ok) {
      throw new ConnectorError(
        `${LABEL} did not save the ${module === 'Leads' ? 'lead' : 'contact'}: ${outcome?.error ?? 'no reason given'}`,
        false,
      );
    }
    return { recordId: outcome.id, output: { record_id: outcome.id, action: outcome.action } };
  },
};

/** Zoho takes up to 100 records in one upsert. */
export const ZOHO_BATCH = 100;

export type ZohoModule = 'Leads' | 'Contacts';
export interface ZohoPerson {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  company?: string | undefined;
  notes?: string | undefined;
}
/** One record's answer: Zoho's per-record `status` and `code`, in our words. */
export type ZohoOutcome =
  | { ok: true; id: string; action: 'insert' | 'update' }
  | { ok: false; code: string; error: string };

function recordOf(module: ZohoModule, input: ZohoPerson): Record<string, string> {
  const { first, last } = splitName(input.name);
  return {
    Last_Name: last || input.email || input.phone || 'Unknown',
    ...(first ? { First_Name: first } : {}),
    ...(input.email ? { Email: input.email } : {}),
    ...(input.phone ? { Phone: input.phone } : {}),
    // A contact's company is a lookup to an Account in Zoho: only a lead takes it as text.
    ...(input.company && module === 'Leads' ? { Company: input.company } : {}),
    ...(input.notes ? { Description: input.notes } : {}),
    Lead_Source: 'Chat',
  };
}

/**
 * Upserts people into Leads or Contacts (`POST {api_domain}/crm/v8/{module}/upsert`), 100 a
 * request, deduplicated on the email, then the phone (the last name when a batch has neither), so a retried batch never creates
 * a second record. One outcome per input, in order; a whole failed request throws.
 */
export async function zohoUpsert(
  ctx: CallContext,
  module: ZohoModule,
  people: ZohoPerson[],
  /** Called after each request with the records answered so far (a sync's progress). */
  onBatch?: (done: number) => void | Promise<void>,
): Promise<ZohoOutcome[]> {
  const outcomes: ZohoOutcome[] = [];
  for (let start = 0; start < people.length; start += ZOHO_BATCH) {
    const batch = people.slice(start, start + ZOHO_BATCH);
    const records = batch.map((person) => recordOf(module, person));
    const keys = (['Email', 'Phone'] as const).filter((key) => records.some((r) => r[key]));
    const duplicateCheck = keys.length ? keys : ['Last_Name'];
    const { body } = await callJson(
      LABEL,
      ctx,
      `${ctx.apiDomain}/crm/v8/${module}/upsert`,
      {
        method: 'POST',
        headers: { authorization: `Zoho-oauthtoken ${ctx.accessToken}` },
        body: JSON.stringify({ data: records, duplicate_check_fields: duplicateCheck }),
      },
      zohoError,
    );
    const answers = obj(body).data;
    for (let i = 0; i < batch.length; i++) {
      const item = obj(Array.isArray(answers) ? answers[i] : undefined);
      const id = str(obj(item.details).id);
      if (str(item.status) === 'success' && id) {
        outcomes.push({ ok: true, id, action: item.action === 'update' ? 'update' : 'insert' });
      } else {
        outcomes.push({
          ok: false,
          code: str(item.code) || 'NO_ANSWER',
          error: zohoError(200, { data: [item] }) ?? 'no reason given',
        });
      }
    }
    await onBatch?.(outcomes.length);
  }
  return outcomes;
}
