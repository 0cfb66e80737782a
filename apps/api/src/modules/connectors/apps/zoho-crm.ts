// Zoho CRM: leads are upserted (`POST {api_domain}/crm/v8/Leads/upsert`, deduplicated on
// the email, else the phone), so a retried call never creates a second lead. OAuth:
// the refresh token is traded at `{accounts_url}/oauth/v2/token`; the answer names the API
// domain for the account's data centre. Calls carry `Authorization: Zoho-oauthtoken <token>`.
import {
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
    if (action !== 'create_lead') throw new ConnectorError(`${LABEL} cannot ${action}`, false);
    const { first, last } = splitName(input.name);
    const record: Record<string, string> = {
      Last_Name: last || input.email || input.phone || 'Unknown',
      ...(first ? { First_Name: first } : {}),
      ...(input.email ? { Email: input.email } : {}),
      ...(input.phone ? { Phone: input.phone } : {}),
      ...(input.company ? { Company: input.company } : {}),
      ...(input.notes ? { Description: input.notes } : {}),
      Lead_Source: 'Chat',
    };
    const duplicateCheck = input.email ? ['Email'] : input.phone ? ['Phone'] : ['Last_Name'];
    const { body } = await callJson(
      LABEL,
      ctx,
      `${ctx.apiDomain}/crm/v8/Leads/upsert`,
      {
        method: 'POST',
        headers: { authorization: `Zoho-oauthtoken ${ctx.accessToken}` },
        body: JSON.stringify({ data: [record], duplicate_check_fields: duplicateCheck }),
      },
      zohoError,
    );
    const item = obj((obj(body).data as unknown[] | undefined)?.[0]);
    if (str(item.status) !== 'success') {
      throw new ConnectorError(
        `${LABEL} did not save the lead: ${zohoError(200, body) ?? 'no reason given'}`,
        false,
      );
    }
    const id = str(obj(item.details).id);
    return { recordId: id, output: { record_id: id, action: str(item.action) || 'insert' } };
  },
};
