// The web widget's set-up and its visitor side (issue 16): business key and rotation grace,
// allowed domains enforced on every widget call (CORS + 403), Lisa.identify's HMAC, the
// pre-chat form, and the served script.
import { CONTACT_TEXTS } from '@lisa/contracts/contacts';
import {
  BUSINESS_KEY_PATTERN,
  IDENTITY_REQUIRED_REASON,
  originMatches,
  WIDGET_TEXTS,
} from '@lisa/contracts/widget';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useAccountsHarness } from '../../../test/support/accounts-harness.ts';
import { connect } from '../../../test/support/ws-client.ts';
import { contactIdentities } from '../../db/schema/contacts.ts';
import { contacts } from '../../db/schema/core.ts';
import { CLOSE_UNAUTHORIZED } from '../../platform/realtime/realtime-server.ts';
import { findWidgetDist } from './widget-assets.ts';
import { identityHash } from './widget-service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('originMatches', () => {
  it('matches exact hosts, ports and wildcard subdomains; empty allows any', () => {
    expect(originMatches('https://shop.example.com', [])).toBe(true);
    expect(originMatches('https://shop.example.com', ['shop.example.com'])).toBe(true);
    expect(originMatches('https://evil.example.org', ['shop.example.com'])).toBe(false);
    expect(originMatches('https://a.b.example.com', ['*.example.com'])).toBe(true);
    expect(originMatches('https://example.com', ['*.example.com'])).toBe(false);
    expect(originMatches('https://badexample.com', ['*.example.com'])).toBe(false);
    expect(originMatches('http://127.0.0.1:4000', ['127.0.0.1:4000'])).toBe(true);
    expect(originMatches('http://127.0.0.1:4001', ['127.0.0.1:4000'])).toBe(false);
    expect(originMatches('http://127.0.0.1:4001', ['127.0.0.1'])).toBe(true);
    expect(originMatches('null', ['shop.example.com'])).toBe(false);
  });
});

