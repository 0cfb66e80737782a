// The team over HTTP on a real server and database, with invites read from the SMTP test
// server: the invite lifecycle (accept, expired, revoked, reused, resent, wrong business),
// the owner rules, removal ending sessions and sockets, several businesses per person, the
// business header, availability and the audit log.
import { randomBytes } from 'node:crypto';
import {
  INVITE_TTL_DAYS,
  MAX_INVITES_PER_HOUR,
  MAX_PENDING_INVITES,
  TEAM_TEXTS,
} from '@lisa/contracts/team';
import type { ReceivedMail } from '@lisa/test-smtp';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testDrivers } from '../../../test/postgres.ts';
import { PASSWORD, useAccountsHarness } from '../../../test/support/accounts-harness.ts';

const DAY_MS = 24 * 60 * 60_000;

/** A mail's text with quoted-printable undone (soft line breaks, =XX escapes). */
function textOf(mail: ReceivedMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The invite token in a mail's link. */
function tokenFrom(mail: ReceivedMail): string {
  const body = textOf(mail);
  const match = /\/invite\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no invite link in:\n${body}`);
  return match[1];
}

describe.each(testDrivers)('team (%s)', (driver) => {
  const harness = useAccountsHarness(driver, {
    env: { LISA_DASHBOARD_URL: 'https://app.lisa.example/' },
  });
  const { call, signedUp, time, uniqueEmail } = harness;
  const mailbox = () => harness.mailbox;

  /** Invites `email` as `role` and returns the token the mail carries. */
  async function invite(ownerToken: string, email: string, role = 'agent') {
    const before = mailbox().countTo(email);
    const created = await call('POST', '/api/team/invites', { email, role }, ownerToken);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const mail = await mailbox().waitFor(email, { after: before });
    return { id: created.body.id as number, token: tokenFrom(mail), mail };
  }

  async function join(ownerToken: string, role = 'agent') {
    const email = uniqueEmail();
    const { token } = await invite(ownerToken, email, role);
    const accepted = await call('POST', '/api/team/invites/accept', {
      token,
      name: 'Grace Hopper',
      password: PASSWORD,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    return { email, token: accepted.body.token as string, userId: accepted.body.user.id as number };
  }

  it('invites by email with a link on the dashboard URL; a new person sets a password and joins', async () => {
    const owner = await signedUp('Harbour Dental');
    const email = uniqueEmail();
    const { token, mail } = await invite(owner.token, email);
    expect(textOf(mail)).toContain('https://app.lisa.example/invite?token=');
    expect(token.length).toBeGreaterThanOrEqual(22); // >= 128 bits, base64url

    const preview = await call('GET', `/api/team/invites/preview?token=${token}`);
    expect(preview.body).toMatchObject({
      state: 'pending',
      business_name: 'Harbour Dental',
      email,
      role: 'agent',
      invited_by: 'Ada Lovelace',
      has_account: false,
    });
    const missing = await call('POST', '/api/team/invites/accept', { token });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(['name', 'password']);

    const accepted = await call('POST', '/api/team/invites/accept', {
      token,
      name: 'Grace Hopper',
      password: PASSWORD,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.business_id).toBe(owner.businessId);
    expect(accepted.body.user.email_verified_at).not.toBeNull();
    expect(accepted.body.businesses).toEqual([
      expect.objectContaining({ id: owner.businessId, role: 'agent' }),
    ]);
    // The password works for a normal sign-in too: the email counts as verified.
    const signIn = await call('POST', '/api/auth/sign-in', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);

    const reused = await call('POST', '/api/team/invites/accept', {
      token,
      name: 'Someone else',
      password: PASSWORD,
    });
    expect(reused).toMatchObject({ status: 409, body: { message: TEAM_TEXTS.inviteAccepted } });
    const members = await call('GET', '/api/team/members', undefined, owner.token);
    expect(
      members.body.data.map((m: { email: string; role: string }) => [m.email, m.role]),
    ).toEqual([
      [owner.email, 'owner'],
      [email, 'agent'],
    ]);
  });

  it('lets the agent see the team and the inbox, but not invites, knowledge or the audit log', async () => {
    const owner = await signedUp();
    const agent = await join(owner.token);
    expect((await call('GET', '/api/team/members', undefined, agent.token)).status).toBe(200);
    expect((await call('GET', '/api/whatsapp-chat-box', undefined, agent.token)).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/api/team/invites'],
      ['POST', '/api/team/invites'],
      ['GET', '/api/knowledge/sources'],
      ['GET', '/api/audit-log'],
    ] as const) {
      const res = await call(
        method,
        path,
        method === 'POST' ? { email: 'x@y.test', role: 'agent' } : undefined,
        agent.token,
      );
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('expires an invite after 7 days, and says so', async () => {
    const owner = await signedUp();
    const { token } = await invite(owner.token, uniqueEmail());
    time.offsetMs += INVITE_TTL_DAYS * DAY_MS + 1000;
    try {
      expect((await call('GET', `/api/team/invites/preview?token=${token}`)).body.state).toBe(
        'expired',
      );
      const late = await call('POST', '/api/team/invites/accept', {
        token,
        name: 'Late Comer',
        password: PASSWORD,
      });
      expect(late).toMatchObject({ status: 409, body: { message: TEAM_TEXTS.inviteExpired } });
    } finally {
      time.offsetMs -= INVITE_TTL_DAYS * DAY_MS + 1000;
    }
  });

  it('revoke kills a link; resend rotates it; another business cannot touch the invite', async () => {
    const owner = await signedUp();
    const stranger = await signedUp();
    const email = uniqueEmail();
    const first = await invite(owner.token, email);

    expect(
      (await call('DELETE', `/api/team/invites/${first.id}`, undefined, stranger.token)).status,
    ).toBe(404);
    expect(
      (await call('POST', `/api/team/invites/${first.id}/resend`, undefined, stranger.token))
        .status,
    ).toBe(404);

    const before = mailbox().countTo(email);
    const resent = await call(
      'POST',
      `/api/team/invites/${first.id}/resend`,
      undefined,
      owner.token,
    );
    expect(resent.status).toBe(200);
    const second = tokenFrom(await mailbox().waitFor(email, { after: before }));
    expect(second).not.toBe(first.token);
    expect((await call('GET', `/api/team/invites/preview?token=${first.token}`)).status).toBe(404);
    expect((await call('GET', `/api/team/invites/preview?token=${second}`)).body.state).toBe(
      'pending',
    );

    expect(
      (await call('DELETE', `/api/team/invites/${first.id}`, undefined, owner.token)).status,
    ).toBe(204);
    expect((await call('GET', `/api/team/invites/preview?token=${second}`)).body.state).toBe(
      'revoked',
    );
    const revoked = await call('POST', '/api/team/invites/accept', {
      token: second,
      name: 'Too Late',
      password: PASSWORD,
    });
    expect(revoked).toMatchObject({ status: 409, body: { message: TEAM_TEXTS.inviteRevoked } });
    expect((await call('GET', '/api/team/invites', undefined, owner.token)).body.data).toEqual([]);
  });

  it('refuses inviting a member or a pending address (409), and more than 20 pending', async () => {
    const owner = await signedUp();
    const again = await call(
      'POST',
      '/api/team/invites',
      { email: owner.email, role: 'admin' },
      owner.token,
    );
    expect(again).toMatchObject({ status: 409, body: { message: TEAM_TEXTS.alreadyMember } });
    const email = uniqueEmail();
    await invite(owner.token, email);
    const twice = await call('POST', '/api/team/invites', { email, role: 'admin' }, owner.token);
    expect(twice).toMatchObject({ status: 409, body: { message: TEAM_TEXTS.alreadyInvited } });
    const owner2 = await signedUp();
    // An hour passes in steps a session survives (30 idle minutes end it).
    const passAnHour = async () => {
      for (let step = 0; step < 3; step++) {
        time.offsetMs += 20.5 * 60_000;
        expect((await call('GET', '/api/team/me', undefined, owner2.token)).status).toBe(200);
      }
    };
    let sent = 0;
    while (sent < MAX_PENDING_INVITES) {
      if (sent > 0) await passAnHour();
      for (let i = 0; i < MAX_INVITES_PER_HOUR && sent < MAX_PENDING_INVITES; i++, sent++) {
        const res = await call(
          'POST',
          '/api/team/invites',
          { email: uniqueEmail(), role: 'agent' },
          owner2.token,
        );
        expect(res.status).toBe(201);
      }
    }
    await passAnHour();
    const full = await call(
      'POST',
      '/api/team/invites',
      { email: uniqueEmail(), role: 'agent' },
      owner2.token,
    );
    expect(full).toMatchObject({ status: 409, body: { message: TEAM_TEXTS.tooManyPending } });
    const bad = await call(
      'POST',
      '/api/team/invites',
      { email: 'not an email', role: 'owner' },
      owner2.token,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'role']);
  });

  it('sends at most 10 invites an hour per business (429 with Retry-After)', async () => {
    const owner = await signedUp();
    for (let i = 0; i < MAX_INVITES_PER_HOUR; i++) {
      const res = await call(
        'POST',
        '/api/team/invites',
        { email: uniqueEmail(), role: 'agent' },
        owner.token,
      );
      expect(res.status).toBe(201);
    }
    const limited = await call(
      'POST',
      '/api/team/invites',
      { email: uniqueEmail(), role: 'agent' },
      owner.token,
    );
    expect(limited).toMatchObject({ status: 429, body: { message: TEAM_TEXTS.inviteRateLimited } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('GET', '/api/team/invites', undefined, owner.token)).body.data).toHaveLength(
      MAX_INVITES_PER_HOUR,
    );
  });

  it('joins a signed-in person with one click, only as the invited address', async () => {
    const owner = await signedUp('North Clinic');
    const existing = await signedUp('Own Shop');
    const other = await signedUp('Other Shop');
    const { token } = await invite(owner.token, existing.email, 'admin');
    expect((await call('GET', `/api/team/invites/preview?token=${token}`)).body.has_account).toBe(
      true,
    );
    const anonymous = await call('POST', '/api/team/invites/accept', { token });
    expect(anonymous).toMatchObject({ status: 409, body: { message: TEAM_TEXTS.accountExists } });
    const wrong = await call('POST', '/api/team/invites/accept', { token }, other.token);
    expect(wrong).toMatchObject({ status: 403, body: { message: TEAM_TEXTS.signInAsInvitee } });
    const joined = await call('POST', '/api/team/invites/accept', { token }, existing.token);
    expect(joined.status).toBe(200);
    expect(
      joined.body.businesses.map((b: { business_name: string; role: string }) => [
        b.business_name,
        b.role,
      ]),
    ).toEqual([
      ['Own Shop', 'owner'],
      ['North Clinic', 'admin'],
    ]);
  });

  it('acts on the business the header names, only if the caller belongs to it', async () => {
    const clinic = await signedUp('Clinic');
    const shop = await signedUp('Shop');
    const both = await signedUp('Both Own');
    const { token } = await invite(clinic.token, both.email, 'agent');
    expect((await call('POST', '/api/team/invites/accept', { token }, both.token)).status).toBe(
      200,
    );
    const as = (businessId: number) => ({ 'x-lisa-business': String(businessId) });

    const inClinic = await call(
      'GET',
      '/api/team/me',
      undefined,
      both.token,
      as(clinic.businessId),
    );
    expect(inClinic.body).toMatchObject({ business_id: clinic.businessId, role: 'agent' });
    const inOwn = await call('GET', '/api/team/me', undefined, both.token, as(both.businessId));
    expect(inOwn.body).toMatchObject({ business_id: both.businessId, role: 'owner' });
    // The role follows the business: an agent in the clinic may not manage its invites.
    expect(
      (await call('GET', '/api/team/invites', undefined, both.token, as(clinic.businessId))).status,
    ).toBe(403);
    expect(
      (await call('GET', '/api/team/invites', undefined, both.token, as(both.businessId))).status,
    ).toBe(200);
    const members = await call(
      'GET',
      '/api/team/members',
      undefined,
      both.token,
      as(clinic.businessId),
    );
    expect(members.body.data.map((m: { email: string }) => m.email)).toEqual([
      clinic.email,
      both.email,
    ]);

    const outsider = await call(
      'GET',
      '/api/team/members',
      undefined,
      both.token,
      as(shop.businessId),
    );
    expect(outsider).toMatchObject({ status: 403, body: { error: 'not_a_member' } });
    expect(
      (await call('GET', '/api/credit', undefined, both.token, as(shop.businessId))).status,
    ).toBe(403);
    const garbage = await call('GET', '/api/team/members', undefined, both.token, {
      'x-lisa-business': 'abc',
    });
    expect(garbage.status).toBe(400);
  });

  it('keeps exactly one owner; ownership moves only when the new owner accepts', async () => {
    const owner = await signedUp();
    const admin = await join(owner.token, 'admin');
    const me = await call('GET', '/api/team/me', undefined, owner.token);
    const ownerId = me.body.user_id as number;

    for (const [method, path, body] of [
      ['PATCH', `/api/team/members/${ownerId}`, { role: 'admin' }],
      ['DELETE', `/api/team/members/${ownerId}`, undefined],
    ] as const) {
      const res = await call(method, path, body, admin.token);
      expect(res, `${method} ${path}`).toMatchObject({
        status: 409,
        body: { message: TEAM_TEXTS.lastOwner },
      });
    }
    expect((await call('POST', '/api/team/leave', undefined, owner.token)).status).toBe(409);
    expect(
      (await call('PATCH', `/api/team/members/${admin.userId}`, { role: 'owner' }, owner.token))
        .status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/team/ownership-transfer', { user_id: admin.userId }, admin.token))
        .status,
    ).toBe(403);

    const offer = await call(
      'POST',
      '/api/team/ownership-transfer',
      { user_id: admin.userId },
      owner.token,
    );
    expect(offer.status).toBe(201);
    expect(
      (await call('POST', '/api/team/ownership-transfer/accept', undefined, owner.token)).status,
    ).toBe(409);
    expect(
      (await call('GET', '/api/team/me', undefined, admin.token)).body.ownership_offer,
    ).toMatchObject({
      from: { id: ownerId },
    });
    const accepted = await call(
      'POST',
      '/api/team/ownership-transfer/accept',
      undefined,
      admin.token,
    );
    expect(accepted.body).toMatchObject({ role: 'owner', ownership_offer: null });
    const roles = (await call('GET', '/api/team/members', undefined, admin.token)).body.data.map(
      (m: { user_id: number; role: string }) => [m.user_id, m.role],
    );
    expect(roles).toEqual([
      [ownerId, 'admin'],
      [admin.userId, 'owner'],
    ]);
    expect((await call('POST', '/api/team/leave', undefined, owner.token)).status).toBe(204);
  });

  it('removing a member ends their sessions for the business and closes their socket at once', async () => {
    const owner = await signedUp();
    const agent = await join(owner.token);
    const socket = await openDashboardSocket(harness.server.wsUrl, agent.token);
    expect(socket.ready).toMatchObject({ type: 'ready', business_id: owner.businessId });

    const removed = await call(
      'DELETE',
      `/api/team/members/${agent.userId}`,
      undefined,
      owner.token,
    );
    expect(removed.status).toBe(204);
    const closed = await socket.closed;
    expect(closed.code).toBe(4403);
    expect(closed.frames).toContainEqual(expect.objectContaining({ code: 'access_revoked' }));
    expect((await call('GET', '/api/auth/me', undefined, agent.token)).status).toBe(401);
    expect((await call('GET', '/api/team/members', undefined, owner.token)).body.data).toHaveLength(
      1,
    );
  });

  it('a person removed from one of two businesses keeps working in the other', async () => {
    const owner = await signedUp('First');
    const second = await signedUp('Second');
    const { token } = await invite(owner.token, second.email, 'agent');
    await call('POST', '/api/team/invites/accept', { token }, second.token);
    const me = await call('GET', '/api/team/me', undefined, second.token, {
      'x-lisa-business': String(owner.businessId),
    });
    await call('DELETE', `/api/team/members/${me.body.user_id}`, undefined, owner.token);
    const gone = await call('GET', '/api/team/me', undefined, second.token, {
      'x-lisa-business': String(owner.businessId),
    });
    expect(gone).toMatchObject({ status: 403, body: { error: 'not_a_member' } });
    expect((await call('GET', '/api/team/me', undefined, second.token)).body.business_id).toBe(
      second.businessId,
    );
    expect(
      (await call('GET', '/api/auth/me', undefined, second.token)).body.businesses,
    ).toHaveLength(1);
  });

  it('shows availability as chosen while a dashboard is live, else offline', async () => {
    const owner = await signedUp();
    const agent = await join(owner.token);
    const set = await call(
      'PUT',
      '/api/team/me/availability',
      { availability: 'away' },
      agent.token,
    );
    expect(set.body.availability).toBe('away');
    const bad = await call(
      'PUT',
      '/api/team/me/availability',
      { availability: 'busy' },
      agent.token,
    );
    expect(bad.status).toBe(400);
    const availabilityOf = async () =>
      (await call('GET', '/api/team/members', undefined, owner.token)).body.data.find(
        (m: { user_id: number }) => m.user_id === agent.userId,
      ).availability;
    expect(await availabilityOf()).toBe('offline');
    const socket = await openDashboardSocket(harness.server.wsUrl, agent.token);
    await expect.poll(availabilityOf).toBe('away');
    socket.close();
    time.offsetMs += 6 * 60_000;
    try {
      expect(await availabilityOf()).toBe('offline');
    } finally {
      time.offsetMs -= 6 * 60_000;
    }
  });

  it('writes who changed what to an append-only audit log, read by owners and admins', async () => {
    const owner = await signedUp();
    const agent = await join(owner.token);
    await call('PATCH', `/api/team/members/${agent.userId}`, { role: 'admin' }, owner.token);
    const log = await call('GET', '/api/audit-log', undefined, owner.token);
    expect(log.status).toBe(200);
    expect(log.body.data.map((e: { kind: string }) => e.kind)).toEqual([
      'team.member.role_changed',
      'team.invite.accepted',
      'team.invite.created',
    ]);
    expect(log.body.data[0]).toMatchObject({
      actor: { name: 'Ada Lovelace' },
      target: agent.email,
      before: 'agent',
      after: 'admin',
      ip: expect.any(String),
    });
    const firstPage = await call('GET', '/api/audit-log?limit=2', undefined, owner.token);
    expect(firstPage.body.data).toHaveLength(2);
    const next = await call(
      'GET',
      `/api/audit-log?limit=2&cursor=${firstPage.body.next_cursor}`,
      undefined,
      owner.token,
    );
    expect(next.body).toMatchObject({ data: [{ kind: 'team.invite.created' }], next_cursor: null });
    const invites = await call('GET', '/api/audit-log?kind=team.invite.', undefined, owner.token);
    expect(invites.body.data).toHaveLength(2);
    const byAgent = await call(
      'GET',
      `/api/audit-log?actor=${agent.userId}`,
      undefined,
      owner.token,
    );
    expect(byAgent.body.data.map((e: { kind: string }) => e.kind)).toEqual([
      'team.invite.accepted',
    ]);
    expect((await call('DELETE', '/api/audit-log', undefined, owner.token)).status).toBe(404);

    const source = await call(
      'POST',
      '/api/knowledge/sources',
      { type: 'text', title: 'Opening hours', text: 'We open at nine.' },
      owner.token,
    );
    expect(source.status).toBe(201);
    await call('DELETE', `/api/knowledge/sources/${source.body.id}`, undefined, owner.token);
    const knowledge = await call('GET', '/api/audit-log?kind=knowledge.', undefined, owner.token);
    expect(
      knowledge.body.data.map((e: { kind: string; target: string }) => [e.kind, e.target]),
    ).toEqual([
      ['knowledge.source.deleted', 'Opening hours'],
      ['knowledge.source.created', 'Opening hours'],
    ]);
  });

  it('lets a person create another business and switch to it', async () => {
    const owner = await signedUp('First Shop');
    const created = await call(
      'POST',
      '/api/businesses',
      { business_name: 'Second Shop' },
      owner.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.business).toMatchObject({ business_name: 'Second Shop', role: 'owner' });
    const me = await call('GET', '/api/auth/me', undefined, owner.token);
    expect(me.body.businesses.map((b: { business_name: string }) => b.business_name)).toEqual([
      'First Shop',
      'Second Shop',
    ]);
    const credit = await call('GET', '/api/credit', undefined, owner.token, {
      'x-lisa-business': String(created.body.business.id),
    });
    expect(credit.status).toBe(200);
    expect(
      (await call('POST', '/api/businesses', { business_name: '  ' }, owner.token)).status,
    ).toBe(400);
  });
});

describe.each(testDrivers)('team invite tokens (%s)', (driver) => {
  // The default per-IP budget, so the look-up limit is the production one.
  const harness = useAccountsHarness(driver, { env: { RATE_LIMIT_PER_MINUTE: '300' } });

  it('refuses guessed tokens (404) and stops guessing after 30 tries (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const guess = randomBytes(32).toString('base64url');
      statuses.push((await harness.call('GET', `/api/team/invites/preview?token=${guess}`)).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    const accept = await harness.call('POST', '/api/team/invites/accept', {
      token: randomBytes(32).toString('base64url'),
      name: 'Guesser',
      password: PASSWORD,
    });
    expect(accept.status).toBe(429);
    expect((await harness.call('GET', '/api/team/invites/preview?token=short')).status).toBe(400);
  });
});

interface DashboardSocket {
  ready: Record<string, unknown>;
  closed: Promise<{ code: number; frames: Record<string, unknown>[] }>;
  close(): void;
}

function openDashboardSocket(url: string, token: string): Promise<DashboardSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const frames: Record<string, unknown>[] = [];
    let resolveClosed: (value: { code: number; frames: Record<string, unknown>[] }) => void =
      () => {};
    const closed = new Promise<{ code: number; frames: Record<string, unknown>[] }>((r) => {
      resolveClosed = r;
    });
    const timer = setTimeout(() => reject(new Error('no ready frame on /ws')), 10_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Record<string, unknown>;
      frames.push(frame);
      if (frame.type === 'ready') {
        clearTimeout(timer);
        resolve({ ready: frame, closed, close: () => socket.close() });
      }
    });
    socket.on('close', (code) => {
      clearTimeout(timer);
      resolveClosed({ code, frames });
      reject(new Error(`closed with ${code} before ready`));
    });
    socket.on('error', reject);
  });
}
