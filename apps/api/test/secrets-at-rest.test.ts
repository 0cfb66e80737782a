// Issue 23, secrets at rest: every instance on one database opens what another sealed —
// with SECRETS_KEYS, or without it through the key generated once into server_secrets.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from './postgres.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe.each(testDrivers)('context.secrets on %s', (driver) => {
  let first: TestServer;
  beforeAll(async () => {
    first = await startTestServer(driver);
  });
  afterAll(async () => {
    await first?.close();
  });

  it('a second instance on the same database opens what the first sealed (generated key)', async () => {
    const sealed = first.server.context.secrets.seal('odoo-api-key', 'integration:1');
    const second = await startTestServer(driver, { database: first.database });
    try {
      expect(second.server.context.secrets.open(sealed, 'integration:1')).toBe('odoo-api-key');
    } finally {
      await second.close();
    }
  });

  it('uses SECRETS_KEYS when set: its first key seals', async () => {
    const key = `prod1:${randomBytes(32).toString('base64')}`;
    const configured = await startTestServer(driver, {
      database: first.database,
      env: { SECRETS_KEYS: key },
    });
    try {
      const sealed = configured.server.context.secrets.seal('slack-signing-secret');
      expect(sealed.startsWith('lisa1.prod1.')).toBe(true);
      expect(() => first.server.context.secrets.open(sealed)).toThrow(/no longer has/);
    } finally {
      await configured.close();
    }
  });
});
