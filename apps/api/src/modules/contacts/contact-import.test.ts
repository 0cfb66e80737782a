// CSV import over HTTP on a real server, database and job queue: upload (columns, preview,
// suggested mapping, files refused with the reason), start (mapping checked, once), and the
// job folding rows into the contacts by the unify rules — an existing contact updated
// without overwriting a member's value, rows of one person folded, bad rows reported with
// their line — then roles and tenant isolation.
import { IMPORT_TEXTS } from '@lisa/contracts/contacts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useAccountsHarness } from '../../../test/support/accounts-harness.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { contactIdentities } from '../../db/schema/contacts.ts';
import { contacts } from '../../db/schema/core.ts';
import { CONTACT_IMPORT_JOB } from './contact-import.ts';

const CSV = [
  'Full Name,E-mail,Mobile,Company,Tags,Plan',
  'Wanjiru Kamau,wanjiru@example.com,+254 712 000 001,Import Co,vip;nairobi,gold',
  'Otieno Odhiambo,,0712 000 002,,,',
  'Amina Yusuf,amina@example.com,+254712000003,Yusuf Traders,,Silver',
  'Amina Y.,,+254712000003,,repeat,',
  'No Key,not-an-email,,,,',
  ',,,,,',
  'Baraka Mwangi,baraka@example.com,,,,platinum',
  '"Achieng, Grace",achieng@example.com,,"Achieng ""& Sons""",,',
].join('\r\n');

