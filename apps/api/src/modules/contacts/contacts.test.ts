// Contacts over HTTP on a real server and database: the list and its filters, edits and
// their errors, identities and unify (automatic merge on a verified key, suggestions on an
// unverified one), enrichment from /chat that never overwrites a member, custom attributes,
// merge (dry run, field choices, refusals), undo restoring exactly, overlapping merges in
// parallel, the CSV export, roles and tenant isolation.
import { CONTACT_TEXTS } from '@lisa/contracts/contacts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useAccountsHarness } from '../../../test/support/accounts-harness.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { contactMerges } from '../../db/schema/contacts.ts';
import { contacts, conversations } from '../../db/schema/core.ts';

const DAY_MS = 24 * 60 * 60_000;

describe.each(testDrivers)('contacts (%s)', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call, signedUp } = harness;
  const db = () => harness.server.database.db;
  let devices = 0;

  /** A member of `businessId` with `role`, signed in directly. */
  async function member(businessId: number, role: 'admin' | 'agent') {
    const [user] = await db()
      .insert(users)
      .values({
        name: `${role} ${++devices}`,
        email: `${role}-${devices}-${Date.now()}@contacts.test`,
        passwordHash: 'not used',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await db().insert(memberships).values({ userId: user.id, businessId, role });
    const session = await harness.server.server.context.sessions.create(user.id, businessId, null);
    return { token: session.token, userId: user.id };
  }

  /** A widget visitor's message; returns the contact id its conversation belongs to. */
  async function chat(businessId: number, device: string, message = 'Hello there') {
    const answer = await call('POST', '/chat', {
      message,
      business_id: businessId,
      customer_id: device,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const conversationId = Number(answer.body.conversation_id);
    const [row] = await db()
      .select({ contactId: conversations.contactId })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    return { contactId: row?.contactId as number, conversationId };
  }

  const newDevice = () => `device-${driver}-${++devices}-${Date.now()}`;

  async function create(token: string, body: Record<string, unknown>) {
    const created = await call('POST', '/api/contacts', body, token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }

  it('adds a contact with a normalised email and phone, edits it, and lists and searches it', async () => {
    const owner = await signedUp('Harbour Dental');
    const created = await create(owner.token, {
      name: 'Wanjiru Kamau',
      email: '  Wanjiru@Example.COM ',
      phone: '+254 712 345 678',
      company: 'Kamau Farms',
      tags: ['VIP', 'kenya'],
    });
    expect(created).toMatchObject({
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      phone: '+254712345678',
      company: 'Kamau Farms',
      tags: ['kenya', 'vip'],
    });
    expect(created.identities).toEqual([
      expect.objectContaining({ kind: 'email', value: 'wanjiru@example.com', primary: true }),
      expect.objectContaining({ kind: 'phone', value: '+254712345678', primary: true }),
    ]);
    expect(created.field_sources.name.source).toBe('member');

    const patched = await call(
      'PATCH',
      `/api/contacts/${created.id}`,
      { company: 'Kamau Holdings', consents: { whatsapp: 'opted_out' } },
      owner.token,
    );
    expect(patched.status).toBe(200);
    expect(patched.body.company).toBe('Kamau Holdings');
    expect(patched.body.consents.whatsapp.status).toBe('opted_out');

    const other = await create(owner.token, {
      name: 'Otieno Odhiambo',
      email: 'otieno@example.com',
    });
    for (const [query, ids] of [
      ['q=wanjiru', [created.id]],
      ['q=HOLDINGS', [created.id]],
      ['q=%2B2547', [created.id]],
      ['q=otieno%40', [other.id]],
      ['tag=vip', [created.id]],
      ['owner=none', [other.id, created.id]],
      ['q=100%25', []],
    ] as const) {
      const list = await call('GET', `/api/contacts?${query}`, undefined, owner.token);
      expect(list.status, query).toBe(200);
      expect(
        list.body.data.map((c: { id: number }) => c.id),
        query,
      ).toEqual(ids);
    }

    // Cursor pages: newest first, no row twice, none missed.
    for (let i = 0; i < 4; i++) await create(owner.token, { name: `Paged ${i}` });
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: { id: number }[]; next_cursor: string | null } } = await call(
        'GET',
        `/api/contacts?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        undefined,
        owner.token,
      );
      seen.push(...page.body.data.map((c) => c.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(6);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it('answers bad input with 400 and the field, and changes nothing', async () => {
    const owner = await signedUp();
    const contact = await create(owner.token, { name: 'Amina' });
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/contacts', { name: '' }, 'name'],
      ['POST', '/api/contacts', { name: 'X', phone: '12' }, 'value'],
      ['POST', '/api/contacts', { name: 'X', email: 'not-an-email' }, 'value'],
      ['PATCH', `/api/contacts/${contact.id}`, {}, '_root'],
      ['PATCH', `/api/contacts/${contact.id}`, { attributes: { nope: 1 } }, 'attributes.nope'],
      ['PATCH', `/api/contacts/${contact.id}`, { owner_id: 999999 }, 'owner_id'],
      ['POST', `/api/contacts/${contact.id}/identities`, { kind: 'fax', value: '1' }, 'kind'],
      ['POST', `/api/contacts/${contact.id}/notes`, { text: '   ' }, 'text'],
      ['POST', `/api/contacts/${contact.id}/tags`, { tags: [] }, 'tags'],
      [
        'POST',
        '/api/contacts/merge',
        { primary_id: contact.id, secondary_ids: [] },
        'secondary_ids',
      ],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await call(method, path, body, owner.token);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(Object.keys(answer.body.fields ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    for (const path of ['/api/contacts?cursor=abc', '/api/contacts?limit=0', '/api/contacts/abc']) {
      expect((await call('GET', path, undefined, owner.token)).status, path).toBe(400);
    }
    const after = await call('GET', `/api/contacts/${contact.id}`, undefined, owner.token);
    expect(after.body).toMatchObject({ name: 'Amina', identities: [], tags: [] });
  });

  it("keeps each business's contacts to itself: another business's ids answer 404", async () => {
    const mine = await signedUp('Mine');
    const theirs = await signedUp('Theirs');
    const contact = await create(theirs.token, { name: 'Private Person' });
    const mineContact = await create(mine.token, { name: 'Mine Person' });
    const probes: [string, string, unknown?][] = [
      ['GET', `/api/contacts/${contact.id}`],
      ['PATCH', `/api/contacts/${contact.id}`, { name: 'x' }],
      ['DELETE', `/api/contacts/${contact.id}`],
      ['GET', `/api/contacts/${contact.id}/notes`],
      ['POST', `/api/contacts/${contact.id}/notes`, { text: 'x' }],
      ['GET', `/api/contacts/${contact.id}/timeline`],
      ['GET', `/api/contacts/${contact.id}/conversations`],
      ['POST', `/api/contacts/${contact.id}/tags`, { tags: ['x'] }],
      ['POST', `/api/contacts/${contact.id}/identities`, { kind: 'email', value: 'a@b.co' }],
      ['POST', '/api/contacts/merge', { primary_id: mineContact.id, secondary_ids: [contact.id] }],
      ['POST', '/api/contacts/merge', { primary_id: contact.id, secondary_ids: [mineContact.id] }],
    ];
    for (const [method, path, body] of probes) {
      const answer = await call(method, path, body, mine.token);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    const list = await call('GET', '/api/contacts?q=private', undefined, mine.token);
    expect(list.body.data).toEqual([]);
    const merged = await call(
      'POST',
      '/api/contacts/merge',
      { primary_id: contact.id, secondary_ids: [(await create(theirs.token, { name: 'T2' })).id] },
      theirs.token,
    );
    const mergeId = merged.body.merge_ids[0];
    expect(
      (await call('POST', `/api/contacts/merges/${mergeId}/undo`, {}, mine.token)).status,
    ).toBe(404);
    // Nothing moved on their side.
    expect(
      (await call('GET', `/api/contacts/${contact.id}`, undefined, theirs.token)).body.name,
    ).toBe('Private Person');
  });

  it('lets an agent read and edit but not erase, export or define attributes', async () => {
    const owner = await signedUp();
    const agent = await member(owner.businessId, 'agent');
    const admin = await member(owner.businessId, 'admin');
    const contact = await create(agent.token, { name: 'By the agent' });
    expect(
      (await call('POST', `/api/contacts/${contact.id}/notes`, { text: 'Called' }, agent.token))
        .status,
    ).toBe(201);
    for (const [method, path, body] of [
      ['DELETE', `/api/contacts/${contact.id}`, undefined],
      ['GET', '/api/contacts/export.csv', undefined],
      ['POST', '/api/contact-attributes', { key: 'plan', label: 'Plan', type: 'text' }],
    ] as const) {
      const answer = await call(method, path, body, agent.token);
      expect(answer.status, path).toBe(403);
    }
    expect((await call('GET', '/api/contact-attributes', undefined, agent.token)).status).toBe(200);
    expect(
      (await call('DELETE', `/api/contacts/${contact.id}`, undefined, admin.token)).status,
    ).toBe(204);
    expect((await call('GET', `/api/contacts/${contact.id}`, undefined, agent.token)).status).toBe(
      404,
    );
    expect((await call('GET', '/api/contacts')).status).toBe(401);
    const audit = await call('GET', '/api/audit-log?kind=contacts.', undefined, owner.token);
    expect(audit.body.data.map((e: { kind: string }) => e.kind)).toContain('contacts.deleted');
  });

  it('validates custom attribute values against their definitions', async () => {
    const owner = await signedUp();
    for (const definition of [
      { key: 'plan', label: 'Plan', type: 'choice', choices: ['Basic', 'Pro'] },
      { key: 'seats', label: 'Seats', type: 'number' },
      { key: 'renewal', label: 'Renewal', type: 'date' },
      { key: 'active', label: 'Active', type: 'boolean' },
    ]) {
      expect((await call('POST', '/api/contact-attributes', definition, owner.token)).status).toBe(
        201,
      );
    }
    const duplicate = await call(
      'POST',
      '/api/contact-attributes',
      { key: 'plan', label: 'Again', type: 'text' },
      owner.token,
    );
    expect(duplicate.status).toBe(409);
    expect(
      (
        await call(
          'POST',
          '/api/contact-attributes',
          { key: 'x', label: 'X', type: 'choice' },
          owner.token,
        )
      ).status,
    ).toBe(400);
    const contact = await create(owner.token, { name: 'Typed' });
    for (const attributes of [
      { plan: 'Gold' },
      { seats: 'ten' },
      { renewal: '2026-13-45' },
      { active: 'yes' },
    ]) {
      const answer = await call(
        'PATCH',
        `/api/contacts/${contact.id}`,
        { attributes },
        owner.token,
      );
      expect(answer.status, JSON.stringify(attributes)).toBe(400);
    }
    const ok = await call(
      'PATCH',
      `/api/contacts/${contact.id}`,
      { attributes: { plan: 'Pro', seats: 12, renewal: '2027-01-31', active: true } },
      owner.token,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.attributes).toEqual({
      plan: 'Pro',
      seats: 12,
      renewal: '2027-01-31',
      active: true,
    });
    const list = await call('GET', '/api/contact-attributes', undefined, owner.token);
    const seats = list.body.data.find((d: { key: string }) => d.key === 'seats');
    expect(
      (
        await call(
          'PATCH',
          `/api/contact-attributes/${seats.id}`,
          { label: 'Licences' },
          owner.token,
        )
      ).body.label,
    ).toBe('Licences');
    expect(
      (await call('DELETE', `/api/contact-attributes/${seats.id}`, undefined, owner.token)).status,
    ).toBe(204);
  });

  it('resolves a device seen again to its contact, and records the conversation on the timeline', async () => {
    const owner = await signedUp();
    const device = newDevice();
    const first = await chat(owner.businessId, device);
    const again = await chat(owner.businessId, device, 'Still me');
    expect(again.contactId).toBe(first.contactId);
    const contact = await call('GET', `/api/contacts/${first.contactId}`, undefined, owner.token);
    expect(contact.body.identities).toEqual([
      expect.objectContaining({ kind: 'device', value: device }),
    ]);
    const timeline = await call(
      'GET',
      `/api/contacts/${first.contactId}/timeline`,
      undefined,
      owner.token,
    );
    expect(timeline.body.data.map((e: { kind: string }) => e.kind)).toContain(
      'conversation_started',
    );
    const convs = await call(
      'GET',
      `/api/contacts/${first.contactId}/conversations`,
      undefined,
      owner.token,
    );
    expect(convs.body.data.map((c: { id: number }) => c.id)).toEqual([first.conversationId]);
    const byChannel = await call('GET', '/api/contacts?channel=web_widget', undefined, owner.token);
    expect(byChannel.body.data.map((c: { id: number }) => c.id)).toContain(first.contactId);
  });

  it('unifies: the same person on the widget, then verifying their email on another contact, ends as one contact with both conversations', async () => {
    const owner = await signedUp();
    const widget = await chat(owner.businessId, newDevice(), 'Hi, my email is Zawadi@Example.com');
    const enriched = await call('GET', `/api/contacts/${widget.contactId}`, undefined, owner.token);
    expect(enriched.body.email).toBe('zawadi@example.com');
    expect(enriched.body.identities).toContainEqual(
      expect.objectContaining({ kind: 'email', verified: false, source: 'agent' }),
    );
    // The same person on another device (another channel later): a second contact.
    const elsewhere = await chat(owner.businessId, newDevice(), 'Hello again');
    expect(elsewhere.contactId).not.toBe(widget.contactId);
    // Unverified, the same email only suggests the merge.
    const unverified = await call(
      'POST',
      `/api/contacts/${elsewhere.contactId}/identities`,
      { kind: 'email', value: 'zawadi@example.com' },
      owner.token,
    );
    expect(unverified).toMatchObject({
      status: 409,
      body: { message: CONTACT_TEXTS.identityTaken },
    });
    const suggestions = await call('GET', '/api/contacts/suggestions', undefined, owner.token);
    expect(suggestions.body.data).toContainEqual(
      expect.objectContaining({ reason: 'Same email (not verified): zawadi@example.com' }),
    );
    // Verified there: merged automatically, the older contact kept.
    const verified = await call(
      'POST',
      `/api/contacts/${elsewhere.contactId}/identities`,
      { kind: 'email', value: 'zawadi@example.com', verified: true },
      owner.token,
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.id).toBe(widget.contactId);
    const convs = await call(
      'GET',
      `/api/contacts/${widget.contactId}/conversations`,
      undefined,
      owner.token,
    );
    expect(convs.body.data.map((c: { id: number }) => c.id).sort()).toEqual(
      [widget.conversationId, elsewhere.conversationId].sort(),
    );
    expect(
      (await call('GET', `/api/contacts/${elsewhere.contactId}`, undefined, owner.token)).status,
    ).toBe(404);
    const timeline = await call(
      'GET',
      `/api/contacts/${widget.contactId}/timeline`,
      undefined,
      owner.token,
    );
    expect(timeline.body.data).toContainEqual(
      expect.objectContaining({
        kind: 'merged',
        source: 'system',
        data: expect.objectContaining({ reason: 'Same verified email: zawadi@example.com' }),
      }),
    );
    // The second device now resolves to the one contact.
    const back = await chat(
      owner.businessId,
      verified.body.identities.find(
        (i: { kind: string; value: string }) =>
          i.kind === 'device' && i.value !== enriched.body.identities[0].value,
      ).value,
    );
    expect(back.contactId).toBe(widget.contactId);
    // The answered suggestion is gone.
    const after = await call('GET', '/api/contacts/suggestions', undefined, owner.token);
    expect(after.body.data).toEqual([]);
  });

  it('enriches from the chat without ever overwriting what a member typed', async () => {
    const owner = await signedUp();
    const device = newDevice();
    const { contactId } = await chat(owner.businessId, device, 'My name is Baraka Otieno');
    let contact = await call('GET', `/api/contacts/${contactId}`, undefined, owner.token);
    expect(contact.body.name).toBe('Baraka Otieno');
    expect(contact.body.field_sources.name.source).toBe('agent');
    await call('PATCH', `/api/contacts/${contactId}`, { name: 'Baraka O.' }, owner.token);
    await chat(owner.businessId, device, 'my name is Someone Else, phone +254 722 000 111');
    contact = await call('GET', `/api/contacts/${contactId}`, undefined, owner.token);
    expect(contact.body.name).toBe('Baraka O.');
    expect(contact.body.field_sources.name.source).toBe('member');
    expect(contact.body.phone).toBe('+254722000111');
    const timeline = await call(
      'GET',
      `/api/contacts/${contactId}/timeline`,
      undefined,
      owner.token,
    );
    const changes = timeline.body.data.filter((e: { kind: string }) => e.kind === 'field_changed');
    expect(changes.map((e: { source: string }) => e.source)).toEqual(['member', 'agent']);
  });

  it('manages identities, tags and notes', async () => {
    const owner = await signedUp();
    const contact = await create(owner.token, { name: 'Keys', email: 'one@example.com' });
    const added = await call(
      'POST',
      `/api/contacts/${contact.id}/identities`,
      { kind: 'email', value: 'Two@Example.com', primary: true },
      owner.token,
    );
    expect(added.body.email).toBe('two@example.com');
    const one = added.body.identities.find((i: { value: string }) => i.value === 'one@example.com');
    const promoted = await call(
      'PATCH',
      `/api/contacts/${contact.id}/identities/${one.id}`,
      { primary: true },
      owner.token,
    );
    expect(promoted.body.email).toBe('one@example.com');
    const removed = await call(
      'DELETE',
      `/api/contacts/${contact.id}/identities/${one.id}`,
      undefined,
      owner.token,
    );
    expect(removed.body.email).toBe('two@example.com');
    expect(
      (
        await call(
          'DELETE',
          `/api/contacts/${contact.id}/identities/${one.id}`,
          undefined,
          owner.token,
        )
      ).status,
    ).toBe(404);
    const tagged = await call(
      'POST',
      `/api/contacts/${contact.id}/tags`,
      { tags: ['Lead'] },
      owner.token,
    );
    expect(tagged.body.tags).toEqual(['lead']);
    expect(
      (await call('DELETE', `/api/contacts/${contact.id}/tags/lead`, undefined, owner.token)).body
        .tags,
    ).toEqual([]);
    expect(
      (await call('DELETE', `/api/contacts/${contact.id}/tags/lead`, undefined, owner.token))
        .status,
    ).toBe(404);
    const note = await call(
      'POST',
      `/api/contacts/${contact.id}/notes`,
      { text: 'Prefers calls' },
      owner.token,
    );
    expect(note.body).toMatchObject({ text: 'Prefers calls', author_name: 'Ada Lovelace' });
    const notes = await call('GET', `/api/contacts/${contact.id}/notes`, undefined, owner.token);
    expect(notes.body.data.map((n: { text: string }) => n.text)).toEqual(['Prefers calls']);
    const timeline = await call(
      'GET',
      `/api/contacts/${contact.id}/timeline`,
      undefined,
      owner.token,
    );
    expect(timeline.body.data.map((e: { kind: string }) => e.kind)).toEqual([
      'note_added',
      'untagged',
      'tagged',
      'identity_removed',
      'identity_added',
      'identity_added',
      'created',
    ]);
  });

  it('merges with a dry run first, field choices, and refuses self, merged and deleted contacts', async () => {
    const owner = await signedUp();
    const primary = await create(owner.token, { name: 'Juma', company: 'Old Co', tags: ['a'] });
    const { contactId: secondaryId, conversationId } = await chat(owner.businessId, newDevice());
    await call(
      'PATCH',
      `/api/contacts/${secondaryId}`,
      { name: 'Juma Hassan', company: 'New Co' },
      owner.token,
    );
    await call('POST', `/api/contacts/${secondaryId}/tags`, { tags: ['b'] }, owner.token);
    await call(
      'POST',
      `/api/contacts/${secondaryId}/notes`,
      { text: 'From the widget' },
      owner.token,
    );
    const body = {
      primary_id: primary.id,
      secondary_ids: [secondaryId],
      field_choices: { company: secondaryId },
    };
    const preview = await call(
      'POST',
      '/api/contacts/merge',
      { ...body, dry_run: true },
      owner.token,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({
      dry_run: true,
      merge_ids: [],
      contact: { id: primary.id, name: 'Juma', company: 'New Co', tags: ['a', 'b'] },
      moved: { conversations: 1, notes: 1 },
    });
    // Nothing was written.
    expect((await call('GET', `/api/contacts/${secondaryId}`, undefined, owner.token)).status).toBe(
      200,
    );
    expect(
      (await call('GET', `/api/contacts/${primary.id}`, undefined, owner.token)).body.company,
    ).toBe('Old Co');
    const merged = await call('POST', '/api/contacts/merge', body, owner.token);
    expect(merged.body.contact).toEqual({
      ...preview.body.contact,
      updated_at: expect.any(String),
    });
    const [conversation] = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(conversation?.contactId).toBe(primary.id);

    const self = await call(
      'POST',
      '/api/contacts/merge',
      { primary_id: primary.id, secondary_ids: [primary.id] },
      owner.token,
    );
    expect(self).toMatchObject({ status: 400, body: { message: CONTACT_TEXTS.selfMerge } });
    const again = await call(
      'POST',
      '/api/contacts/merge',
      { primary_id: primary.id, secondary_ids: [secondaryId] },
      owner.token,
    );
    expect(again).toMatchObject({ status: 409, body: { message: CONTACT_TEXTS.alreadyMerged } });
    const gone = await create(owner.token, { name: 'Gone' });
    await call('DELETE', `/api/contacts/${gone.id}`, undefined, owner.token);
    const deleted = await call(
      'POST',
      '/api/contacts/merge',
      { primary_id: primary.id, secondary_ids: [gone.id] },
      owner.token,
    );
    expect(deleted).toMatchObject({ status: 409, body: { message: CONTACT_TEXTS.deleted } });
    const badChoice = await call(
      'POST',
      '/api/contacts/merge',
      {
        primary_id: primary.id,
        secondary_ids: [(await create(owner.token, { name: 'Z' })).id],
        field_choices: { name: 424242 },
      },
      owner.token,
    );
    expect(badChoice.status).toBe(400);
    const audit = await call('GET', '/api/audit-log?kind=contacts.merged', undefined, owner.token);
    expect(audit.body.data).toHaveLength(1);
  });

  it('undoes a merge exactly, once, within 30 days', async () => {
    const owner = await signedUp();
    const primary = await create(owner.token, {
      name: 'Primary',
      email: 'p@example.com',
      tags: ['keep'],
    });
    const device = newDevice();
    const { contactId: secondaryId } = await chat(
      owner.businessId,
      device,
      'my email is s@example.com',
    );
    await call(
      'PATCH',
      `/api/contacts/${secondaryId}`,
      { name: 'Secondary', company: 'S Ltd' },
      owner.token,
    );
    await call('POST', `/api/contacts/${secondaryId}/tags`, { tags: ['moved'] }, owner.token);
    await call(
      'POST',
      `/api/contacts/${secondaryId}/notes`,
      { text: 'Secondary note' },
      owner.token,
    );
    const read = async (id: number) => ({
      contact: (await call('GET', `/api/contacts/${id}`, undefined, owner.token)).body,
      notes: (await call('GET', `/api/contacts/${id}/notes`, undefined, owner.token)).body.data,
      conversations: (
        await call('GET', `/api/contacts/${id}/conversations`, undefined, owner.token)
      ).body.data,
      timeline: (await call('GET', `/api/contacts/${id}/timeline`, undefined, owner.token)).body
        .data,
    });
    const before = { primary: await read(primary.id), secondary: await read(secondaryId) };

    const merged = await call(
      'POST',
      '/api/contacts/merge',
      {
        primary_id: primary.id,
        secondary_ids: [secondaryId],
        field_choices: { name: secondaryId },
      },
      owner.token,
    );
    expect(merged.body.contact).toMatchObject({
      name: 'Secondary',
      company: 'S Ltd',
      email: 'p@example.com',
    });
    const timeline = await call(
      'GET',
      `/api/contacts/${primary.id}/timeline`,
      undefined,
      owner.token,
    );
    const entry = timeline.body.data.find((e: { kind: string }) => e.kind === 'merged');
    expect(entry.merge).toEqual({ id: merged.body.merge_ids[0], undoable: true, undone: false });

    const undone = await call(
      'POST',
      `/api/contacts/merges/${entry.merge.id}/undo`,
      {},
      owner.token,
    );
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    const after = { primary: await read(primary.id), secondary: await read(secondaryId) };
    const stable = (side: typeof before.primary) => ({
      ...side,
      contact: { ...side.contact, updated_at: null },
      // The undo adds its own entries; everything that was there is there again.
      timeline: side.timeline.map((e: { id: number }) => e.id),
    });
    expect(stable(after.secondary).contact).toEqual(stable(before.secondary).contact);
    expect(after.secondary.notes).toEqual(before.secondary.notes);
    expect(after.secondary.conversations).toEqual(before.secondary.conversations);
    expect(stable(after.secondary).timeline).toEqual(
      expect.arrayContaining(stable(before.secondary).timeline),
    );
    expect(stable(after.primary).contact).toEqual(stable(before.primary).contact);
    expect(after.primary.timeline[0].kind).toBe('merge_undone');
    // The device resolves to the secondary again.
    expect((await chat(owner.businessId, device)).contactId).toBe(secondaryId);

    const twice = await call(
      'POST',
      `/api/contacts/merges/${entry.merge.id}/undo`,
      {},
      owner.token,
    );
    expect(twice).toMatchObject({ status: 409, body: { message: CONTACT_TEXTS.alreadyUndone } });

    const late = await call(
      'POST',
      '/api/contacts/merge',
      { primary_id: primary.id, secondary_ids: [secondaryId] },
      owner.token,
    );
    // Thirty-one days later (the session would have expired: the merge is made older).
    await db()
      .update(contactMerges)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(contactMerges.id, late.body.merge_ids[0]));
    const expired = await call(
      'POST',
      `/api/contacts/merges/${late.body.merge_ids[0]}/undo`,
      {},
      owner.token,
    );
    expect(expired).toMatchObject({ status: 409, body: { message: CONTACT_TEXTS.undoExpired } });
  });

  it('runs overlapping merges in parallel without losing anything or leaving a conversation on a merged contact', async () => {
    const owner = await signedUp();
    const people = [];
    for (let i = 0; i < 8; i++) {
      const device = newDevice();
      people.push({ device, ...(await chat(owner.businessId, device, `Visitor ${i}`)) });
    }
    const ids = people.map((p) => p.contactId);
    const pairs: [number, number[]][] = [
      [ids[0] as number, [ids[1] as number, ids[2] as number]],
      [ids[2] as number, [ids[3] as number]],
      [ids[3] as number, [ids[4] as number, ids[0] as number]],
      [ids[5] as number, [ids[6] as number]],
      [ids[6] as number, [ids[7] as number, ids[5] as number]],
      [ids[7] as number, [ids[1] as number]],
    ];
    const results = await Promise.all([
      ...pairs.map(([primary, secondaries]) =>
        call(
          'POST',
          '/api/contacts/merge',
          { primary_id: primary, secondary_ids: secondaries },
          owner.token,
        ),
      ),
      // Visitors keep chatting meanwhile.
      ...people.map((p, i) => chat(owner.businessId, p.device, `Meanwhile ${i}`)),
    ]);
    const statuses = results.slice(0, pairs.length).map((r) => (r as { status: number }).status);
    for (const status of statuses) expect([200, 409]).toContain(status);
    expect(statuses).toContain(200);

    const rows = await db()
      .select({ id: conversations.id, contactId: conversations.contactId })
      .from(conversations)
      .where(eq(conversations.businessId, owner.businessId));
    expect(rows.length).toBeGreaterThanOrEqual(people.length);
    for (const p of people) expect(rows.map((r) => r.id)).toContain(p.conversationId);
    const owners = await db()
      .select()
      .from(contacts)
      .where(inArray(contacts.id, [...new Set(rows.map((r) => r.contactId))]));
    for (const contact of owners) {
      expect(contact.mergedIntoId, `conversation on merged contact ${contact.id}`).toBeNull();
      expect(contact.deletedAt).toBeNull();
    }
  });

  it('exports the filtered list as CSV, streamed, with formulas defused', async () => {
    const owner = await signedUp();
    await call(
      'POST',
      '/api/contact-attributes',
      { key: 'plan', label: 'Plan', type: 'text' },
      owner.token,
    );
    await create(owner.token, {
      name: '=HYPERLINK("x")',
      company: 'Comma, Inc',
      tags: ['csv'],
      attributes: { plan: 'Pro' },
    });
    await create(owner.token, { name: 'Not exported' });
    const response = await fetch(`${harness.server.url}/api/contacts/export.csv?tag=csv`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,name,email,phone,company,owner_id,tags,created_at,last_seen_at,plan');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('"Comma, Inc"');
    expect(lines[1]).toContain(',csv,');
    expect(lines[1]?.endsWith(',Pro')).toBe(true);
    // A filter PostgreSQL cannot hold is a 400 before the stream starts, not a cut-off file.
    for (const query of ['channel=%00', 'q=a%00b', 'tag=%00', 'owner=2147483648', 'owner=0']) {
      const refused = await fetch(`${harness.server.url}/api/contacts/export.csv?${query}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(refused.status, query).toBe(400);
      expect((await call('GET', `/api/contacts?${query}`, undefined, owner.token)).status).toBe(
        400,
      );
    }
  });
});
