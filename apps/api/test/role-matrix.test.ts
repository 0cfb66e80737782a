// The role matrix (team issue): every route of the API, called as an owner, an admin and an
// agent of one business, answers as the permission table says — 403 where the role lacks
// the route's permission, never 401/403 where it has it. The routes come from the server
// itself, so a new route is in the matrix the day it is registered (and cannot register
// without naming its access at all).
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembershipRole } from '../src/db/schema/accounts.ts';
import { memberships, users } from '../src/db/schema/accounts.ts';
import { parseEnv } from '../src/env.ts';
import { installHttp } from '../src/platform/http/install-http.ts';
import { isAllowed, isPermission } from '../src/platform/http/permissions.ts';
import { testDrivers } from './postgres.ts';
import { createBusiness, startTestServer, type TestServer } from './support/test-server.ts';

const ROLES: MembershipRole[] = ['owner', 'admin', 'agent'];

describe.each(testDrivers)('role matrix on %s', (driver) => {
  let api: TestServer;
  const tokens = {} as Record<MembershipRole, string>;
  const userIds = {} as Record<MembershipRole, number>;
  let businessId = 0;

  beforeAll(async () => {
    api = await startTestServer(driver);
    const { db } = api.database;
    businessId = await createBusiness(api.database);
    for (const role of ROLES) {
      const [user] = await db
        .insert(users)
        .values({
          name: `${role} of the matrix`,
          email: `${role}-${driver}-${Date.now()}@matrix.test`,
          passwordHash: 'not used: the session is created directly',
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert failed');
      await db.insert(memberships).values({ userId: user.id, businessId, role });
      userIds[role] = user.id;
      tokens[role] = (await api.server.context.sessions.create(user.id, businessId, null)).token;
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  // Signing out and leaving the business end the access they are called with: they go last.
  const endsAccess = (url: string) => url.endsWith('/sign-out') || url.endsWith('/team/leave');
  const guarded = () =>
    api.server.routes
      .filter((route) => route.access !== 'public' && route.method !== 'HEAD')
      .sort((a, b) => Number(endsAccess(a.url)) - Number(endsAccess(b.url)));

  const call = (method: string, url: string, token?: string) =>
    fetch(`${api.url}${url.replace(/:\w+/g, '1')}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      ...(method === 'GET' ? {} : { body: '{}' }),
    });

  it('lists the guarded routes of every protected module', () => {
    const urls = new Set(guarded().map((route) => route.url));
    for (const url of [
      '/api/auth/me',
      '/credit',
      '/api/tasks',
      '/api/knowledge/sources',
      '/api/knowledge/inbox-answers',
      '/api/team/members',
      '/api/team/invites',
      '/api/audit-log',
    ]) {
      expect([...urls].some((u) => u.endsWith(url))).toBe(true);
    }
  });

  it('refuses every guarded route without a session (401)', async () => {
    for (const route of guarded()) {
      const res = await call(route.method, route.url);
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it.each(ROLES)('answers the %s as the permission table says', async (role) => {
    for (const route of guarded()) {
      // A route that ends the access it is called with gets a session of its own.
      const token = endsAccess(route.url)
        ? (await api.server.context.sessions.create(userIds[role], businessId, null)).token
        : tokens[role];
      const res = await call(route.method, route.url, token);
      const label = `${role}: ${route.method} ${route.url} (${route.access})`;
      if (isPermission(route.access) && !isAllowed(role, route.access)) {
        expect(res.status, label).toBe(403);
        expect(await res.json(), label).toMatchObject({ error: 'forbidden' });
      } else {
        expect([401, 403], label).not.toContain(res.status);
        expect(res.status, label).toBeLessThan(500);
      }
    }
  });

  it('agents may read conversations, tasks and credits but not knowledge', () => {
    expect(isAllowed('agent', 'conversations.read')).toBe(true);
    expect(isAllowed('agent', 'tasks.read')).toBe(true);
    expect(isAllowed('agent', 'credits.read')).toBe(true);
    expect(isAllowed('agent', 'knowledge.read')).toBe(false);
    expect(isAllowed('agent', 'knowledge.write')).toBe(false);
    expect(isAllowed('admin', 'knowledge.write')).toBe(true);
  });

  it('only owners transfer ownership; agents neither manage the team nor read the audit log', () => {
    expect(isAllowed('owner', 'ownership.transfer')).toBe(true);
    expect(isAllowed('admin', 'ownership.transfer')).toBe(false);
    expect(isAllowed('admin', 'team.manage')).toBe(true);
    expect(isAllowed('agent', 'team.manage')).toBe(false);
    expect(isAllowed('agent', 'audit.read')).toBe(false);
    expect(isAllowed('agent', 'team.read')).toBe(true);
  });
});

describe('a route that names no access', () => {
  it('cannot be registered', async () => {
    const app = Fastify({ logger: false });
    await installHttp(app as never, parseEnv({}));
    expect(() => app.get('/api/forgotten', async () => ({ ok: true }))).toThrow(
      /declares no access/,
    );
    await app.close();
  });
});