describe.each(testDrivers)('contact import (%s)', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call, signedUp } = harness;
  const db = () => harness.server.database.db;
  const idle = () => harness.server.server.context.jobs.idle([CONTACT_IMPORT_JOB], 60_000);

  async function withPlanAttribute(token: string) {
    const made = await call(
      'POST',
      '/api/contact-attributes',
      { key: 'plan', label: 'Plan', type: 'choice', choices: ['Gold', 'Silver'] },
      token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }

  it('reads the file, suggests a mapping, and folds the rows into the contacts', async () => {
    const owner = await signedUp('Import Clinic');
    await withPlanAttribute(owner.token);
    // Already known: a member wrote her company; the import must not replace it.
    const known = await call(
      'POST',
      '/api/contacts',
      { name: 'Wanjiru K.', email: 'wanjiru@example.com', company: 'Member Co' },
      owner.token,
    );
    expect(known.status).toBe(201);

    const uploaded = await call(
      'POST',
      '/api/contacts/imports',
      { filename: 'clients.csv', csv: CSV },
      owner.token,
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body).toMatchObject({
      status: 'uploaded',
      headers: ['Full Name', 'E-mail', 'Mobile', 'Company', 'Tags', 'Plan'],
      total_rows: 8,
      suggested_mapping: {
        'Full Name': 'name',
        'E-mail': 'email',
        Mobile: 'phone',
        Company: 'company',
        Tags: 'tags',
        Plan: 'attribute:plan',
      },
      mapping: null,
    });
    expect(uploaded.body.preview[0]).toEqual([
      'Wanjiru Kamau',
      'wanjiru@example.com',
      '+254 712 000 001',
      'Import Co',
      'vip;nairobi',
      'gold',
    ]);
    expect(uploaded.body.preview).toHaveLength(5);

    const started = await call(
      'POST',
      `/api/contacts/imports/${uploaded.body.id}/start`,
      { mapping: uploaded.body.suggested_mapping, tags: ['Imported'], default_country: 'KE' },
      owner.token,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.status).toBe('queued');
    const again = await call(
      'POST',
      `/api/contacts/imports/${uploaded.body.id}/start`,
      { mapping: uploaded.body.suggested_mapping },
      owner.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(IMPORT_TEXTS.notWaiting);

    await idle();
    const report = await call(
      'GET',
      `/api/contacts/imports/${uploaded.body.id}`,
      undefined,
      owner.token,
    );
    expect(report.body).toMatchObject({
      status: 'done',
      processed_rows: 8,
      created: 3,
      updated: 1,
      folded: 1,
      rejected: 3,
      error: null,
    });
    expect(report.body.rejections).toEqual([
      { row: 6, reason: 'Enter a valid email address. (“not-an-email”)' },
      { row: 7, reason: 'No name, email or phone.' },
      { row: 8, reason: 'Plan must be one of: Gold, Silver.' },
    ]);

    const list = await call('GET', '/api/contacts?limit=50', undefined, owner.token);
    const byName = new Map(
      list.body.data.map((c: { name: string }) => [c.name, c] as const),
    ) as Map<string, Record<string, unknown>>;
    // The known contact: her company stays the member's, the phone and tags are added.
    expect(byName.get('Wanjiru K.')).toMatchObject({
      email: 'wanjiru@example.com',
      phone: '+254712000001',
      company: 'Member Co',
      tags: ['imported', 'nairobi', 'vip'],
    });
    expect(byName.has('Wanjiru Kamau')).toBe(false);
    // A local number read as Kenyan (the import's default country).
    expect(byName.get('Otieno Odhiambo')).toMatchObject({
      phone: '+254712000002',
      tags: ['imported'],
    });
    // Two rows with one phone: one contact, the first row's values, both rows' tags.
    expect(byName.get('Amina Yusuf')).toMatchObject({
      email: 'amina@example.com',
      phone: '+254712000003',
      company: 'Yusuf Traders',
      tags: ['imported', 'repeat'],
    });
    expect(byName.has('Amina Y.')).toBe(false);
    expect(byName.get('Achieng, Grace')).toMatchObject({ company: 'Achieng "& Sons"' });

    const amina = byName.get('Amina Yusuf') as { id: number };
    const detail = await call('GET', `/api/contacts/${amina.id}`, undefined, owner.token);
    expect(detail.body.attributes).toEqual({ plan: 'Silver' });
    expect(detail.body.field_sources.name.source).toBe('import');
    expect(
      detail.body.identities.map((i: { kind: string; primary: boolean }) => [i.kind, i.primary]),
    ).toEqual([
      ['email', true],
      ['phone', true],
    ]);

    // Importing the same file again creates no one: every row finds its contact.
    const twice = await call(
      'POST',
      '/api/contacts/imports',
      { filename: 'clients.csv', csv: CSV },
      owner.token,
    );
    await call(
      'POST',
      `/api/contacts/imports/${twice.body.id}/start`,
      {
        mapping: { 'Full Name': 'name', 'E-mail': 'email', Mobile: 'phone' },
        default_country: 'KE',
      },
      owner.token,
    );
    await idle();
    const second = await call(
      'GET',
      `/api/contacts/imports/${twice.body.id}`,
      undefined,
      owner.token,
    );
    expect(second.body).toMatchObject({ status: 'done', created: 1, rejected: 2 });
    // Baraka (refused the first time for his plan) is the one new contact; Otieno's phone
    // found him again rather than making a second one.
    const keys = await db()
      .select()
      .from(contactIdentities)
      .innerJoin(contacts, eq(contacts.id, contactIdentities.contactId))
      .where(
        and(
          eq(contacts.businessId, owner.businessId),
          eq(contactIdentities.value, '+254712000002'),
        ),
      );
    expect(keys).toHaveLength(1);
  });

  it('refuses files and mappings it cannot use, and says why', async () => {
    const owner = await signedUp('Import Refusals');
    const upload = (csv: string) =>
      call('POST', '/api/contacts/imports', { filename: 'x.csv', csv }, owner.token);
    for (const [csv, message] of [
      ['Name,Email\r\n', IMPORT_TEXTS.empty],
      ['Name,Email,name\r\nA,a@example.com,B', 'Two columns have the same name: “name”.'],
      [`Name\n${'x\n'.repeat(50_001)}`, IMPORT_TEXTS.tooManyRows],
      ['Name,"Email\nA,b', 'The file could not be read as CSV'],
    ] as const) {
      const answer = await upload(csv);
      expect(answer.status, csv.slice(0, 30)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect((await upload('')).status).toBe(400);

    const ok = await upload('Name,Email,Notes\r\nA,a@example.com,hello');
    expect(ok.status).toBe(201);
    const start = (mapping: Record<string, string>) =>
      call('POST', `/api/contacts/imports/${ok.body.id}/start`, { mapping }, owner.token);
    for (const [mapping, message] of [
      [{ Notes: 'company' }, IMPORT_TEXTS.noKey],
      [{ Name: 'name', Email: 'name' }, IMPORT_TEXTS.fieldTwice],
      [{ Name: 'name', Phone: 'phone' }, IMPORT_TEXTS.unknownColumn],
      [{ Name: 'name', Notes: 'attribute:notes' }, 'No custom attribute has this key.'],
      [{ Name: 'nickname' }, 'Choose a field for the column'],
    ] as const) {
      const answer = await start(mapping);
      expect(answer.status, JSON.stringify(mapping)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const still = await call('GET', `/api/contacts/imports/${ok.body.id}`, undefined, owner.token);
    expect(still.body.status).toBe('uploaded');
  });

  it('is for owners and admins, and finds no import of another business', async () => {
    const owner = await signedUp('Import Roles');
    const uploaded = await call(
      'POST',
      '/api/contacts/imports',
      { filename: 'a.csv', csv: 'Name\r\nA' },
      owner.token,
    );
    const [user] = await db()
      .insert(users)
      .values({
        name: 'Agent',
        email: `import-agent-${driver}-${Date.now()}@example.com`,
        passwordHash: 'not used',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    await db()
      .insert(memberships)
      .values({ userId: user?.id as number, businessId: owner.businessId, role: 'agent' });
    const agent = await harness.server.server.context.sessions.create(
      user?.id as number,
      owner.businessId,
      null,
    );
    expect(
      (
        await call(
          'POST',
          '/api/contacts/imports',
          { filename: 'a.csv', csv: 'Name\r\nA' },
          agent.token,
        )
      ).status,
    ).toBe(403);
    expect(
      (await call('GET', `/api/contacts/imports/${uploaded.body.id}`, undefined, agent.token))
        .status,
    ).toBe(403);

    const stranger = await signedUp('Other Business');
    expect(
      (await call('GET', `/api/contacts/imports/${uploaded.body.id}`, undefined, stranger.token))
        .status,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/api/contacts/imports/${uploaded.body.id}/start`,
          { mapping: { Name: 'name' } },
          stranger.token,
        )
      ).status,
    ).toBe(404);
    const mine = await call('GET', '/api/contacts/imports', undefined, stranger.token);
    expect(mine.body.data).toEqual([]);
  });
});
