// Issue 23: a URL a business gives the server cannot reach inside (the API itself, loopback
// fakes, the cloud metadata address), however it is spelled, with the default configuration.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from './postgres.ts';
import { useKnowledgeHarness } from './support/knowledge-harness.ts';
import { rowCounts } from './support/row-counts.ts';

describe.each(testDrivers)('outbound URLs on %s (no OUTBOUND_ALLOW_HOSTS)', (driver) => {
  const h = useKnowledgeHarness(driver, { env: { OUTBOUND_ALLOW_HOSTS: '' } });
  let owner: { token: string };
  beforeAll(async () => {
    owner = await h.signedInBusiness('Inside Bakery');
  });

  it('refuses knowledge URLs that point inside, and stores nothing', async () => {
    const port = new URL(h.server.url).port;
    const pagesPort = new URL(h.pagesUrl).port;
    for (const url of [
      `http://[::ffff:127.0.0.1]:${port}/api/health-check`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${port}/api/health-check`,
      `http://[::ffff:7f00:1]:${port}/api/health-check`,
      `http://127.0.0.1:${pagesPort}/opening-hours`,
      `http://localhost:${pagesPort}/opening-hours`,
      `http://[64:ff9b::7f00:1]:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const before = await rowCounts(h.database);
      const answer = await h.call('POST', '/api/knowledge/sources', owner.token, {
        type: 'url',
        url,
      });
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toMatch(/private or reserved address|public addresses/);
      expect(await rowCounts(h.database)).toEqual(before);
    }
  });
});
