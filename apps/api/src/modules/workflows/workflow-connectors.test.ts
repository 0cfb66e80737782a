// Workflow connector steps through /chat against the loopback fake of the real APIs
// (test/support/fake-connectors.ts): a booking flow that creates a Zoho lead (the upsert
// fails with 503 and 429 first and is retried through the job queue, one lead in the end),
// checks free/busy and books in Google Calendar with a Meet link, creates an Asana task and
// checks Odoo stock, then says so in the conversation; a disconnected app fails the run with
// the reason in plain words in the run log; the test panel never reaches the apps; the Order
// Processing template creates one Odoo sale order over JSON-RPC and over JSON-2 although the
// answer to the create is lost (the retry finds the order by its customer reference); the
// Appointment Scheduling template offers the calendar's next free times within the
// business's hours and books the one the visitor picks.
import { slotLabel, zonedToInstant } from '@lisa/workflows';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import {
  connectorSettings,
  type FakeConnectors,
  fakeConnectorEnv,
  startFakeConnectors,
} from '../../../test/support/fake-connectors.ts';
import {
  createBusiness,
  type JsonBody,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { messages, tasks } from '../../db/schema/core.ts';
import { workflowRuns } from '../../db/schema/workflows.ts';
import { WORKFLOW_TIMER_JOB } from './workflow-ports.ts';

const BOOKING = {
  name: 'Book a visit',
  trigger: { type: 'keywords', keywords: ['book a visit'] },
  definition: {
    steps: [
      {
        id: 'email',
        type: 'ask',
        question: 'Your email?',
        answer: { kind: 'email' },
        save: { to: 'contact', name: 'email' },
      },
      {
        id: 'name',
        type: 'ask',
        question: 'Your name?',
        answer: { kind: 'text' },
        save: { to: 'variable', name: 'full_name' },
      },
      {
        id: 'when',
        type: 'ask',
        question: 'When?',
        answer: { kind: 'datetime' },
        save: { to: 'variable', name: 'when' },
      },
      {
        id: 'lead',
        type: 'connector',
        app: 'zoho-crm',
        action: 'create_lead',
        input: { name: '{{full_name}}', email: '{{email}}' },
      },
      {
        id: 'free',
        type: 'connector',
        app: 'calendar',
        action: 'check_availability',
        input: { start: '{{when}}', duration_minutes: '30' },
      },
      {
        id: 'route',
        type: 'branch',
        rules: [
          { when: [{ variable: 'calendar_available', op: 'equals', value: 'true' }], goto: 'book' },
        ],
        otherwise: 'busy',
      },
      { id: 'busy', type: 'end', message: 'That time is taken until {{calendar_busy_until}}.' },
      {
        id: 'book',
        type: 'connector',
        app: 'calendar',
        action: 'book_event',
        input: {
          title: 'Visit: {{full_name}}',
          start: '{{when}}',
          duration_minutes: '30',
          attendee_email: '{{email}}',
        },
      },
      {
        id: 'task',
        type: 'connector',
        app: 'asana',
        action: 'create_task',
        input: { title: 'Prepare for {{full_name}}', notes: 'Lead {{zoho_record_id}}' },
      },
      {
        id: 'stock',
        type: 'connector',
        app: 'odoo',
        action: 'check_inventory',
        input: { product: 'blue mug' },
      },
      {
        id: 'done',
        type: 'end',
        message: 'Booked! Join at {{calendar_meet_url}}. Mugs in stock: {{odoo_quantity}}.',
      },
    ],
  },
};

describe.each(testDrivers)('workflow connector steps (%s)', (driver) => {
  let api: TestServer;
  let fake: FakeConnectors;
  let businessId = 0;
  let token = '';

  beforeAll(async () => {
    fake = await startFakeConnectors();
    api = await startTestServer(driver, {
      env: { ...fakeConnectorEnv(fake), WORKFLOW_CONNECTOR_RETRY_BASE_MS: '100' },
    });
    businessId = await createBusiness(api.database, { name: 'Harbour Dental', credits: 1000 });
    const [user] = await api.database.db
      .insert(users)
      .values({
        name: 'Owner',
        email: `owner-${driver}-${Date.now()}@wfc.test`,
        passwordHash: 'x',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await api.database.db
      .insert(memberships)
      .values({ userId: user.id, businessId, role: 'owner' });
    token = (await api.server.context.sessions.create(user.id, businessId, null)).token;
  });
  afterAll(async () => {
    await api?.close();
    await fake?.close();
  });

  async function call(method: string, path: string, body?: unknown) {
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

  async function published(definition = BOOKING) {
    const created = await call('POST', '/api/workflows', definition);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await call('POST', `/api/workflows/${created.body.id}/publish`)).status).toBe(200);
    return created.body.id as number;
  }

  let visitors = 0;
  function visitor() {
    const customer = `wfc-${driver}-${++visitors}-${Date.now()}`;
    return async (message: string) => {
      const { status, body } = await postJson(`${api.url}/chat`, {
        message,
        business_id: businessId,
        customer_id: customer,
      });
      expect(status).toBe(200);
      return body as { response: string; conversation_id: string };
    };
  }

  async function runOf(workflowId: number) {
    const [run] = await api.database.db
      .select()
      .from(workflowRuns)
      .where(eq(workflowRuns.workflowId, workflowId));
    if (!run) throw new Error('no run');
    return (await call('GET', `/api/workflows/runs/${run.id}`)).body;
  }

  /** Each connector retry is a timer job due a little later: the run once it has moved on. */
  async function settled(workflowId: number) {
    let run = await runOf(workflowId);
    for (const deadline = Date.now() + 30_000; run.status === 'waiting_timer'; ) {
      if (Date.now() > deadline) throw new Error('the run is still waiting');
      await api.server.context.jobs.idle([WORKFLOW_TIMER_JOB], 20_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = await runOf(workflowId);
    }
    return run;
  }

  async function lastPosted(workflowId: number) {
    const [row] = await api.database.db
      .select()
      .from(workflowRuns)
      .where(eq(workflowRuns.workflowId, workflowId));
    const posted = await api.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, row?.conversationId ?? 0))
      .orderBy(messages.id);
    return posted.map((message) => message.text).at(-1);
  }

  it('books through Zoho, Google Calendar, Asana and Odoo; a flaky Zoho is retried through the job queue', async () => {
    for (const [app, body] of Object.entries(connectorSettings(fake))) {
      expect((await call('PUT', `/api/connectors/${app}`, body)).body.test.ok, app).toBe(true);
    }
    const workflowId = await published();
    fake.queue(
      'POST /zoho/crm/v8/Leads/upsert',
      { status: 503, body: { code: 'INTERNAL_ERROR', message: 'internal error', status: 'error' } },
      {
        status: 429,
        body: { code: 'TOO_MANY_REQUESTS', message: 'too many requests', status: 'error' },
        headers: { 'retry-after': '0' },
      },
    );
    const say = visitor();
    expect((await say('I want to book a visit')).response).toBe('Your email?');
    await say(`grace-${driver}@example.com`);
    await say('Grace Hopper');
    const waiting = await say('2030-03-04 10:00');
    expect(waiting.response).toBe(
      'This is taking a little longer than usual. I will come back to you here shortly.',
    );

    const run = await settled(workflowId);
    expect(run.status).toBe('completed');
    const leadSteps = run.steps.filter((step: { step_id: string }) => step.step_id === 'lead');
    expect(leadSteps.map((step: { error: string | null }) => step.error)).toEqual([
      expect.stringMatching(
        /^Zoho CRM had a problem on its side \(HTTP 503\)\. Trying again at .* \(attempt 2 of 4\)\.$/,
      ),
      expect.stringMatching(
        /^Zoho CRM asked us to slow down \(too many requests\)\. Trying again at .* \(attempt 3 of 4\)\.$/,
      ),
      null,
    ]);
    expect(fake.to('POST /zoho/crm/v8/Leads/upsert')).toHaveLength(3);
    expect(
      fake.zohoLeads.filter((lead) => lead.Email === `grace-${driver}@example.com`),
    ).toHaveLength(1);
    // 10:00 in the business's time zone (Africa/Nairobi by default), 30 minutes.
    const event = [...fake.googleEvents.values()].find(
      (item) => item.summary === 'Visit: Grace Hopper',
    );
    expect(event).toMatchObject({ attendees: [{ email: `grace-${driver}@example.com` }] });
    expect(fake.asanaTasks.at(-1)).toMatchObject({ name: 'Prepare for Grace Hopper' });
    expect(String(fake.asanaTasks.at(-1)?.notes)).toMatch(/^Lead \d+\n\nLisa ref: /);
    // The rest of the flow was posted into the conversation once the retry went through.
    expect(await lastPosted(workflowId)).toMatch(
      /^Booked! Join at https:\/\/meet\.google\.com\/.+\. Mugs in stock: 12\.$/,
    );
    // Disable it for the next test.
    await call('PUT', `/api/workflows/${workflowId}/enabled`, { enabled: false });
  });

  it('fails the run with the reason in plain words when an app is not connected; the test panel reaches no app', async () => {
    await call('DELETE', '/api/connectors/asana');
    const workflowId = await published({
      name: 'Task only',
      trigger: { type: 'keywords', keywords: ['make a task'] },
      definition: {
        steps: [
          {
            id: 'task',
            type: 'connector',
            app: 'asana',
            action: 'create_task',
            input: { title: 'From chat' },
          },
          { id: 'done', type: 'end', message: 'Done: {{asana_record_id}}' },
        ],
      },
    } as unknown as typeof BOOKING);
    const say = visitor();
    expect((await say('please make a task')).response).toBe(
      'Sorry, something went wrong on our side. A teammate will look into it.',
    );
    const run = await runOf(workflowId);
    expect(run.status).toBe('failed');
    expect(run.steps[0].error).toBe('Asana is not connected. Connect it on the Integrations page.');

    const before = fake.requests.length;
    const dry = await call('POST', `/api/workflows/${workflowId}/test`, { message: 'make a task' });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(JSON.stringify(dry.body)).toContain('Done: dry-run');
    expect(fake.requests.length).toBe(before);
  });

  it.each(['jsonrpc', 'json2'] as const)(
    'Order Processing creates one Odoo sale order over %s though the answer to the create is lost',
    async (protocol) => {
      const odoo = { ...connectorSettings(fake).odoo, protocol };
      expect((await call('PUT', '/api/connectors/odoo', odoo)).body.test.ok).toBe(true);
      const created = await call('POST', '/api/workflows', { template: 'order-processing' });
      expect(created.status).toBe(201);
      const workflowId = created.body.id as number;
      expect((await call('POST', `/api/workflows/${workflowId}/publish`)).status).toBe(200);
      const createRoute =
        protocol === 'json2'
          ? 'POST /odoo/json/2/sale.order/create'
          : 'POST /odoo/jsonrpc sale.order/create';
      // Odoo makes the order, then the connection drops before its answer arrives.
      fake.queue(createRoute, { status: 0, body: null, lose: true });
      const email = `amina-${protocol}-${driver}@example.com`;
      const ordersBefore = fake.odooOrders.length;
      const say = visitor();
      expect((await say('I want to place an order')).response).toBe(
        'What would you like to order?',
      );
      expect((await say('golden teacup')).response).toBe(
        'Sorry, I could not find "golden teacup" in our catalogue.\n\nWhat would you like to order?',
      );
      expect((await say('blue mug')).response).toBe('How many Blue Mug?');
      expect((await say('3')).response).toBe('What email should the order go to?');
      expect((await say(email)).response).toBe(
        `3 × Blue Mug for ${email}. Shall I place the order? (yes or no)`,
      );
      expect((await say('yes')).response).toBe(
        'This is taking a little longer than usual. I will come back to you here shortly.',
      );
      const run = await settled(workflowId);
      expect(run.status).toBe('completed');
      const orders = fake.odooOrders.slice(ordersBefore);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        client_order_ref: `Lisa workflow-run-${run.id}:order`,
        order_line: [[0, 0, { product_id: 11, product_uom_qty: 3 }]],
        amount_total: 28.5,
      });
      const partner = fake.odooPartners.find((row) => row.email === email);
      expect(orders[0]?.partner_id).toEqual([partner?.id, email]);
      expect(await lastPosted(workflowId)).toBe(
        `Your order ${orders[0]?.name} is placed. Thank you!`,
      );
      // One create reached Odoo; the retry found the order by its customer reference.
      expect(
        protocol === 'json2'
          ? fake.to('POST /odoo/json/2/sale.order/create')
          : fake
              .to('POST /odoo/jsonrpc')
              .filter(
                (r) => r.body.params.args[3] === 'sale.order' && r.body.params.args[4] === 'create',
              ),
      ).toHaveLength(1);
      await call('PUT', `/api/workflows/${workflowId}/enabled`, { enabled: false });
    },
  );

  it('Appointment Scheduling offers free times from the calendar within business hours and books the one picked', async () => {
    expect(
      (await call('PUT', '/api/connectors/calendar', connectorSettings(fake).calendar)).body.test
        .ok,
    ).toBe(true);
    // Open 10:00 to 12:00 every day, in New York (not the default Nairobi).
    const timeZone = 'America/New_York';
    const open = { open: '10:00', close: '12:00' };
    const hours = await call('PATCH', '/api/agent', {
      business_hours: {
        time_zone: timeZone,
        days: { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: open },
      },
    });
    expect(hours.status, JSON.stringify(hours.body)).toBe(200);
    // Busy from now until 10:30 tomorrow (New York): the first free times are 10:30, 11:00, 11:30.
    const [month, day, year] = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .format(new Date(Date.now() + 86_400_000))
      .split('/')
      .map(Number);
    const at = (hour: number, minute: number) =>
      zonedToInstant({ year: year ?? 0, month: month ?? 0, day: day ?? 0, hour, minute }, timeZone);
    fake.googleBusy.splice(0, fake.googleBusy.length, {
      start: new Date(Date.now() - 3_600_000).toISOString(),
      end: at(10, 30).toISOString(),
    });
    const expected = [at(10, 30), at(11, 0), at(11, 30)];
    const labels = expected.map((instant) => slotLabel(instant, timeZone));

    const created = await call('POST', '/api/workflows', { template: 'appointment-scheduling' });
    expect(created.status).toBe(201);
    const workflowId = created.body.id as number;
    expect((await call('POST', `/api/workflows/${workflowId}/publish`)).status).toBe(200);
    const freeBusyBefore = fake.to('POST /google/calendar/v3/freeBusy').length;
    const say = visitor();
    const offer = await say('Can I book an appointment?');
    expect(offer.response).toBe(
      ['Which of these times suits you?', ...labels.map((label, i) => `${i + 1}. ${label}`)].join(
        '\n',
      ),
    );
    const asked = fake.to('POST /google/calendar/v3/freeBusy').slice(freeBusyBefore);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toMatchObject({ items: [{ id: 'primary' }] });
    expect(Date.parse(asked[0]?.body.timeMax) - Date.parse(asked[0]?.body.timeMin)).toBe(
      7 * 86_400_000,
    );

    expect((await say('4')).response).toMatch(/^Please choose one of: /);
    expect((await say('2')).response).toBe('What email should we send the invitation to?');
    const email = `ada-${driver}@example.com`;
    expect((await say(email)).response).toBe(
      `You are booked for ${labels[1]}. The invitation with the Meet link is on its way to ${email}, and we will remind you here an hour before.`,
    );
    const event = [...fake.googleEvents.values()].find(
      (item) => item.summary === `Appointment with ${email}`,
    );
    expect(event).toMatchObject({
      start: { dateTime: expected[1]?.toISOString() },
      end: { dateTime: new Date((expected[1]?.getTime() ?? 0) + 1_800_000).toISOString() },
      attendees: [{ email }],
    });
    const run = await runOf(workflowId);
    expect(run.status).toBe('completed');
    const booked = await api.database.db
      .select({ title: tasks.title })
      .from(tasks)
      .where(eq(tasks.conversationId, Number(offer.conversation_id)));
    expect(booked.map((task) => task.title)).toEqual([`Appointment ${labels[1]} (${email})`]);
    expect(
      run.steps.find((step: { step_id: string }) => step.step_id === 'remind').input,
    ).toMatchObject({ at: new Date((expected[1]?.getTime() ?? 0) - 3_600_000).toISOString() });

    // A week with no free time: a person takes over instead of offering nothing.
    fake.googleBusy.splice(0, fake.googleBusy.length, {
      start: new Date(Date.now() - 3_600_000).toISOString(),
      end: new Date(Date.now() + 9 * 86_400_000).toISOString(),
    });
    expect((await visitor()('I need an appointment')).response).toBe(
      'Sorry, we have no free time in the next week. A teammate will get back to you here to find one.',
    );
    fake.googleBusy.splice(0, fake.googleBusy.length);
    await call('PUT', `/api/workflows/${workflowId}/enabled`, { enabled: false });
  });
});
