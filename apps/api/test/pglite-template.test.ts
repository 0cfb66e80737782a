import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteExtensions } from '../src/db/client.ts';
import { businesses } from '../src/db/schema/core.ts';
import { renewSeedBusinessKey } from '../src/db/seed.ts';

describe('starting from the PGlite template', () => {
  const work = mkdtempSync(join(tmpdir(), 'lisa-template-test-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('fills an empty data directory from the tarball, once, and renews the business key', async () => {
    // A tarball like the build writes, made from the migrated test template.
    const source = join(work, 'source');
    cpSync(inject('pgliteTemplate'), source, { recursive: true });
    const pg = await PGlite.create(source, { extensions: pgliteExtensions });
    const tarball = join(work, 'template.tar.gz');
    writeFileSync(tarball, Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer()));
    const [templateRow] = (
      await pg.query<{ business_key: string }>('select business_key from businesses where id = 1')
    ).rows;
    await pg.close();

    const dataDir = join(work, 'data');
    const first = await openDatabase({ dataDir, pgliteTemplate: tarball });
    expect(first.fromTemplate).toBe(true);
    await renewSeedBusinessKey(first.db);
    const [row] = await first.db.select().from(businesses).where(eq(businesses.id, 1));
    expect(row?.name).toBe('Lisa');
    expect(row?.businessKey).toMatch(/^lisa_bk_[0-9a-f]{24}$/);
    expect(row?.businessKey).not.toBe(templateRow?.business_key);
    await first.close();

    const again = await openDatabase({ dataDir, pgliteTemplate: tarball });
    expect(again.fromTemplate).toBe(false);
    const [kept] = await again.db.select().from(businesses).where(eq(businesses.id, 1));
    expect(kept?.businessKey).toBe(row?.businessKey);
    await again.close();
  });
});
