// A loopback fake of the five connector APIs, speaking their real request and answer shapes,
// recording every request, and failing on demand (queued answers per route):
// - Zoho: `POST /zoho-accounts/oauth/v2/token?refresh_token&client_id&client_secret&grant_type`
//   (answers api_domain = `${url}/zoho`), `GET /zoho/crm/v8/org`,
//   `POST /zoho/crm/v8/{Leads|Contacts}/upsert` (Authorization: Zoho-oauthtoken, dedupe on
//   duplicate_check_fields, at most 100 records, a per-record code/status answer);
// - Odoo: `POST /odoo/jsonrpc` execute_kw on res.partner (search_count, search_read, create,
//   write), crm.lead (search_read, create, write), sale.order (search_read, create with `(0, 0, values)` lines: a name
//   S00001…, amount_total from the product prices, partner_id as `[id, name]`) and
//   product.product, and the same through Odoo 19's JSON-2 (`POST /odoo/json/2/<model>/<method>`,
//   `Authorization: bearer`, `X-Odoo-Database`, named parameters, errors as 4xx with
//   {name, message, arguments}). Domains: `=`, `=ilike`, `ilike`. A queued answer for one
//   JSON-RPC call is keyed `POST /odoo/jsonrpc <model>/<method>` (JSON-2's path names it);
// - Kijani: `GET /kijani/api/v1/me`, `POST /kijani/api/v1/leads` (bearer, Idempotency-Key);
// - Asana: `GET /asana/api/1.0/users/me`, `POST /asana/api/1.0/tasks` ({"data": ...}),
//   `GET /asana/api/1.0/tasks?project&opt_fields&limit&offset` (paged);
// - Google: `POST /google-token` (form), `POST /google/calendar/v3/freeBusy`,
//   `GET /google/calendar/v3/calendars/{id}`, `POST|GET .../events[/{eventId}]`.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the payload field by field
  body: any;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Do the work, then drop the answer (a lost response). */
  lose?: boolean;
}

export const FAKE = {
  zoho: { clientId: 'zoho-client', clientSecret: 'zoho-secret', refreshToken: 'zoho-refresh' },
  odoo: { database: 'lisa', userId: 2, apiKey: 'odoo-api-key-1234' },
  kijani: { apiKey: 'kijani-key-1234' },
  asana: { token: 'asana-pat-1234', project: '1200000000000001' },
  google: {
    clientId: 'google-client',
    clientSecret: 'google-secret',
    refreshToken: 'google-refresh',
  },
} as const;

export interface FakeConnectors {
  url: string;
  requests: FakeRequest[];
  /** Answers for the next requests to a route key (e.g. "POST /zoho/crm/v8/Leads/upsert"). */
  queue(route: string, ...answers: Answer[]): void;
  /** Holds the next request to a route key until the returned release is called (a slow
   * service, to look at what the API says meanwhile); `arrived` settles once it is held. */
  hold(route: string): { arrived: Promise<void>; release: () => void };
  zohoLeads: Record<string, unknown>[];
  zohoContacts: Record<string, unknown>[];
  odooLeads: Record<string, unknown>[];
  odooPartners: Record<string, unknown>[];
  odooOrders: Record<string, unknown>[];
  odooProducts: {
    id: number;
    name: string;
    qty_available: number;
    list_price: number;
    sale_ok: boolean;
  }[];
  kijaniLeads: Record<string, unknown>[];
  asanaTasks: Record<string, unknown>[];
  googleEvents: Map<string, Record<string, unknown>>;
  googleBusy: { start: string; end: string }[];
  /** Invalidate every access token issued so far (the next call gets 401). */
  revokeTokens(): void;
  to(route: string): FakeRequest[];
  close(): Promise<void>;
}

