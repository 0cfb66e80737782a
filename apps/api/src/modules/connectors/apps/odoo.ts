// Odoo over JSON-RPC (`POST {url}/jsonrpc`, service "object", method "execute_kw" with the
// database, user id and API key), or, when the connection's `protocol` is `json2`, over Odoo
// 19's JSON-2 API (`POST {url}/json/2/<model>/<method>` with named parameters,
// `Authorization: bearer <API key>` and `X-Odoo-Database`; errors are 4xx/5xx): leads in
// crm.lead, customers in res.partner (found by email, else phone; created or updated), sale
// orders in sale.order with their lines, stock from product.product (qty_available). A lead
// for a contact who has an open one updates it; a lead carries its step's idempotency key in
// its description and an order in its customer
// reference (`client_order_ref`); a create first looks for it, so a retry after a lost answer
// finds the first record instead of making a second.
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
  | { method: 'create'; values: Record<string, unknown> }
  | { method: 'write'; ids: number[]; values: Record<string, unknown> };

/** Odoo 19's JSON-2 when the connection says `protocol: json2`, else JSON-RPC. */
function odooCall(ctx: CallContext, model: string, query: OdooQuery): Promise<unknown> {
  return ctx.settings.protocol === 'json2' ? json2(ctx, model, query) : jsonRpc(ctx, model, query);
}

const baseOf = (ctx: CallContext) => String(ctx.settings.url).replace(/\/$/, '');