describe.each(testDrivers)('web widget on %s', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call } = harness;
  let devices = 0;
  const device = () => `device-${driver}-${++devices}-${Date.now()}`;

  async function withKey() {
    const owner = await harness.signedUp();
    const made = await call('POST', '/api/widget/key', undefined, owner.token);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return { ...owner, key: made.body.business_key as string, settings: made.body };
  }

  it('generates a key, shows it with the identity secret, and resolves it', async () => {
    const owner = await harness.signedUp();
    const before = await call('GET', '/api/widget', undefined, owner.token);
    expect(before.status).toBe(200);
    expect(before.body.business_key).toBeNull();
    expect(before.body.allowed_domains).toEqual([]);
    expect(before.body.identity_secret).toMatch(/^[0-9a-f]{64}$/);

    const made = await call('POST', '/api/widget/key', undefined, owner.token);
    expect(made.body.business_key).toMatch(BUSINESS_KEY_PATTERN);
    expect(made.body.previous_key).toBeNull();
    const config = await call('GET', `/widget/config?key=${made.body.business_key}`);
    expect(config.status).toBe(200);
    expect(config.body).toEqual({
      business_id: owner.businessId,
      prechat: { name: 'off', email: 'off' },
      require_identity_verification: false,
      colour: '#4f46e5',
      text_colour: '#ffffff',
    });
    // The launcher wears the agent settings' colour from the first call.
    const painted = await call(
      'PATCH',
      '/api/agent',
      { widget: { colour: '#FDE047' } },
      owner.token,
    );
    expect(painted.status).toBe(200);
    const repainted = await call('GET', `/widget/config?key=${made.body.business_key}`);
    expect(repainted.body).toMatchObject({ colour: '#fde047', text_colour: '#0f172a' });
    // The loader's call marks the widget as seen on a site (the catalogue's "Connected").
    const seen = await call('GET', '/api/widget', undefined, owner.token);
    expect(seen.body.last_seen_at).not.toBeNull();
    expect(before.body.last_seen_at).toBeNull();

    // Another business sees its own set-up, never this one's.
    const other = await harness.signedUp();
    const theirs = await call('GET', '/api/widget', undefined, other.token);
    expect(theirs.body.business_key).toBeNull();
    expect(theirs.body.identity_secret).not.toBe(before.body.identity_secret);
  });

  it('keeps the old key working for 24 hours after a rotation, then refuses it', async () => {
    const { token, key: oldKey, businessId } = await withKey();
    const rotated = await call('POST', '/api/widget/key', undefined, token);
    const newKey = rotated.body.business_key as string;
    expect(newKey).not.toBe(oldKey);
    expect(rotated.body.previous_key).toBe(oldKey);
    expect(rotated.body.previous_key_expires_at).not.toBeNull();

    for (const key of [oldKey, newKey]) {
      const config = await call('GET', `/widget/config?key=${key}`);
      expect(config.status).toBe(200);
      expect(config.body.business_id).toBe(businessId);
    }
    harness.time.offsetMs += DAY_MS - 60_000;
    expect((await call('GET', `/widget/config?key=${oldKey}`)).status).toBe(200);
    harness.time.offsetMs += 120_000;
    try {
      const expired = await call('GET', `/widget/config?key=${oldKey}`);
      expect(expired.status).toBe(404);
      expect(expired.body.message).toBe(WIDGET_TEXTS.unknownKey);
      expect((await call('GET', `/widget/config?key=${newKey}`)).status).toBe(200);
    } finally {
      harness.time.offsetMs = 0;
    }
  });

  it('refuses bad input and changes nothing', async () => {
    const { token } = await withKey();
    await call('PATCH', '/api/widget', { allowed_domains: ['shop.example.com'] }, token);
    for (const body of [
      { allowed_domains: ['not a domain'] },
      { allowed_domains: ['https://'] },
      { allowed_domains: 'shop.example.com' },
      { prechat: { name: 'sometimes', email: 'off' } },
      { unknown: true },
    ]) {
      const answer = await call('PATCH', '/api/widget', body, token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const after = await call('GET', '/api/widget', undefined, token);
    expect(after.body.allowed_domains).toEqual(['shop.example.com']);
    expect((await call('GET', '/widget/config?key=lisa_bk_nope')).status).toBe(400);
    expect((await call('GET', `/widget/config?key=lisa_bk_${'0'.repeat(32)}`)).status).toBe(404);
    expect((await call('GET', '/widget/config')).status).toBe(400);
  });

  it('normalises allowed domains (scheme, case, trailing slash, duplicates)', async () => {
    const { token } = await withKey();
    const answer = await call(
      'PATCH',
      '/api/widget',
      { allowed_domains: ['https://Shop.Example.com/', 'shop.example.com', '*.example.org'] },
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.allowed_domains).toEqual(['shop.example.com', '*.example.org']);
  });

  it('answers widget calls from allowed origins and refuses the others', async () => {
    const { token, key, businessId } = await withKey();
    const chat = (origin: string) =>
      call(
        'POST',
        '/chat',
        { message: 'Hello', business_id: businessId, customer_id: device() },
        undefined,
        { origin },
      );

    // No list yet: any origin.
    const open = await chat('https://anywhere.example.net');
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.headers.get('access-control-allow-origin')).toBe('https://anywhere.example.net');

    await call('PATCH', '/api/widget', { allowed_domains: ['shop.example.com'] }, token);
    const allowed = await chat('https://shop.example.com');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');

    const refused = await chat('https://evil.example.net');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(WIDGET_TEXTS.originRefused);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();

    for (const path of [`/business/${businessId}`, `/widget/config?key=${key}`]) {
      const ok = await call('GET', path, undefined, undefined, {
        origin: 'https://shop.example.com',
      });
      expect(ok.status, path).toBe(200);
      const no = await call('GET', path, undefined, undefined, {
        origin: 'https://evil.example.net',
      });
      expect(no.status, path).toBe(403);
    }
    const identify = await call(
      'POST',
      '/widget/identify',
      { key, customer_id: device(), user_id: 'u1' },
      undefined,
      {
        origin: 'https://evil.example.net',
      },
    );
    expect(identify.status).toBe(403);

    // The visitor's catch-up call is checked against the token's business.
    const visitorToken = allowed.body.visitor_token as string;
    const catchUp = (origin: string) =>
      call('GET', '/chat/messages', undefined, visitorToken, { origin });
    expect((await catchUp('https://shop.example.com')).status).toBe(200);
    expect((await catchUp('https://evil.example.net')).status).toBe(403);

    // So is its live socket: a page of another origin holding a stolen token gets nothing.
    const live = (origin?: string) =>
      connect(harness.server.wsUrl, origin ? { origin } : {}).then((socket) => {
        socket.send({ type: 'auth', visitor_token: visitorToken });
        return socket;
      });
    const evil = await live('https://evil.example.net');
    expect(await evil.next((f) => f.type === 'error')).toMatchObject({
      code: 'origin_not_allowed',
      message: WIDGET_TEXTS.originRefused,
    });
    expect((await evil.closed).code).toBe(CLOSE_UNAUTHORIZED);
    for (const origin of ['https://shop.example.com', undefined]) {
      const socket = await live(origin);
      expect(await socket.next((f) => f.type === 'ready')).toMatchObject({ scope: 'visitor' });
      socket.close();
    }

    // Lisa's own site and calls without an Origin (servers) are not a widget on a website.
    const site = harness.server.server.context.env.CORS_ORIGINS[0] as string;
    expect((await chat(site)).status).toBe(200);
    const server = await call('POST', '/chat', {
      message: 'Hi',
      business_id: businessId,
      customer_id: device(),
    });
    expect(server.status).toBe(200);

    // A preflight from a customer's site is answered (the real call is then checked).
    const preflight = await fetch(`${harness.server.url}/chat`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');

    // Dashboard routes keep CORS_ORIGINS only.
    const dashboard = await call('GET', '/api/widget', undefined, token, {
      origin: 'https://shop.example.com',
    });
    expect(dashboard.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('accepts a wildcard domain for its subdomains only', async () => {
    const { token, key } = await withKey();
    await call('PATCH', '/api/widget', { allowed_domains: ['*.example.com'] }, token);
    const at = (origin: string) =>
      call('GET', `/widget/config?key=${key}`, undefined, undefined, { origin });
    expect((await at('https://www.example.com')).status).toBe(200);
    expect((await at('https://example.com')).status).toBe(403);
  });

  it('identifies a visitor only with the right HMAC of the user id', async () => {
    const { token, key, businessId } = await withKey();
    const secret = (await call('GET', '/api/widget', undefined, token)).body.identity_secret;
    const db = harness.server.database.db;
    const identities = (value: string) =>
      db
        .select()
        .from(contactIdentities)
        .where(
          and(
            eq(contactIdentities.businessId, businessId),
            eq(contactIdentities.kind, 'widget_identity'),
            eq(contactIdentities.value, value),
          ),
        );

    const visitor = device();
    for (const user_hash of ['deadbeef', identityHash('wrong secret', 'user-42')]) {
      const answer = await call('POST', '/widget/identify', {
        key,
        customer_id: visitor,
        user_id: 'user-42',
        email: 'ada@example.com',
        user_hash,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ identified: false, verified: false });
    }
    expect(await identities('user-42')).toEqual([]);

    const signed = await call('POST', '/widget/identify', {
      key,
      customer_id: visitor,
      user_id: 'user-42',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      user_hash: identityHash(secret, 'user-42'),
    });
    expect(signed.body).toEqual({ identified: true, verified: true });
    const [identity] = await identities('user-42');
    expect(identity?.verified).toBe(true);
    const [contact] = await db
      .select()
      .from(contacts)
      .where(eq(contacts.id, identity?.contactId ?? 0));
    expect(contact?.name).toBe('Ada Lovelace');
    expect(contact?.email).toBe('ada@example.com');

    // The same person on a second device: its contact joins the first (verified key).
    const second = device();
    await call('POST', '/chat', { message: 'Hi', business_id: businessId, customer_id: second });
    const again = await call('POST', '/widget/identify', {
      key,
      customer_id: second,
      user_id: 'user-42',
      user_hash: identityHash(secret, 'user-42'),
    });
    expect(again.body).toEqual({ identified: true, verified: true });
    const after = await identities('user-42');
    expect(after).toHaveLength(1);
    expect(after[0]?.contactId).toBe(identity?.contactId);

    // A new identity secret: hashes made with the old one no longer verify.
    await call('POST', '/api/widget/identity-secret', undefined, token);
    const stale = await call('POST', '/widget/identify', {
      key,
      customer_id: device(),
      user_id: 'user-7',
      user_hash: identityHash(secret, 'user-7'),
    });
    expect(stale.body).toEqual({ identified: false, verified: false });
  });

  it('keeps an unsigned identity as unverified details, or refuses it when the business requires verification', async () => {
    const { token, key, businessId } = await withKey();
    const db = harness.server.database.db;
    const keysOf = (contactId: number) =>
      db.select().from(contactIdentities).where(eq(contactIdentities.contactId, contactId));
    const contactOf = async (customerId: string) => {
      const [row] = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.businessId, businessId), eq(contacts.customerId, customerId)));
      return row;
    };

    // Off (the default): name, email and phone kept unverified; the unsigned user id is not.
    const visitor = device();
    const unsigned = await call('POST', '/widget/identify', {
      key,
      customer_id: visitor,
      user_id: 'user-9',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+254 712 345 678',
    });
    expect(unsigned.status, JSON.stringify(unsigned.body)).toBe(200);
    expect(unsigned.body).toEqual({ identified: true, verified: false });
    const contact = await contactOf(visitor);
    expect(contact?.name).toBe('Grace Hopper');
    expect(contact?.email).toBe('grace@example.com');
    expect(contact?.phone).toBe('+254712345678');
    const kept = await keysOf(contact?.id ?? 0);
    expect(kept.map((k) => [k.kind, k.value, k.verified]).sort()).toEqual([
      ['device', visitor, false],
      ['email', 'grace@example.com', false],
      ['phone', '+254712345678', false],
    ]);

    // On: an unsigned identity is refused and changes nothing; a signed one still verifies.
    const on = await call('PATCH', '/api/widget', { require_identity_verification: true }, token);
    expect(on.status).toBe(200);
    expect(on.body.require_identity_verification).toBe(true);
    expect(
      (await call('GET', `/widget/config?key=${key}`)).body.require_identity_verification,
    ).toBe(true);
    const stranger = device();
    const refused = await call('POST', '/widget/identify', {
      key,
      customer_id: stranger,
      user_id: 'user-10',
      email: 'someone@example.com',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(WIDGET_TEXTS.identityRequired);
    expect(refused.body.reason).toBe(IDENTITY_REQUIRED_REASON);
    expect(await contactOf(stranger)).toBeUndefined();
    const secret = on.body.identity_secret as string;
    const signed = await call('POST', '/widget/identify', {
      key,
      customer_id: stranger,
      user_id: 'user-10',
      phone: '+44 20 7946 0958',
      user_hash: identityHash(secret, 'user-10'),
    });
    expect(signed.body).toEqual({ identified: true, verified: true });
    expect((await contactOf(stranger))?.phone).toBe('+442079460958');
    expect(
      (await call('PATCH', '/api/widget', { require_identity_verification: 'yes' }, token)).status,
    ).toBe(400);
  });

  it('refuses a phone without a country code or that is no number, and changes nothing', async () => {
    const { key, businessId } = await withKey();
    const db = harness.server.database.db;
    for (const phone of ['0712 345 678', 'call me', '+1 2']) {
      const visitor = device();
      const answer = await call('POST', '/widget/identify', {
        key,
        customer_id: visitor,
        user_id: 'user-11',
        name: 'Bad Phone',
        phone,
      });
      expect(answer.status, phone).toBe(400);
      expect(answer.body.message).toBe(CONTACT_TEXTS.invalidPhone);
      const rows = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.businessId, businessId), eq(contacts.customerId, visitor)));
      expect(rows).toEqual([]);
    }
  });

  it('takes the pre-chat form as the business set it', async () => {
    const { token, key } = await withKey();
    const set = await call(
      'PATCH',
      '/api/widget',
      { prechat: { name: 'required', email: 'optional' } },
      token,
    );
    expect(set.body.prechat).toEqual({ name: 'required', email: 'optional' });
    expect((await call('GET', `/widget/config?key=${key}`)).body.prechat).toEqual({
      name: 'required',
      email: 'optional',
    });
    const missing = await call('POST', '/widget/prechat', { key, customer_id: device() });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(WIDGET_TEXTS.prechatNameRequired);
    const bad = await call('POST', '/widget/prechat', {
      key,
      customer_id: device(),
      name: 'Grace',
      email: 'not-an-email',
    });
    expect(bad.status).toBe(400);
    const ok = await call('POST', '/widget/prechat', {
      key,
      customer_id: device(),
      name: 'Grace',
      email: 'grace@example.com',
    });
    expect(ok.status).toBe(204);
  });

  it.skipIf(!findWidgetDist())(
    'serves the built widget: loader short-cached, chunks immutable',
    async () => {
      const loader = await fetch(`${harness.server.url}/widget/v1/lisa-widget.js`, {
        headers: { origin: 'https://shop.example.com' },
      });
      expect(loader.status).toBe(200);
      expect(loader.headers.get('content-type')).toContain('text/javascript');
      expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
      expect(loader.headers.get('access-control-allow-origin')).toBe('*');
      const source = await loader.text();
      const chunk = /chunks\/[A-Za-z0-9._-]+\.js/.exec(source)?.[0];
      expect(chunk).toBeDefined();
      const chunked = await fetch(`${harness.server.url}/widget/v1/${chunk}`);
      expect(chunked.status).toBe(200);
      expect(chunked.headers.get('cache-control')).toContain('immutable');
      for (const path of [
        '/widget/v1/../package.json',
        '/widget/v1/%2e%2e/package.json',
        '/widget/v1/nope.js',
      ]) {
        expect((await fetch(`${harness.server.url}${path}`)).status, path).toBe(404);
      }
      const classic = await fetch(`${harness.server.url}/widget.js`);
      expect(classic.status).toBe(200);
      expect(await classic.text()).toContain('/widget/v1/lisa-widget.js');
    },
  );
});