export async function startFakeConnectors(): Promise<FakeConnectors> {
  const queued = new Map<string, Answer[]>();
  const holds = new Map<string, { arrive: () => void; gate: Promise<void> }[]>();
  const tokens = new Set<string>();
  let tokenCount = 0;
  let nextId = 1000;
  const fake = {
    requests: [] as FakeRequest[],
    zohoLeads: [] as Record<string, unknown>[],
    zohoContacts: [] as Record<string, unknown>[],
    odooLeads: [] as Record<string, unknown>[],
    odooPartners: [] as Record<string, unknown>[],
    odooOrders: [] as Record<string, unknown>[],
    odooProducts: [
      { id: 11, name: 'Blue Mug', qty_available: 12, list_price: 9.5, sale_ok: true },
      { id: 12, name: 'Red Teapot', qty_available: 0, list_price: 30, sale_ok: true },
    ],
    kijaniLeads: [] as Record<string, unknown>[],
    asanaTasks: [] as Record<string, unknown>[],
    googleEvents: new Map<string, Record<string, unknown>>(),
    googleBusy: [] as { start: string; end: string }[],
  };
  let base = '';

  const issue = (prefix: string) => {
    const token = `${prefix}-access-${++tokenCount}`;
    tokens.add(token);
    return token;
  };

  /** One ORM call on the fake's records, for both Odoo protocols; undefined: unknown. */
  function odooModel(
    model: string,
    fn: string,
    call: {
      domain?: [string, string, unknown][];
      values?: Record<string, unknown>;
      ids?: number[];
      limit?: number;
    },
  ): unknown {
    const matches = (row: Record<string, unknown>) =>
      (call.domain ?? []).every(([field, op, value]) => {
        const have = row[field];
        if (op === '=') return have === value;
        if (op === '=ilike')
          return String(have ?? '').toLowerCase() === String(value).toLowerCase();
        return String(have ?? '')
          .toLowerCase()
          .includes(String(value).toLowerCase());
      });
    const limit = call.limit ?? 80;
    const stores: Record<string, Record<string, unknown>[]> = {
      'res.partner': fake.odooPartners,
      'crm.lead': fake.odooLeads,
      'sale.order': fake.odooOrders,
      'product.product': fake.odooProducts,
    };
    const store = stores[model];
    if (!store) return undefined;
    if (model === 'res.partner' && fn === 'search_count') return 3;
    if (fn === 'search_read') return store.filter(matches).slice(0, limit);
    if (fn === 'write' && (model === 'res.partner' || model === 'crm.lead')) {
      for (const row of store)
        if (call.ids?.includes(row.id as number)) Object.assign(row, call.values);
      return true;
    }
    if (fn !== 'create' || model === 'product.product') return undefined;
    const values = { ...call.values };
    const id = ++nextId;
    if (model === 'sale.order') {
      const partner = fake.odooPartners.find((row) => row.id === values.partner_id);
      if (!partner) return undefined;
      let total = 0;
      const lines = (values.order_line as [number, number, Record<string, unknown>][]) ?? [];
      for (const [command, , line] of lines) {
        const product = fake.odooProducts.find((row) => row.id === line.product_id);
        if (command !== 0 || !product) return undefined;
        total += product.list_price * Number(line.product_uom_qty);
      }
      Object.assign(values, {
        name: `S${String(fake.odooOrders.length + 1).padStart(5, '0')}`,
        amount_total: total,
        partner_id: [partner.id, partner.name],
        state: 'draft',
      });
    }
    store.push({ ...values, id });
    return [id];
  }

  function handle(request: FakeRequest): Answer {
    const { method, path, headers, body, query } = request;
    const bearer = String(headers.authorization ?? '');
    // Zoho accounts
    if (method === 'POST' && path === '/zoho-accounts/oauth/v2/token') {
      const ok =
        query.get('grant_type') === 'refresh_token' &&
        query.get('refresh_token') === FAKE.zoho.refreshToken &&
        query.get('client_id') === FAKE.zoho.clientId &&
        query.get('client_secret') === FAKE.zoho.clientSecret;
      if (!ok) return { status: 200, body: { error: 'invalid_code' } };
      return {
        status: 200,
        body: {
          access_token: issue('zoho'),
          api_domain: `${base}/zoho`,
          token_type: 'Bearer',
          expires_in: 3600,
        },
      };
    }
    if (path.startsWith('/zoho/')) {
      const token = bearer.replace(/^Zoho-oauthtoken /, '');
      if (!bearer.startsWith('Zoho-oauthtoken ') || !tokens.has(token)) {
        return {
          status: 401,
          body: {
            code: 'INVALID_TOKEN',
            details: {},
            message: 'invalid oauth token',
            status: 'error',
          },
        };
      }
      if (method === 'GET' && path === '/zoho/crm/v8/org') {
        return {
          status: 200,
          body: { org: [{ id: '4150868000000225013', company_name: 'Fake Org' }] },
        };
      }
      const upsert = /^\/zoho\/crm\/v8\/(Leads|Contacts)\/upsert$/.exec(path);
      if (method === 'POST' && upsert) {
        const store = upsert[1] === 'Leads' ? fake.zohoLeads : fake.zohoContacts;
        const data = (body?.data ?? []) as Record<string, unknown>[];
        const check = (body?.duplicate_check_fields ?? []) as string[];
        if (data.length > 100) {
          return {
            status: 400,
            body: {
              code: 'LIMIT_EXCEEDED',
              details: { limit: 100 },
              message: 'Maximum 100 records can be sent in a single request',
              status: 'error',
            },
          };
        }
        const results = data.map((record) => {
          if (!record.Last_Name) {
            return {
              code: 'MANDATORY_NOT_FOUND',
              details: { api_name: 'Last_Name' },
              message: 'required field not found',
              status: 'error',
            };
          }
          if (
            typeof record.Email === 'string' &&
            !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(record.Email)
          ) {
            return {
              code: 'INVALID_DATA',
              details: { expected_data_type: 'email', api_name: 'Email' },
              message: 'invalid data',
              status: 'error',
            };
          }
          const existing = store.find((lead) =>
            check.some((field) => record[field] && lead[field] === record[field]),
          );
          if (existing) {
            Object.assign(existing, record);
            return {
              code: 'SUCCESS',
              duplicate_field: check[0],
              action: 'update',
              details: { id: existing.id },
              message: 'record updated',
              status: 'success',
            };
          }
          const id = `41508680000${++nextId}`;
          store.push({ ...record, id });
          return {
            code: 'SUCCESS',
            duplicate_field: null,
            action: 'insert',
            details: { id },
            message: 'record added',
            status: 'success',
          };
        });
        return { status: 200, body: { data: results } };
      }
    }
    // Odoo JSON-RPC
    if (method === 'POST' && path === '/odoo/jsonrpc') {
      const rpc = (result: unknown) => ({
        status: 200,
        body: { jsonrpc: '2.0', id: body?.id ?? null, result },
      });
      const fail = (name: string, message: string) => ({
        status: 200,
        body: {
          jsonrpc: '2.0',
          id: body?.id ?? null,
          error: {
            code: 200,
            message: 'Odoo Server Error',
            data: { name, message, arguments: [message] },
          },
        },
      });
      const params = body?.params ?? {};
      if (params.service !== 'object' || params.method !== 'execute_kw')
        return fail('odoo.exceptions.UserError', 'unknown call');
      const [db, uid, key, model, fn, args = [], kwargs = {}] = params.args ?? [];
      if (db !== FAKE.odoo.database || uid !== FAKE.odoo.userId || key !== FAKE.odoo.apiKey) {
        return fail('odoo.exceptions.AccessDenied', 'Access Denied');
      }
      const done = odooModel(
        model,
        fn,
        fn === 'create'
          ? { values: args[0] }
          : fn === 'write'
            ? { ids: args[0], values: args[1] }
            : { domain: args[0] ?? [], limit: kwargs.limit },
      );
      if (done === undefined) {
        return fail('odoo.exceptions.UserError', `unknown method ${model}.${fn}`);
      }
      // JSON-RPC's create with one dict answers the id alone.
      return rpc(fn === 'create' && Array.isArray(done) ? done[0] : done);
    }
    // Odoo 19 JSON-2: named parameters, bearer key, the database in a header, HTTP errors.
    const json2 = /^\/odoo\/json\/2\/([a-z_.]+)\/([a-z_]+)$/.exec(path);
    if (method === 'POST' && json2) {
      const error = (status: number, name: string, message: string) => ({
        status,
        body: { name, message, arguments: [message, status], context: {}, debug: '' },
      });
      if (bearer.toLowerCase() !== `bearer ${FAKE.odoo.apiKey}`.toLowerCase()) {
        return error(401, 'werkzeug.exceptions.Unauthorized', 'Invalid apikey');
      }
      if (headers['x-odoo-database'] !== FAKE.odoo.database) {
        return error(404, 'werkzeug.exceptions.NotFound', 'Database not found');
      }
      const [, model, fn] = json2;
      const done = odooModel(model ?? '', fn ?? '', {
        domain: body?.domain ?? [],
        values: body?.vals_list?.[0] ?? body?.vals,
        ids: body?.ids,
        limit: body?.limit,
      });
      if (done === undefined) {
        return error(404, 'werkzeug.exceptions.NotFound', `unknown method ${model}.${fn}`);
      }
      return { status: 200, body: done };
    }
    // Kijani
    if (path.startsWith('/kijani/')) {
      if (bearer !== `Bearer ${FAKE.kijani.apiKey}`)
        return { status: 401, body: { error: { message: 'Invalid API key' } } };
      if (method === 'GET' && path === '/kijani/api/v1/me')
        return { status: 200, body: { data: { account: 'Fake' } } };
      if (method === 'POST' && path === '/kijani/api/v1/leads') {
        const key = String(headers['idempotency-key'] ?? '');
        const existing = fake.kijaniLeads.find((lead) => key && lead.idempotency_key === key);
        if (existing) return { status: 200, body: { data: existing } };
        const lead = { ...body, id: ++nextId, idempotency_key: key };
        fake.kijaniLeads.push(lead);
        return { status: 201, body: { data: lead } };
      }
    }
    // Asana
    if (path.startsWith('/asana/')) {
      if (bearer !== `Bearer ${FAKE.asana.token}`) {
        return { status: 401, body: { errors: [{ message: 'Not Authorized' }] } };
      }
      if (method === 'GET' && path === '/asana/api/1.0/users/me')
        return { status: 200, body: { data: { gid: '1', name: 'Fake' } } };
      if (method === 'GET' && path === '/asana/api/1.0/tasks') {
        // A project's tasks, a page at a time (limit, offset), with the asked fields.
        const limit = Number(query.get('limit') ?? 100);
        const start = Number(query.get('offset') ?? 0);
        const mine = fake.asanaTasks.filter((task) =>
          (task.projects as string[] | undefined)?.includes(String(query.get('project'))),
        );
        const page = mine.slice(start, start + limit);
        const more = start + limit < mine.length;
        return {
          status: 200,
          body: {
            data: page.map((task) => ({
              gid: task.gid,
              name: task.name,
              notes: task.notes,
              permalink_url: task.permalink_url,
            })),
            next_page: more ? { offset: String(start + limit) } : null,
          },
        };
      }
      if (method === 'POST' && path === '/asana/api/1.0/tasks') {
        const data = body?.data ?? {};
        if (!data.name)
          return { status: 400, body: { errors: [{ message: 'name: Missing input' }] } };
        const gid = String(1300000000000000 + ++nextId);
        const task = { ...data, gid, permalink_url: `https://app.asana.com/0/0/${gid}` };
        fake.asanaTasks.push(task);
        return { status: 201, body: { data: task } };
      }
    }
    // Google
    if (method === 'POST' && path === '/google-token') {
      const form = new URLSearchParams(typeof body === 'string' ? body : '');
      const ok =
        form.get('grant_type') === 'refresh_token' &&
        form.get('refresh_token') === FAKE.google.refreshToken &&
        form.get('client_id') === FAKE.google.clientId &&
        form.get('client_secret') === FAKE.google.clientSecret;
      if (!ok)
        return { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } };
      return {
        status: 200,
        body: { access_token: issue('google'), expires_in: 3599, token_type: 'Bearer' },
      };
    }
    if (path.startsWith('/google/')) {
      if (!tokens.has(bearer.replace(/^Bearer /, ''))) {
        return {
          status: 401,
          body: {
            error: { code: 401, message: 'Request had invalid authentication credentials.' },
          },
        };
      }
      if (method === 'POST' && path === '/google/calendar/v3/freeBusy') {
        const min = Date.parse(body.timeMin);
        const max = Date.parse(body.timeMax);
        const busy = fake.googleBusy.filter(
          (slot) => Date.parse(slot.start) < max && Date.parse(slot.end) > min,
        );
        const calendars = Object.fromEntries(
          (body.items as { id: string }[]).map((item) => [item.id, { busy }]),
        );
        return {
          status: 200,
          body: {
            kind: 'calendar#freeBusy',
            timeMin: body.timeMin,
            timeMax: body.timeMax,
            calendars,
          },
        };
      }
      const match = path.match(
        /^\/google\/calendar\/v3\/calendars\/([^/]+)(\/events(?:\/([^/]+))?)?$/,
      );
      if (match) {
        const [, , events, eventId] = match;
        if (!events && method === 'GET')
          return {
            status: 200,
            body: { kind: 'calendar#calendar', id: decodeURIComponent(match[1] ?? '') },
          };
        if (events && !eventId && method === 'POST') {
          if (fake.googleEvents.has(body.id)) {
            return {
              status: 409,
              body: { error: { code: 409, message: 'The requested identifier already exists.' } },
            };
          }
          const event = {
            ...body,
            kind: 'calendar#event',
            status: 'confirmed',
            htmlLink: `https://www.google.com/calendar/event?eid=${body.id}`,
            hangoutLink:
              query.get('conferenceDataVersion') === '1' && body.conferenceData
                ? `https://meet.google.com/abc-${body.id.slice(0, 4)}-xyz`
                : undefined,
          };
          fake.googleEvents.set(body.id, event);
          return { status: 200, body: event };
        }
        if (events && eventId && method === 'GET') {
          const event = fake.googleEvents.get(eventId);
          return event
            ? { status: 200, body: event }
            : { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
        }
      }
    }
    return { status: 404, body: { error: 'not found in the fake' } };
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        // Form bodies stay text.
      }
      const url = new URL(req.url ?? '/', base);
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      fake.requests.push(request);
      const key = `${request.method} ${request.path}`;
      const held = holds.get(key)?.shift();
      if (held) {
        held.arrive();
        await held.gate;
      }
      const rpc = request.path === '/odoo/jsonrpc' ? request.body?.params?.args : undefined;
      const rpcKey = rpc ? `${key} ${rpc[3]}/${rpc[4]}` : '';
      const next = (rpcKey && queued.get(rpcKey)?.shift()) || queued.get(key)?.shift();
      let answer = next && !next.lose ? next : handle(request);
      if (next?.lose) {
        // The work is done; the answer never arrives.
        req.socket.destroy();
        return;
      }
      if (next) answer = next;
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    ...fake,
    queue(route, ...answers) {
      queued.set(route, [...(queued.get(route) ?? []), ...answers]);
    },
    hold(route) {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(route, [...(holds.get(route) ?? []), { arrive, gate }]);
      return { arrived, release };
    },
    revokeTokens() {
      tokens.clear();
    },
    to(route) {
      const [method, path] = route.split(' ');
      return fake.requests.filter((r) => r.method === method && r.path === path);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Settings that connect each app to this fake. */
export function connectorSettings(fake: FakeConnectors) {
  return {
    'zoho-crm': {
      accounts_url: `${fake.url}/zoho-accounts`,
      client_id: FAKE.zoho.clientId,
      client_secret: FAKE.zoho.clientSecret,
      refresh_token: FAKE.zoho.refreshToken,
    },
    odoo: {
      url: `${fake.url}/odoo`,
      database: FAKE.odoo.database,
      user_id: FAKE.odoo.userId,
      api_key: FAKE.odoo.apiKey,
    },
    kijani: { url: `${fake.url}/kijani`, api_key: FAKE.kijani.apiKey },
    asana: { access_token: FAKE.asana.token, project_gid: FAKE.asana.project },
    calendar: {
      client_id: FAKE.google.clientId,
      client_secret: FAKE.google.clientSecret,
      refresh_token: FAKE.google.refreshToken,
      calendar_id: 'primary',
      time_zone: 'Africa/Nairobi',
    },
  } as const;
}

export function fakeConnectorEnv(fake: FakeConnectors) {
  return {
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    ASANA_BASE_URL: `${fake.url}/asana`,
    GOOGLE_CALENDAR_BASE_URL: `${fake.url}/google`,
    GOOGLE_OAUTH_TOKEN_URL: `${fake.url}/google-token`,
  };
}
