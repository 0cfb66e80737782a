// Issue 23's reproductions: text PostgreSQL cannot store (NUL and other control characters,
// lone surrogates) and ids past the integer columns are a 400 (or 404) that changes nothing,
// never a 500 from the insert. The rule lives in @lisa/contracts/stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from './postgres.ts';
import { useKnowledgeHarness } from './support/knowledge-harness.ts';
import { rowCounts } from './support/row-counts.ts';
import { postJson } from './support/test-server.ts';

const NUL = 'hi\u0000';
const LONE = '\ud800';
const at = new Date().toISOString();

describe.each(testDrivers)('text and ids the database cannot hold, on %s', (driver) => {
  const h = useKnowledgeHarness(driver);
  let owner: { businessId: number; token: string };

  beforeAll(async () => {
    owner = await h.signedInBusiness('Storage Bakery');
  });
  afterAll(() => {});

  /** Sends the request and expects a 400 JSON error that stored nothing. */
  async function refused(
    send: () => Promise<{ status: number; body: unknown }>,
    status: number | number[] = 400,
  ) {
    const before = await rowCounts(h.database);
    const answer = await send();
    expect([status].flat()).toContain(answer.status);
    expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(await rowCounts(h.database)).toEqual(before);
    return answer.body as { message: string; fields?: Record<string, string[]> };
  }
  const post = (path: string, body: unknown) => postJson(`${h.server.url}${path}`, body);
  const chat = (body: Record<string, unknown>) =>
    post('/chat', {
      message: 'hello',
      customer_id: 'device-ok',
      business_id: owner.businessId,
      ...body,
    });

  it('POST /chat refuses NUL and lone surrogates in message, customer_id and client_message_id', async () => {
    const body = await refused(() => chat({ message: NUL }));
    expect(body.message).toBe(
      'Message contains a control character or broken Unicode. Remove it and try again.',
    );
    expect(body.fields?.message).toBeDefined();
    await refused(() => chat({ message: `a${LONE}b` }));
    await refused(() => chat({ message: 'bell\u0007' }));
    const customer = await refused(() => chat({ customer_id: NUL }));
    expect(customer.fields?.customer_id).toBeDefined();
    const key = await refused(() => chat({ client_message_id: NUL }));
    expect(key.fields?.client_message_id).toBeDefined();
  });

  it('POST /chat still takes tabs, newlines and emoji', async () => {
    const answer = await chat({
      message: 'two\nlines\twith 👋🏾\r\n',
      customer_id: 'device-emoji',
    });
    expect(answer.status).toBe(200);
  });

  it('POST /api/auth/register refuses them in name and business_name', async () => {
    const account = { email: 'nul@example.test', password: 'correct horse battery' };
    await refused(() =>
      post('/api/auth/register', { ...account, name: NUL, business_name: 'Bakery' }),
    );
    await refused(() =>
      post('/api/auth/register', { ...account, name: 'Ada', business_name: LONE }),
    );
  });

  it('POST /forms/* refuses them in every field (rsvp name "\\ud800")', async () => {
    await refused(() =>
      post('/forms/rsvp', {
        name: LONE,
        email: 'a@example.test',
        attendance: 'online',
        submittedAt: at,
      }),
    );
    await refused(() =>
      post('/forms/contact', {
        name: 'Ada',
        email: 'a@example.test',
        message: NUL,
        submittedAt: at,
      }),
    );
    await refused(() =>
      post('/forms/demo', { name: 'Ada', email: 'a@example.test', company: NUL, submittedAt: at }),
    );
  });

  it('POST /api/knowledge/sources refuses them in title and FAQ entries', async () => {
    const call = (body: unknown) => h.call('POST', '/api/knowledge/sources', owner.token, body);
    await refused(() => call({ type: 'text', title: NUL, text: 'Opening hours' }));
    await refused(() => call({ type: 'text', title: 'Hours', text: `open ${LONE}` }));
    await refused(() =>
      call({ type: 'faq', title: 'FAQ', entries: [{ question: NUL, answer: 'Yes' }] }),
    );
    await refused(() =>
      call({
        type: 'faq',
        title: 'FAQ',
        entries: [{ question: 'Open?', answer: 'Yes', category: NUL }],
      }),
    );
  });

  it('POST /api/canned-responses refuses them in the text', async () => {
    await refused(() =>
      h.call('POST', '/api/canned-responses', owner.token, { short_code: 'hi', text: NUL }),
    );
  });

  it('ids past the integer range: GET /business/2147483648, POST /chat business_id 2147483648', async () => {
    const lookup = await fetch(`${h.server.url}/business/2147483648`);
    expect(lookup.status).toBe(400);
    expect(await lookup.json()).toMatchObject({ message: 'Business id is too large' });
    expect((await fetch(`${h.server.url}/business/2147483647`)).status).toBe(404);
    await refused(() => chat({ business_id: 2_147_483_648 }));
    await refused(() => chat({ business_id: '99999999999999999999' }));
  });

  it('ids past the integer range in paths, queries, bodies and the business header', async () => {
    for (const path of [
      '/api/knowledge/sources/2147483648',
      '/api/conversations/2147483648',
      '/api/conversations/1/messages?before=2147483648',
      '/api/conversations?assignee=2147483648',
      '/api/audit-log?cursor=2147483648',
      '/api/audit-log?actor=99999999999',
      '/api/attachments/2147483648',
    ]) {
      const answer = await h.call('GET', path, owner.token);
      expect(answer.status, path).toBe(400);
    }
    await refused(() =>
      h.call('PATCH', '/api/conversations/1', owner.token, { assignee_id: 2_147_483_648 }),
    );
    await refused(
      () => h.call('POST', '/api/team/ownership-transfer', owner.token, { user_id: 2_147_483_648 }),
      400,
    );
    const header = await fetch(`${h.server.url}/api/knowledge/sources`, {
      headers: { authorization: `Bearer ${owner.token}`, 'x-lisa-business': '2147483648' },
    });
    expect(header.status).toBe(400);
  });
});
