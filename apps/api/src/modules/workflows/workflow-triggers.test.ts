// Triggers outside a conversation, on a real server and database, both drivers: a form
// submitted, a contact field changed, a lead status and a deal stage reached, an inbound
// webhook (secret URL, body mapped into variables, 404 for unknown or disabled, 400 for a
// non-object, rate-limited), a schedule (armed at publish, one run per due time across
// repeated deliveries and a restart); messages of such runs are logged as not sent and a
// question parks the run as failed. Also the timer race: a turn's timers are queued in the
// transaction that saves it, and a turn that loses the compare-and-set queues none.
import { nextDueAt } from '@lisa/workflows';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import {
  createBusiness,
  type JsonBody,
  openTestDatabase,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import { type DatabaseHandle, rowsOf } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { contactMerges, contactTags } from '../../db/schema/contacts.ts';
import { contacts, tasks } from '../../db/schema/core.ts';
import { workflowRunSteps, workflowRuns } from '../../db/schema/workflows.ts';
import { LISA_BUSINESS_ID } from '../../db/seed.ts';
import { HOOK_RATE_PER_MINUTE } from './workflow-hooks-routes.ts';
import { saveTurn } from './workflow-runs.ts';
import { WORKFLOW_SCHEDULE_JOB } from './workflow-triggers.ts';

describe.each(testDrivers)('workflow triggers (%s)', (driver) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let api: TestServer;
  let businessId = 0;
  let otherBusinessId = 0;
  let owner = '';
  let outsider = '';
  let lisaOwner = '';
  let counter = 0;

  async function member(business: number) {
    counter += 1;
    const email = `owner-${counter}-${driver}-${Date.now()}@triggers.test`;
    const [user] = await database.db
      .insert(users)
      .values({ name: `Owner ${counter}`, email, passwordHash: 'x', emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    await database.db
      .insert(memberships)
      .values({ userId: user.id, businessId: business, role: 'owner' });
    return (await api.server.context.sessions.create(user.id, business, null)).token;
  }

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(driver));
    api = await startTestServer(driver, { database });
    businessId = await createBusiness(database, { name: 'Harbour Dental', credits: 1000 });
    otherBusinessId = await createBusiness(database, { name: 'Other', credits: 1000 });
    owner = await member(businessId);
    outsider = await member(otherBusinessId);
    lisaOwner = await member(LISA_BUSINESS_ID);
  });
  afterAll(async () => {
    await api?.close();
    await dispose?.();
  });

  async function call(method: string, path: string, body?: unknown, token: string | null = owner) {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as JsonBody };
  }

  async function publish(trigger: unknown, steps: unknown[], token = owner) {
    const created = await call(
      'POST',
      '/api/workflows',
      { name: `Flow ${++counter}`, trigger, definition: { steps } },
      token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const published = await call(
      'POST',
      `/api/workflows/${created.body.id}/publish`,
      undefined,
      token,
    );
    expect(published.status).toBe(200);
    return published.body as JsonBody & { id: number; hook_path: string | null };
  }

  async function runsOf(workflowId: number) {
    await api.server.context.jobs.idle();
    return database.db
      .select()
      .from(workflowRuns)
      .where(eq(workflowRuns.workflowId, workflowId))
      .orderBy(desc(workflowRuns.id));
  }

  async function logOf(runId: number) {
    return database.db
      .select()
      .from(workflowRunSteps)
      .where(eq(workflowRunSteps.runId, runId))
      .orderBy(workflowRunSteps.id);
  }

  it('refuses bad trigger settings with 400 and another business’s stage', async () => {
    const bad = [
      { type: 'form_submitted', form: 'survey' },
      { type: 'contact_field_changed', field: 'password' },
      { type: 'lead_status_reached', status: 'won' },
      { type: 'schedule', frequency: 'weekly', time: '09:00', weekdays: [] },
      { type: 'schedule', frequency: 'daily', time: '25:00' },
      { type: 'webhook', secret: 'x' },
    ];
    for (const trigger of bad) {
      const response = await call('POST', '/api/workflows', {
        name: 'Bad',
        trigger,
        definition: { steps: [{ id: 'e', type: 'end' }] },
      });
      expect(response.status, JSON.stringify(trigger)).toBe(400);
    }
    const pipelines = await call('GET', '/api/pipelines', undefined, outsider);
    const foreignStage = pipelines.body.data[0].stages[0].id as number;
    const foreign = await call('POST', '/api/workflows', {
      name: 'Foreign stage',
      trigger: { type: 'deal_stage_reached', stage_id: foreignStage },
      definition: { steps: [{ id: 'e', type: 'end' }] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('That stage is not one of your pipelines');
  });

  it('a submitted form starts a run: fields as variables, messages logged as not sent', async () => {
    const workflow = await publish(
      { type: 'form_submitted', form: 'contact' },
      [
        { id: 'hi', type: 'message', text: 'Hello {{form.name}}' },
        { id: 'task', type: 'create_task', title: 'Call back {{form.name}} ({{form.email}})' },
        { id: 'end', type: 'end' },
      ],
      lisaOwner,
    );
    const demoOnly = await publish(
      { type: 'form_submitted', form: 'demo' },
      [{ id: 'end', type: 'end' }],
      lisaOwner,
    );
    const name = `Wanjiru ${driver}`;
    const submitted = await call(
      'POST',
      '/forms/contact',
      {
        name,
        email: 'wanjiru@example.com',
        message: 'Please call me about pricing.',
        submittedAt: new Date().toISOString(),
      },
      null,
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBeLessThan(300);
    const [run, ...more] = await runsOf(workflow.id);
    expect(more).toHaveLength(0);
    expect(run?.status).toBe('completed');
    expect(run?.conversationId).toBeNull();
    expect(run?.variables['form.name']).toBe(name);
    expect(run?.variables['form.type']).toBe('contact');
    const log = await logOf(run?.id ?? 0);
    const skipped = log.find((entry) => entry.stepType === 'skipped_messages');
    expect(skipped?.output).toMatchObject({ sent: false });
    expect(skipped?.input).toEqual({ messages: [`Hello ${name}`] });
    const [task] = await database.db
      .select()
      .from(tasks)
      .where(eq(tasks.title, `Call back ${name} (wanjiru@example.com)`));
    expect(task?.businessId).toBe(LISA_BUSINESS_ID);
    expect(await runsOf(demoOnly.id)).toHaveLength(0);
  });

  it('a contact field changed starts a run for that contact (tags it); other fields do not', async () => {
    const workflow = await publish({ type: 'contact_field_changed', field: 'company' }, [
      { id: 'tag', type: 'set_contact', tags: ['company-changed'] },
    ]);
    const contact = await call('POST', '/api/contacts', { name: 'Otieno' });
    expect(contact.status).toBe(201);
    const id = contact.body.id as number;
    expect((await call('PATCH', `/api/contacts/${id}`, { name: 'Otieno O.' })).status).toBe(200);
    expect(await runsOf(workflow.id)).toHaveLength(0);
    expect((await call('PATCH', `/api/contacts/${id}`, { company: 'Acme' })).status).toBe(200);
    const [run] = await runsOf(workflow.id);
    expect(run).toMatchObject({ status: 'completed', contactId: id });
    expect(run?.variables['contact.company']).toBe('Acme');
    const tags = await database.db
      .select()
      .from(contactTags)
      .where(and(eq(contactTags.contactId, id), eq(contactTags.tag, 'company-changed')));
    expect(tags).toHaveLength(1);
  });

  // Imports, merges and the runs they start go through the queue: more than idle's default
  // wait on a loaded machine.
  const settled = () => api.server.context.jobs.idle(undefined, 60_000);

  /** A business of its own (no other test's workflow watches its fields), tagging on company. */
  async function companyWatcher(name: string) {
    const business = await createBusiness(database, { name: `${name} ${driver}`, credits: 100 });
    const token = await member(business);
    const workflow = await publish(
      { type: 'contact_field_changed', field: 'company' },
      [{ id: 'tag', type: 'set_contact', tags: ['company-set'] }],
      token,
    );
    return { token, workflow };
  }

  it('a CSV import and a merge fire the field trigger once per contact; an import that changes nothing starts none', async () => {
    const { token, workflow } = await companyWatcher('Import Co');
    const email = (n: number) => `p${n}-${driver}@import.test`;
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const made = await call('POST', '/api/contacts', { name: `P${n}`, email: email(n) }, token);
      expect(made.status).toBe(201);
      ids.push(made.body.id as number);
    }
    async function importCsv(csv: string) {
      const uploaded = await call(
        'POST',
        '/api/contacts/imports',
        { filename: 'c.csv', csv },
        token,
      );
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      const mapping = { Email: 'email', Company: 'company' };
      const path = `/api/contacts/imports/${uploaded.body.id}`;
      expect((await call('POST', `${path}/start`, { mapping }, token)).status).toBe(202);
      await settled();
      expect((await call('GET', path, undefined, token)).body.status).toBe('done');
    }
    // Two rows name P1 (one contact, one run); P2 gains a company; a new person is created,
    // not changed; P3 is not in the file.
    const csv = `Email,Company\n${email(1)},Acme\n${email(1)},Acme Two\n${email(2)},Beta\nnew-${driver}@import.test,Gamma\n`;
    await importCsv(csv);
    const afterImport = await runsOf(workflow.id);
    expect(afterImport.map((run) => run.contactId).sort()).toEqual([ids[0], ids[1]].sort());
    expect(afterImport.every((run) => run.status === 'completed')).toBe(true);
    expect(afterImport.map((run) => run.variables['changed.fields'])).toEqual([
      'company',
      'company',
    ]);
    // The same file again fills nothing (an import never overwrites): no run.
    await importCsv(csv);
    expect(await runsOf(workflow.id)).toHaveLength(2);

    // A merge gives P3 the company of the contact merged into it: one run, for P3. Its dry
    // run (rolled back) starts none.
    const other = await call('POST', '/api/contacts', { name: 'P3 dup', company: 'Delta' }, token);
    const merge = { primary_id: ids[2], secondary_ids: [other.body.id] };
    const dry = await call('POST', '/api/contacts/merge', { ...merge, dry_run: true }, token);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(await runsOf(workflow.id)).toHaveLength(2);
    expect((await call('POST', '/api/contacts/merge', merge, token)).status).toBe(200);
    await settled();
    const runs = await runsOf(workflow.id);
    expect(runs).toHaveLength(3);
    expect(runs[0]).toMatchObject({ contactId: ids[2], status: 'completed' });
    expect(runs[0]?.variables['contact.company']).toBe('Delta');
  });

  it('an automatic merge (the same verified key) and undoing a merge fire the field trigger like a member’s merge', async () => {
    const { token, workflow } = await companyWatcher('Auto Co');
    const email = `auto-${driver}@merge.test`;
    const older = await call('POST', '/api/contacts', { name: 'Wanjiru', email }, token);
    const newer = await call('POST', '/api/contacts', { name: 'W.', company: 'Kappa' }, token);
    expect([older.status, newer.status]).toEqual([201, 201]);
    // The same email, verified, on the newer contact: one person, merged into the older one.
    const added = await call(
      'POST',
      `/api/contacts/${newer.body.id}/identities`,
      { kind: 'email', value: email, verified: true },
      token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.id).toBe(older.body.id);
    await settled();
    let runs = await runsOf(workflow.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ contactId: older.body.id, status: 'completed' });
    expect(runs[0]?.variables['contact.company']).toBe('Kappa');

    // Undoing it takes the company back from the older contact: its field changed again.
    const [merge] = await database.db
      .select({ id: contactMerges.id })
      .from(contactMerges)
      .where(eq(contactMerges.primaryId, older.body.id));
    const undone = await call('POST', `/api/contacts/merges/${merge?.id}/undo`, undefined, token);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    await settled();
    runs = await runsOf(workflow.id);
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({ contactId: older.body.id, status: 'completed' });
    expect(runs[0]?.variables['contact.company']).toBeNull();
    expect(runs[0]?.variables['changed.fields']).toBe('company');
  });

  it('a lead reaching a status and a deal reaching a stage start runs', async () => {
    const leadFlow = await publish({ type: 'lead_status_reached', status: 'qualified' }, [
      { id: 'task', type: 'create_task', title: 'Qualified lead {{lead.id}}' },
    ]);
    const lead = await call('POST', '/api/leads', { name: 'Kamau', email: 'kamau@example.com' });
    expect(lead.status).toBe(201);
    const leadId = lead.body.id as number;
    expect((await call('PATCH', `/api/leads/${leadId}`, { status: 'contacted' })).status).toBe(200);
    expect(await runsOf(leadFlow.id)).toHaveLength(0);
    expect((await call('PATCH', `/api/leads/${leadId}`, { status: 'qualified' })).status).toBe(200);
    const [leadRun] = await runsOf(leadFlow.id);
    expect(leadRun?.status).toBe('completed');
    expect(leadRun?.variables['lead.id']).toBe(leadId);

    const pipelines = await call('GET', '/api/pipelines');
    const stages = pipelines.body.data[0].stages as { id: number }[];
    const target = stages[1]?.id as number;
    const dealFlow = await publish({ type: 'deal_stage_reached', stage_id: target }, [
      { id: 'task', type: 'create_task', title: 'Deal {{deal.id}} moved' },
    ]);
    const deal = await call('POST', '/api/deals', { title: 'Implants' });
    expect(deal.status).toBe(201);
    const moved = await call('POST', `/api/deals/${deal.body.id}/move`, {
      stage_id: target,
      position: 0,
      version: deal.body.version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [dealRun] = await runsOf(dealFlow.id);
    expect(dealRun?.status).toBe('completed');
    expect(dealRun?.variables['deal.id']).toBe(deal.body.id);
    // Another business's events never start this business's workflows.
    const otherLead = await call('POST', '/api/leads', { name: 'X' }, outsider);
    await call('PATCH', `/api/leads/${otherLead.body.id}`, { status: 'qualified' }, outsider);
    expect(await runsOf(leadFlow.id)).toHaveLength(1);
  });

  it('a lead conversion and a field the enricher sets fire the same triggers; a chain of runs stops', async () => {
    const converted = await publish({ type: 'lead_status_reached', status: 'converted' }, [
      { id: 'task', type: 'create_task', title: 'Welcome converted lead {{lead.id}}' },
    ]);
    const lead = await call('POST', '/api/leads', { name: 'Njeri', email: 'njeri@example.com' });
    expect(lead.status).toBe(201);
    const conversion = await call('POST', `/api/leads/${lead.body.id}/convert`, {});
    expect(conversion.status, JSON.stringify(conversion.body)).toBe(200);
    const [leadRun, ...moreLeadRuns] = await runsOf(converted.id);
    expect(moreLeadRuns).toHaveLength(0);
    expect(leadRun).toMatchObject({
      status: 'completed',
      contactId: conversion.body.lead.contact_id,
    });
    expect(leadRun?.variables['lead.status']).toBe('converted');

    // The visitor's own message names them: the enricher writes the name (source agent), and
    // the run it starts renames the contact again through the enricher, which starts another
    // run… until MAX_TRIGGER_DEPTH runs deep.
    const renamed = await publish({ type: 'contact_field_changed', field: 'name' }, [
      { id: 'set', type: 'set_contact', fields: [{ name: 'name', value: '{{contact.name}} Jr' }] },
    ]);
    const chat = await call(
      'POST',
      '/chat',
      {
        message: 'Hello, my name is Amina Wanjiku',
        business_id: businessId,
        customer_id: `enrich-${driver}-${Date.now()}`,
      },
      null,
    );
    expect(chat.status, JSON.stringify(chat.body)).toBe(200);
    // Three runs one after another, each through the job queue: more than idle's default wait
    // on a loaded machine.
    await api.server.context.jobs.idle(undefined, 60_000);
    const runs = await runsOf(renamed.id);
    expect(runs.map((run) => run.status)).toEqual(['completed', 'completed', 'completed']);
    const contactId = runs[0]?.contactId ?? 0;
    expect(runs.every((run) => run.contactId === contactId)).toBe(true);
    expect(runs.map((run) => run.variables['trigger.depth'] ?? 0)).toEqual([2, 1, 0]);
    const [contact] = await database.db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(contact?.name).toBe('Amina Wanjiku Jr Jr Jr');
  });

  it('an inbound webhook starts a run with the body as variables; 404, 400 and 429 as documented', async () => {
    const workflow = await publish({ type: 'webhook' }, [
      { id: 'task', type: 'create_task', title: 'Order {{hook.order.id}} for {{hook.customer}}' },
      {
        id: 'ask',
        type: 'ask',
        question: 'Anything else?',
        answer: { kind: 'text' },
        save: { to: 'variable', name: 'more' },
      },
    ]);
    expect(workflow.hook_path).toMatch(/^\/api\/workflows\/hooks\/[A-Za-z0-9_-]{20,}$/);
    const path = workflow.hook_path as string;
    const started = await call(
      'POST',
      path,
      { order: { id: 'A-17', lines: [1, 2] }, customer: 'Achieng' },
      null,
    );
    expect(started.status).toBe(202);
    const [run] = await database.db
      .select()
      .from(workflowRuns)
      .where(eq(workflowRuns.id, started.body.run_id));
    expect(run?.variables['hook.order.id']).toBe('A-17');
    // A question has nobody to answer it: the run is parked as failed, with the reason.
    expect(run?.status).toBe('failed');
    expect(run?.error).toMatch(/^Nobody to ask/);
    const [task] = await database.db
      .select()
      .from(tasks)
      .where(eq(tasks.title, 'Order A-17 for Achieng'));
    expect(task?.businessId).toBe(businessId);

    expect((await call('POST', `${path}x`, {}, null)).status).toBe(404);
    expect((await call('POST', '/api/workflows/hooks/short', {}, null)).status).toBe(404);
    expect((await call('POST', path, [1, 2], null)).status).toBe(400);
    // The token is only shown to the business (tenant isolation of the workflow itself).
    expect((await call('GET', `/api/workflows/${workflow.id}`, undefined, outsider)).status).toBe(
      404,
    );
    await call('PUT', `/api/workflows/${workflow.id}/enabled`, { enabled: false });
    expect((await call('POST', path, {}, null)).status).toBe(404);
    await call('PUT', `/api/workflows/${workflow.id}/enabled`, { enabled: true });

    // The limit counts every call to the token (cheap ones here: a body that is refused).
    let limited = 0;
    for (let i = 0; i < HOOK_RATE_PER_MINUTE + 1; i++) {
      const response = await call('POST', path, [i], null);
      if (response.status === 429) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
  });

  it('a schedule is armed at publish and runs once per due time, across deliveries and a restart', async () => {
    const workflow = await publish(
      { type: 'schedule', frequency: 'weekly', time: '08:30', weekdays: [1, 4] },
      [{ id: 'task', type: 'create_task', title: 'Weekly review {{schedule.due_at}}' }],
    );
    const queued = async () =>
      rowsOf(
        await database.db.execute(
          sql`select data, start_after from jobs.job where name = ${WORKFLOW_SCHEDULE_JOB} and state = 'created' and (data->>'workflowId')::int = ${workflow.id}`,
        ),
      ) as { data: { dueAt: string } }[];
    const armed = await queued();
    expect(armed).toHaveLength(1);
    const expected = nextDueAt(
      { type: 'schedule', frequency: 'weekly', time: '08:30', weekdays: [1, 4] },
      new Date(),
      'Africa/Nairobi',
    );
    expect(armed[0]?.data.dueAt).toBe(expected.toISOString());
    // Nairobi is UTC+3 all year: 08:30 there is 05:30 UTC, on a Monday or a Thursday.
    expect(expected.getUTCHours()).toBe(5);
    expect([1, 4]).toContain(new Date(expected.getTime() + 3 * 3_600_000).getUTCDay());

    // A due time that has passed (the last one before now), delivered twice, then again after
    // a restart: one run.
    const past = nextDueAt(
      { type: 'schedule', frequency: 'weekly', time: '08:30', weekdays: [1, 4] },
      new Date(Date.now() - 8 * 24 * 3_600_000),
      'Africa/Nairobi',
    ).toISOString();
    const deliver = async () => {
      await api.server.context.jobs.enqueue(
        WORKFLOW_SCHEDULE_JOB,
        { workflowId: workflow.id, dueAt: past },
        { singletonKey: `${workflow.id}@${past}` },
      );
      await api.server.context.jobs.idle();
    };
    await deliver();
    await deliver();
    await api.close();
    api = await startTestServer(driver, { database });
    await deliver();
    const runs = await runsOf(workflow.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.status).toBe('completed');
    expect(runs[0]?.triggerKey).toBe(`schedule:${past}`);
    // A job of a time that is not a due time of the schedule (an older schedule) runs nothing.
    await api.server.context.jobs.enqueue(
      WORKFLOW_SCHEDULE_JOB,
      {
        workflowId: workflow.id,
        dueAt: new Date(Date.parse(past) + 60_000).toISOString(),
      },
      { singletonKey: 'stale' },
    );
    expect(await runsOf(workflow.id)).toHaveLength(1);
    // Still exactly one future due time queued.
    expect(await queued()).toHaveLength(1);
  });

  it('queues a turn’s timers with its save, and none when the save loses the race', async () => {
    const workflow = await publish({ type: 'webhook' }, [
      { id: 'wait', type: 'wait', seconds: 3600 },
      { id: 'end', type: 'end' },
    ]);
    const started = await call('POST', workflow.hook_path as string, {}, null);
    expect(started.status).toBe(202);
    const [run] = await database.db
      .select()
      .from(workflowRuns)
      .where(eq(workflowRuns.id, started.body.run_id));
    expect(run?.status).toBe('waiting_timer');
    const timers = async () =>
      rowsOf(
        await database.db.execute(
          sql`select id from jobs.job where name = 'workflow-timer' and (data->>'runId')::int = ${run?.id ?? 0}`,
        ),
      ).length;
    // The run's wait timer was queued in the transaction that saved it as waiting.
    expect(await timers()).toBe(1);
    if (!run) return;
    const stale = { ...run, version: run.version - 1 };
    const result = {
      state: { status: 'waiting_timer' as const, stepId: 'wait', variables: {}, reasks: 0 },
      replies: [],
      log: [],
      handoff: false,
    };
    const timer = {
      at: new Date(Date.now() + 3_600_000),
      job: { kind: 'resume' as const, stepId: 'wait' },
    };
    const lost = await saveTurn(database.db, stale, result, new Date(), {
      timers: [timer],
      jobs: api.server.context.jobs,
    });
    expect(lost).toBeNull();
    expect(await timers()).toBe(1);
    const won = await saveTurn(database.db, run, result, new Date(), {
      timers: [timer],
      jobs: api.server.context.jobs,
    });
    expect(won?.version).toBe(run.version + 1);
    expect(await timers()).toBe(2);
  });
});
