// One test file's knowledge world: the real server with its own knowledge engine on a
// fresh database, a web page on loopback to ingest, and the helpers the knowledge suites
// share: a business with a signed-in owner, a call with its token, a visitor's message.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { memberships, users } from '../../src/db/schema/accounts.ts';
import { createSessions } from '../../src/platform/security/sessions.ts';
import type { TestDriver } from '../postgres.ts';
import {
  createBusiness,
  openTestDatabase,
  postJson,
  startTestServer,
  type TestServer,
} from './test-server.ts';

export function useKnowledgeHarness(
  driver: TestDriver,
  options: { env?: Record<string, string> } = {},
) {
  let server: TestServer | undefined;
  let database: DatabaseHandle | undefined;
  let dispose: (() => Promise<void>) | undefined;
  let pages: Server | undefined;
  let pagesUrl = '';
  let counter = 0;
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the knowledge harness has not started');
    return value;
  };
  const db = () => started(database).db;

  beforeAll(async () => {
    const opened = await openTestDatabase(driver);
    database = opened.database;
    dispose = opened.dispose;
    // The page server on loopback is reachable because the operator's allow list says so.
    server = await startTestServer(driver, {
      engine: 'knowledge',
      database,
      env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1', ...options.env },
    });
    // A web page with navigation, a footer and scripts around the content, on loopback.
    const page = createServer((request, response) => {
      if (request.url === '/opening-hours') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><html><head><title>Opening hours</title><script>var tracking = "zebra";</script></head>
          <body><nav><a href="/">Home</a> <a href="/menu">Our marmalade menu</a></nav>
          <main><h1>Opening hours</h1><p>The bakery is open from 7 am to 6 pm, Monday to Saturday. On Sundays we bake to order only.</p></main>
          <footer>Copyright Crumb and Co. Follow us for marmalade news.</footer></body></html>`);
        return;
      }
      response.writeHead(404).end();
    });
    pages = page;
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    pagesUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server?.close();
    await dispose?.();
    await new Promise((resolve) => pages?.close(resolve));
  });

  async function ownerOf(businessId: number, name: string, prefix: string) {
    counter += 1;
    const [user] = await db()
      .insert(users)
      .values({
        name,
        email: `${prefix}${counter}-${Date.now()}@example.test`,
        passwordHash: 'unused',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    await db().insert(memberships).values({ userId: user.id, businessId, role: 'owner' });
    const session = await createSessions({ db: db(), clock: () => new Date() }).create(
      user.id,
      businessId,
      null,
    );
    return { ...session, userId: user.id };
  }

  const harness = {
    get server() {
      return started(server);
    },
    get database() {
      return started(database);
    },
    get pagesUrl() {
      return pagesUrl;
    },

    /** A business of its own with a signed-in owner. */
    async signedInBusiness(name: string) {
      const businessId = await createBusiness(started(database), {
        name,
        agentName: 'Ada',
        credits: 100,
      });
      const { token, userId } = await ownerOf(businessId, 'Owner', 'owner');
      return { businessId, token, userId };
    },

    /** A signed-in member of an existing business. */
    signedInBusinessOf: (businessId: number) => ownerOf(businessId, 'Staff', 'staff'),

    async call(method: string, path: string, token: string, body?: unknown) {
      const response = await fetch(`${harness.server.url}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it expects
      return { status: response.status, body: text ? (JSON.parse(text) as any) : null };
    },

    chat: (businessId: number, message: string, customer = `device-${++counter}`) =>
      postJson(`${harness.server.url}/chat`, {
        message,
        business_id: businessId,
        customer_id: customer,
      }),
  };
  return harness;
}
