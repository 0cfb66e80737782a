// Odoo over JSON-RPC (`POST {url}/jsonrpc`, service "object", method "execute_kw" with the
// database, user id and API key), or, when the connection's `protocol` is `json2`, over Odoo
// 19's JSON-2 API (`POST {url}/json/2/<model>/<method>` with named parameters,
// `Authorization: bearer <API key>` and `X-Odoo-Database`; errors are 4xx/5xx): leads in crm.lead, stock from product.product
// (qty_available). A lead carries its step's idempotency key in its description, and a
// create first looks for it, so a retry after a lost answer finds the first lead.
import {
  type CallContext,
  type Connector,
  ConnectorError,
  callJson,
  obj,
  type RunResult,
  str,
} from './connector-http.ts';

const LABEL = 'Odoo';
let rpcId = 0;

/** The ORM calls Lisa makes, by name, so each protocol can phrase them its own way. */
type OdooQuery =
  | { method: 'search_count'; domain: unknown[] }
  | { method: 'search_read'; domain: unknown[]; fields: string[]; limit: number }
  | { method: 'create'; values: Record<string, unknown> };

/** Odoo 19's JSON-2 when the connection says `protocol: json2`, else JSON-RPC. */
function odooCall(ctx: CallContext, model: string, query: OdooQuery): Promise<unknown> {
  return ctx.settings.protocol === 'json2' ? json2(ctx, model, query) : jsonRpc(ctx, model, query);
}

const baseOf = (ctx: CallContext) => String(ctx.settings.url).replace(/\/$/, '');

async function json2(ctx: CallContext, model: string, query: OdooQuery): Promise<unknown> {
  const { method, ...rest } = query;
  const params =
    query.method === 'create' ? { vals_list: [query.values] } : (rest as Record<string, unknown>);
  const { body } = await callJson(
    LABEL,
    ctx,
    `${baseOf(ctx)}/json/2/${encodeURIComponent(model)}/${method}`,
    {
      method: 'POST',
      headers: {
        authorization: `bearer ${ctx.secrets.api_key}`,
        'x-odoo-database': String(ctx.settings.database),
        'user-agent': 'Lisa',
      },
      body: JSON.stringify(params),
    },
    (_status, error) => str(obj(error).message) || undefined,
  );
  // create is a multi-create here: it answers the list of new ids.
  return query.method === 'create' && Array.isArray(body) ? body[0] : body;
}

async function jsonRpc(ctx: CallContext, model: string, query: OdooQuery): Promise<unknown> {
  const [args, kwargs] =
    query.method === 'create'
      ? [[query.values], {}]
      : query.method === 'search_count'
        ? [[query.domain], {}]
        : [[query.domain], { fields: query.fields, limit: query.limit }];
  const { body } = await callJson(LABEL, ctx, `${baseOf(ctx)}/jsonrpc`, {
    method: 'POST',
    body: JSON.stringify({
      jsonrpc: '2.0',
      method: 'call',
      params: {
        service: 'object',
        method: 'execute_kw',
        args: [
          ctx.settings.database,
          Number(ctx.settings.user_id),
          ctx.secrets.api_key,
          model,
          query.method,
          args,
          kwargs,
        ],
      },
      id: ++rpcId,
    }),
  });
  const answer = obj(body);
  if (answer.error) {
    const error = obj(answer.error);
    const data = obj(error.data);
    const name = str(data.name);
    const message = str(data.message) || str(error.message) || 'unknown error';
    if (/AccessDenied|AccessError/.test(name) || /access denied/i.test(message)) {
      throw new ConnectorError(
        `${LABEL} refused the credentials: ${message}. Check the database, user id and API key.`,
        false,
      );
    }
    throw new ConnectorError(`${LABEL} refused the request: ${message}`, false);
  }
  return answer.result;
}

/** Every saleable product (POST /odoo/inventory): the fields the CSV and the knowledge use. */
export async function odooProducts(ctx: CallContext, limit = 5000): Promise<unknown[]> {
  const rows = await odooCall(ctx, 'product.product', {
    method: 'search_read',
    domain: [],
    fields: [
      'id',
      'name',
      'default_code',
      'list_price',
      'qty_available',
      'description_sale',
      'categ_id',
    ],
    limit,
  });
  if (!Array.isArray(rows)) throw new ConnectorError(`${LABEL} did not return products`, false);
  return rows;
}

export const odoo: Connector = {
  label: LABEL,
  async check(ctx) {
    await odooCall(ctx, 'res.partner', { method: 'search_count', domain: [] });
  },
  async run(action, input, ctx): Promise<RunResult> {
    if (action === 'create_lead') {
      const ref = `Lisa ref: ${ctx.idempotencyKey}`;
      const found = await odooCall(ctx, 'crm.lead', {
        method: 'search_read',
        domain: [['description', 'ilike', ref]],
        fields: ['id'],
        limit: 1,
      });
      const existing = Array.isArray(found) ? obj(found[0]).id : undefined;
      if (typeof existing === 'number') {
        return { recordId: String(existing), output: { record_id: existing } };
      }
      const values: Record<string, string> = {
        name: input.company || input.name || input.email || input.phone || 'Chat lead',
        ...(input.name ? { contact_name: input.name } : {}),
        ...(input.email ? { email_from: input.email } : {}),
        ...(input.phone ? { phone: input.phone } : {}),
        ...(input.company ? { partner_name: input.company } : {}),
        description: [input.notes, ref].filter(Boolean).join('\n'),
      };
      const id = await odooCall(ctx, 'crm.lead', { method: 'create', values });
      if (typeof id !== 'number')
        throw new ConnectorError(`${LABEL} did not return the new lead`, false);
      return { recordId: String(id), output: { record_id: id } };
    }
    if (action === 'check_inventory') {
      const rows = await odooCall(ctx, 'product.product', {
        method: 'search_read',
        domain: [['name', 'ilike', input.product ?? '']],
        fields: ['name', 'qty_available', 'list_price'],
        limit: 1,
      });
      const product = Array.isArray(rows) ? obj(rows[0]) : {};
      if (!product.id && !product.name) {
        return {
          recordId: null,
          output: { in_stock: false, quantity: 0, product_name: null, price: null },
        };
      }
      const quantity = Number(product.qty_available) || 0;
      return {
        recordId: product.id === undefined ? null : String(product.id),
        output: {
          in_stock: quantity > 0,
          quantity,
          product_name: str(product.name) || null,
          price: typeof product.list_price === 'number' ? product.list_price : null,
        },
      };
    }
    throw new ConnectorError(`${LABEL} cannot ${action}`, false);
  },
};
