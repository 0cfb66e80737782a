// The business endpoints need a bearer token; the credit history reads the ledger.
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useAccountsHarness } from '../../../test/support/accounts-harness.ts';

describe.each(testDrivers)('accounts: business endpoints and credit (%s)', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call, signedUp } = harness;

  it('needs a bearer token for the business endpoints', async () => {
    for (const path of [
      '/api/credit',
      '/api/whatsapp-chat-box',
      '/api/tasks',
      '/api/dashboard/summary',
    ]) {
      const answer = await call('GET', path);
      expect(answer.status).toBe(401);
      expect((await call('GET', path, undefined, 'made-up-token')).status).toBe(401);
    }
  });

  it('reads the credit history from the ledger', async () => {
    const { token } = await signedUp();
    const history = await call('GET', '/api/credit/history', undefined, token);
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([expect.objectContaining({ amount: 1000, reason: 'grant' })]);
  });
});
