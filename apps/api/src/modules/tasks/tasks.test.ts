// Tasks over HTTP on a real server and database: create with links to a deal, a contact and
// a conversation, an assignee (a member) and a due time; filters mine/all and
// overdue/today/upcoming; done toggle; delete; bad input, tenant isolation, roles; the
// due-time reminder (email + in-app, once), and a reminder due while the API was stopped
// sent once when it starts again, marked late.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import {
  createBusiness,
  type JsonBody,
  openTestDatabase,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { agentSettings } from '../../db/schema/agent.ts';
import { contacts, conversations, emailOutbox } from '../../db/schema/core.ts';
import { memberNotifications } from '../../db/schema/sales.ts';

const HOUR = 60 * 60_000;

describe.each(testDrivers)('tasks (%s)', (driver) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let api: TestServer;
  let businessId = 0;
  let otherBusinessId = 0;
  const people = {} as Record<
    'owner' | 'agent' | 'outsider',
    { id: number; token: string; email: string }
  >;
  let counter = 0;

  async function member(business: number, role: 'owner' | 'agent') {
    counter += 1;
    const email = `${role}-${counter}-${driver}-${Date.now()}@tasks.test`;
    const [user] = await database.db
      .insert(users)
      .values({ name: `${role} ${counter}`, email, passwordHash: 'x', emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    await database.db.insert(memberships).values({ userId: user.id, businessId: business, role });
    const { token } = await api.server.context.sessions.create(user.id, business, null);
    return { id: user.id, token, email };
  }

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(driver));
    api = await startTestServer(driver, { database });
    businessId = await createBusiness(database, { name: 'Harbour Dental' });
    otherBusinessId = await createBusiness(database, { name: 'Other' });
    people.owner = await member(businessId, 'owner');
    people.agent = await member(businessId, 'agent');
    people.outsider = await member(otherBusinessId, 'owner');
  });
  afterAll(async () => {
    await api?.close();
    await dispose?.();
  });

  async function call(method: string, path: string, body?: unknown, token = people.owner.token) {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as JsonBody };
  }

  it('creates a task linked to a deal, a contact and a conversation, for a member, and lists it by deal', async () => {
    const deal = (await call('POST', '/api/deals', { title: 'Implants' })).body;
    const [contact] = await database.db
      .insert(contacts)
      .values({ businessId, customerId: `t-${driver}`, name: 'Wanjiru' })
      .returning({ id: contacts.id });
    const [conversation] = await database.db
      .insert(conversations)
      .values({ businessId, contactId: contact?.id ?? 0 })
      .returning({ id: conversations.id });
    const due = new Date(Date.now() + 48 * HOUR).toISOString();
    const created = await call('POST', '/api/tasks', {
      title: 'Call about the implant quote',
      description: 'Ask about the second appointment',
      due_at: due,
      assignee_user_id: people.agent.id,
      deal_id: deal.id,
      contact_id: contact?.id,
      conversation_id: conversation?.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Call about the implant quote',
      status: 'todo',
      done: false,
      assignee_user_id: people.agent.id,
      assignee_id: String(people.agent.id),
      assignee_name: 'agent 2',
      deal_id: deal.id,
      contact_id: contact?.id,
      conversation_id: conversation?.id,
      due_at: due,
    });
    const byDeal = await call(
      'GET',
      `/api/tasks?deal_id=${deal.id}`,
      undefined,
      people.agent.token,
    );
    expect(byDeal.body.data.map((t: JsonBody) => t.id)).toEqual([created.body.id]);
    expect(byDeal.body.time_zone).toBe('Africa/Nairobi');

    // Deleting the deal keeps the task, unlinked.
    expect((await call('DELETE', `/api/deals/${deal.id}`)).status).toBe(204);
    expect((await call('GET', `/api/tasks/${created.body.id}`)).body.deal_id).toBeNull();
  });

  it('filters mine/all and overdue/today/upcoming, and toggles done', async () => {
    const make = async (title: string, dueInHours: number | null, assignee = people.owner.id) =>
      (
        await call('POST', '/api/tasks', {
          title,
          assignee_user_id: assignee,
          due_at:
            dueInHours === null ? null : new Date(Date.now() + dueInHours * HOUR).toISOString(),
        })
      ).body;
    const overdue = await make('Overdue follow-up', -3);
    const soon = await make('Due soon', 0.02);
    const later = await make('Next week', 24 * 7);
    const theirs = await make('Agent task', 24 * 7, people.agent.id);

    const mine = await call('GET', '/api/tasks?assignee=me');
    const ids = mine.body.data.map((t: JsonBody) => t.id);
    expect(ids).toEqual(expect.arrayContaining([overdue.id, soon.id, later.id]));
    expect(ids).not.toContain(theirs.id);
    expect(
      (await call('GET', '/api/tasks?when=overdue&assignee=me')).body.data.map(
        (t: JsonBody) => t.title,
      ),
    ).toEqual(['Overdue follow-up']);
    const upcoming = (await call('GET', '/api/tasks?when=upcoming')).body.data.map(
      (t: JsonBody) => t.title,
    );
    expect(upcoming).toEqual(expect.arrayContaining(['Next week', 'Agent task']));
    expect(upcoming).not.toContain('Overdue follow-up');

    const done = await call(
      'PATCH',
      `/api/tasks/${overdue.id}`,
      { done: true },
      people.agent.token,
    );
    expect(done.body).toMatchObject({ done: true, status: 'done' });
    expect(done.body.done_at).not.toBeNull();
    expect((await call('GET', '/api/tasks?when=overdue&assignee=me')).body.data).toEqual([]);
    const reopened = await call('PATCH', `/api/tasks/${overdue.id}`, { done: false });
    expect(reopened.body).toMatchObject({ done: false, done_at: null });

    expect(
      (await call('DELETE', `/api/tasks/${later.id}`, undefined, people.agent.token)).status,
    ).toBe(204);
    expect((await call('GET', `/api/tasks/${later.id}`)).status).toBe(404);
  });

  it('refuses bad input with 400 and other businesses with 404', async () => {
    for (const body of [
      {},
      { title: '' },
      { title: 'x', due_at: 'tomorrow' },
      { title: 'x', assignee_user_id: people.outsider.id },
      { title: 'x', deal_id: 99999999 },
      { title: 'x', contact_id: 99999999 },
      { title: 'x', conversation_id: 99999999 },
      { title: 'x', extra: true },
    ]) {
      expect((await call('POST', '/api/tasks', body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const query of ['when=later', 'assignee=you', 'done=maybe', 'deal_id=x']) {
      expect((await call('GET', `/api/tasks?${query}`)).status, query).toBe(400);
    }
    const task = (await call('POST', '/api/tasks', { title: 'Private' })).body;
    expect((await call('PATCH', `/api/tasks/${task.id}`, {})).status).toBe(400);
    for (const [method, path, body] of [
      ['GET', `/api/tasks/${task.id}`],
      ['PATCH', `/api/tasks/${task.id}`, { title: 'Mine' }],
      ['DELETE', `/api/tasks/${task.id}`],
    ] as const) {
      expect(
        (await call(method, path, body, people.outsider.token)).status,
        `${method} ${path}`,
      ).toBe(404);
    }
    const theirs = await call('GET', '/api/tasks', undefined, people.outsider.token);
    expect(theirs.body.data).toEqual([]);
    expect((await fetch(`${api.url}/api/tasks`)).status).toBe(401);
  });

  async function outboxFor(email: string, title: string) {
    const rows = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'task_reminder')));
    return rows.filter((row) => row.subject.includes(title));
  }

  it('reminds the assignee at the due time by email and in the app, once', async () => {
    const task = (
      await call('POST', '/api/tasks', {
        title: 'Confirm the whitening slot',
        assignee_user_id: people.agent.id,
        due_at: new Date(Date.now() + 1000).toISOString(),
      })
    ).body;
    await expect
      .poll(async () => (await outboxFor(people.agent.email, 'whitening slot')).length, {
        timeout: 20_000,
      })
      .toBe(1);
    await api.server.context.jobs.idle();
    const [mail] = await outboxFor(people.agent.email, 'whitening slot');
    expect(mail?.subject).toBe('Reminder: Confirm the whitening slot (Harbour Dental)');
    const reminders = await call('GET', '/api/tasks/reminders', undefined, people.agent.token);
    expect(reminders.body.data).toHaveLength(1);
    expect(reminders.body.data[0]).toMatchObject({
      title: 'Reminder: Confirm the whitening slot',
      task_id: task.id,
      late: false,
      read_at: null,
    });
    expect((await call('GET', `/api/tasks/${task.id}`)).body.reminder_sent_at).not.toBeNull();
    // Another member cannot read or mark it.
    const owners = (await call('GET', '/api/tasks/reminders')).body.data;
    expect(owners.filter((r: JsonBody) => r.task_id === task.id)).toEqual([]);
    // A task written with a due time already past is overdue, not reminded.
    expect(owners.filter((r: JsonBody) => r.title.includes('Overdue follow-up'))).toEqual([]);
    const id = reminders.body.data[0].id;
    expect((await call('POST', `/api/tasks/reminders/${id}/read`)).status).toBe(404);
    expect(
      (await call('POST', `/api/tasks/reminders/${id}/read`, undefined, people.agent.token)).status,
    ).toBe(204);
    // Still one mail once the queue is idle.
    expect((await outboxFor(people.agent.email, 'whitening slot')).length).toBe(1);
  });

  it('sends a reminder that fell due while the API was stopped once it starts again, marked late', async () => {
    const task = (
      await call('POST', '/api/tasks', {
        title: 'Send the aligner plan',
        assignee_user_id: people.owner.id,
        due_at: new Date(Date.now() + 1500).toISOString(),
      })
    ).body;
    await api.close();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // The server comes back "two minutes later" (its clock), so the reminder is over a
    // minute late by the time it runs, as one missed during a real outage would be.
    api = await startTestServer(driver, {
      database,
      clock: () => new Date(Date.now() + 2 * 60_000),
    });
    await expect
      .poll(async () => (await outboxFor(people.owner.email, 'aligner plan')).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const [mail] = await outboxFor(people.owner.email, 'aligner plan');
    expect(mail?.subject).toBe('Late reminder: Send the aligner plan (Harbour Dental)');
    const notices = await database.db
      .select()
      .from(memberNotifications)
      .where(eq(memberNotifications.taskId, task.id));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.late).toBe(true);
  });

  it("enters and shows due times on the business's clock: Nairobi (no DST) and London (DST)", async () => {
    // Nairobi is the default (UTC+3 all year): 09:00 local is 06:00Z in any season.
    const nairobi = await createBusiness(database, { name: 'Nairobi Clinic' });
    const here = await member(nairobi, 'owner');
    const as = (token: string) => (method: string, path: string, body?: unknown) =>
      call(method, path, body, token);
    const inNairobi = as(here.token);
    for (const [local, utc] of [
      ['2026-12-01T09:00', '2026-12-01T06:00:00.000Z'],
      ['2027-07-01T09:00', '2027-07-01T06:00:00.000Z'],
    ]) {
      const made = await inNairobi('POST', '/api/tasks', {
        title: `Call at ${local}`,
        due_local: local,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body).toMatchObject({ due_at: utc, due_local: local });
    }
    expect((await inNairobi('GET', '/api/tasks')).body.time_zone).toBe('Africa/Nairobi');

    // London, named in the agent settings' business hours: GMT in winter, BST (UTC+1) from
    // Sun 28 Mar 2027 01:00Z. 09:00 local is 09:00Z the day before, 08:00Z the day after.
    const london = await createBusiness(database, { name: 'London Clinic' });
    const there = await member(london, 'owner');
    await database.db
      .insert(agentSettings)
      .values({
        businessId: london,
        businessHours: { time_zone: 'Europe/London', days: {} },
      })
      .onConflictDoUpdate({
        target: agentSettings.businessId,
        set: { businessHours: { time_zone: 'Europe/London', days: {} } },
      });
    const inLondon = as(there.token);
    const before = await inLondon('POST', '/api/tasks', {
      title: 'Winter call',
      due_local: '2027-03-27T09:00',
    });
    const after = await inLondon('POST', '/api/tasks', {
      title: 'Summer call',
      due_local: '2027-03-29T09:00',
      assignee_user_id: there.id,
    });
    expect(before.body).toMatchObject({
      due_at: '2027-03-27T09:00:00.000Z',
      due_local: '2027-03-27T09:00',
    });
    expect(after.body).toMatchObject({
      due_at: '2027-03-29T08:00:00.000Z',
      due_local: '2027-03-29T09:00',
    });
    // An instant given with its offset is shown on the business's clock.
    const moved = await inLondon('PATCH', `/api/tasks/${before.body.id}`, {
      due_at: '2027-06-01T12:00:00Z',
    });
    expect(moved.body.due_local).toBe('2027-06-01T13:00');
    const listed = await inLondon('GET', '/api/tasks');
    expect(listed.body.time_zone).toBe('Europe/London');
    // Both forms at once, or a malformed local time: 400, nothing changed.
    for (const body of [
      { due_local: '2027-03-29T09:00', due_at: '2027-03-29T08:00:00Z' },
      { due_local: '2027-03-29 09:00' },
      { due_local: '2027-13-01T09:00' },
    ]) {
      const res = await inLondon('PATCH', `/api/tasks/${after.body.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await inLondon('GET', `/api/tasks/${after.body.id}`)).body.due_at).toBe(
      '2027-03-29T08:00:00.000Z',
    );

    // The reminder goes out at that instant and says the time on the business's clock.
    const sent = await api.server.services.tasks.reminders.remind(
      { taskId: after.body.id, dueAt: after.body.due_at },
      new Date(after.body.due_at),
    );
    expect(sent).toBe(true);
    const [notice] = await database.db
      .select()
      .from(memberNotifications)
      .where(eq(memberNotifications.taskId, after.body.id));
    expect(notice?.body).toBe('This task is due now (Mon 29 Mar, 09:00 Europe/London).');
  });
});