async function json2(ctx: CallContext, model: string, query: OdooQuery): Promise<unknown> {
  const { method, ...rest } = query;
  const params =
    query.method === 'create'
      ? { vals_list: [query.values] }
      : query.method === 'write'
        ? { ids: query.ids, vals: query.values }
        : (rest as Record<string, unknown>);
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
      : query.method === 'write'
        ? [[query.ids, query.values], {}]
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

/** The first record a search finds, or an empty object. */
async function findOne(
  ctx: CallContext,
  model: string,
  domain: unknown[],
  fields: string[],
): Promise<Record<string, unknown>> {
  const rows = await odooCall(ctx, model, { method: 'search_read', domain, fields, limit: 1 });
  return Array.isArray(rows) ? obj(rows[0]) : {};
}

async function createOne(
  ctx: CallContext,
  model: string,
  values: Record<string, unknown>,
  what: string,
): Promise<number> {
  const id = await odooCall(ctx, model, { method: 'create', values });
  if (typeof id !== 'number')
    throw new ConnectorError(`${LABEL} did not return the new ${what}`, false);
  return id;
}

/**
 * The customer (res.partner) with the input's email, else its phone; created when there is
 * none. With `update`, the name and phone given replace what Odoo has (create_contact); an
 * order only fills in a new customer. Without an email or a phone there is nothing a retry
 * could find the customer by, so the call is refused rather than risk a second customer.
 */
async function partnerFor(
  ctx: CallContext,
  input: Record<string, string>,
  update: boolean,
): Promise<{ id: number; created: boolean }> {
  const email = input.email?.trim();
  const phone = input.phone?.trim();
  if (!email && !phone) {
    throw new ConnectorError(`${LABEL} needs the customer's email or phone number`, false);
  }
  const domain = email ? [['email', '=ilike', email]] : [['phone', '=', phone]];
  const found = await findOne(ctx, 'res.partner', domain, ['id', 'name', 'email', 'phone']);
  if (typeof found.id === 'number') {
    const changes: Record<string, string> = {};
    if (update && input.name && input.name !== found.name) changes.name = input.name;
    if (phone && phone !== found.phone && (update || !found.phone)) changes.phone = phone;
    if (Object.keys(changes).length > 0) {
      await odooCall(ctx, 'res.partner', { method: 'write', ids: [found.id], values: changes });
    }
    return { id: found.id, created: false };
  }
  const values: Record<string, unknown> = {
    name: input.name || email || phone,
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(input.notes && update ? { comment: input.notes } : {}),
  };
  return { id: await createOne(ctx, 'res.partner', values, 'customer'), created: true };
}

const ORDER_FIELDS = ['id', 'name', 'amount_total', 'partner_id'];

function orderResult(order: Record<string, unknown>, fallbackId: number): RunResult {
  const id = typeof order.id === 'number' ? order.id : fallbackId;
  const partner = order.partner_id;
  return {
    recordId: String(id),
    output: {
      record_id: id,
      order_name: str(order.name) || null,
      amount_total: typeof order.amount_total === 'number' ? order.amount_total : null,
      partner_id: Array.isArray(partner)
        ? Number(partner[0])
        : typeof partner === 'number'
          ? partner
          : null,
    },
  };
}

/**
 * A sale order for one product line. Its customer reference carries the step's key; the
 * order is looked for by it before anything is created, so a retry after a lost answer
 * answers with the order the first attempt made.
 */
async function createOrder(ctx: CallContext, input: Record<string, string>): Promise<RunResult> {
  const quantity = Number(String(input.quantity ?? '').replace(',', '.'));
  if (!Number.isFinite(quantity) || quantity <= 0) {
    throw new ConnectorError(`${LABEL}: "${input.quantity ?? ''}" is not a quantity`, false);
  }
  const ref = `Lisa ${ctx.idempotencyKey}`;
  const existing = await findOne(ctx, 'sale.order', [['client_order_ref', '=', ref]], ORDER_FIELDS);
  if (typeof existing.id === 'number') return orderResult(existing, existing.id);
  const product = await findOne(
    ctx,
    'product.product',
    [
      ['sale_ok', '=', true],
      ['name', 'ilike', input.product ?? ''],
    ],
    ['id', 'name'],
  );
  if (typeof product.id !== 'number') {
    throw new ConnectorError(`${LABEL} has no product called "${input.product ?? ''}"`, false);
  }
  const partner = await partnerFor(ctx, input, false);
  const id = await createOne(
    ctx,
    'sale.order',
    {
      partner_id: partner.id,
      client_order_ref: ref,
      ...(input.notes ? { note: input.notes } : {}),
      // (0, 0, values): a new line on the new order.
      order_line: [[0, 0, { product_id: product.id, product_uom_qty: quantity }]],
    },
    'sale order',
  );
  return orderResult(await findOne(ctx, 'sale.order', [['id', '=', id]], ORDER_FIELDS), id);
}

/**
 * A lead in crm.lead. One the step already made (its key in the description) answers as it
 * is; else an open lead of the same contact (email, else phone; Odoo's search leaves out
 * archived, lost leads) is updated in place, its description gaining the notes and the key;
 * else a new lead is created.
 */
async function createOrUpdateLead(
  ctx: CallContext,
  input: Record<string, string>,
): Promise<RunResult> {
  const ref = `Lisa ref: ${ctx.idempotencyKey}`;
  const done = await findOne(ctx, 'crm.lead', [['description', 'ilike', ref]], ['id']);
  if (typeof done.id === 'number')
    return { recordId: String(done.id), output: { record_id: done.id } };
  const email = input.email?.trim();
  const phone = input.phone?.trim();
  const same =
    email || phone
      ? await findOne(
          ctx,
          'crm.lead',
          email ? [['email_from', '=ilike', email]] : [['phone', '=', phone]],
          ['id', 'description'],
        )
      : {};
  if (typeof same.id === 'number') {
    const values: Record<string, string> = {
      ...(input.name ? { contact_name: input.name } : {}),
      ...(phone ? { phone } : {}),
      ...(input.company ? { partner_name: input.company } : {}),
      description: [str(same.description), input.notes, ref].filter(Boolean).join('\n'),
    };
    await odooCall(ctx, 'crm.lead', { method: 'write', ids: [same.id], values });
    return { recordId: String(same.id), output: { record_id: same.id } };
  }
  const values: Record<string, string> = {
    name: input.company || input.name || email || phone || 'Chat lead',
    ...(input.name ? { contact_name: input.name } : {}),
    ...(email ? { email_from: email } : {}),
    ...(phone ? { phone } : {}),
    ...(input.company ? { partner_name: input.company } : {}),
    description: [input.notes, ref].filter(Boolean).join('\n'),
  };
  const id = await createOne(ctx, 'crm.lead', values, 'lead');
  return { recordId: String(id), output: { record_id: id } };
}

export const odoo: Connector = {
  label: LABEL,
  async check(ctx) {
    await odooCall(ctx, 'res.partner', { method: 'search_count', domain: [] });
  },
  async run(action, input, ctx): Promise<RunResult> {
    if (action === 'create_lead') return createOrUpdateLead(ctx, input);
    if (action === 'create_contact') {
      const partner = await partnerFor(ctx, input, true);
      return {
        recordId: String(partner.id),
        output: { record_id: partner.id },
      };
    }
    if (action === 'create_order') return createOrder(ctx, input);
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
