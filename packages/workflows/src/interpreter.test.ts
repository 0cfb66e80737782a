import {
  type VariableValue,
  type WorkflowDefinition,
  type WorkflowDefinitionInput,
  workflowDefinitionSchema,
} from '@lisa/contracts/workflows';
import { describe, expect, it } from 'vitest';
import { advance, initialState } from './interpreter.ts';
import {
  type ConnectorOutcome,
  MAX_REASKS,
  type RunState,
  TEXTS,
  type WorkflowPorts,
} from './run-state.ts';
import { WORKFLOW_TEMPLATES } from './templates.ts';

const NOW = new Date('2026-11-25T10:00:00Z');

function fakePorts(overrides: Partial<WorkflowPorts> = {}) {
  const calls: { kind: string; input: unknown }[] = [];
  const record = <T>(kind: string, input: unknown, result: T): T => {
    calls.push({ kind, input });
    return result;
  };
  const ports: WorkflowPorts = {
    now: () => NOW,
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
    runKey: 'run-1',
    knowledge: async (question) =>
      /shipping/i.test(question)
        ? { found: true, text: 'Shipping costs 300 KES.' }
        : { found: false, text: '' },
    updateContact: async (change) => void calls.push({ kind: 'contact', input: change }),
    createLead: async (input) => record('lead', input, { id: 7 }),
    createDeal: async (input) => record('deal', input, { id: 8 }),
    createTask: async (input) => record('task', input, { id: 9 }),
    http: async () => ({ status: 200, body: {} }),
    connector: async (call) =>
      record('connector', call, { ok: true as const, recordId: 'R1', output: { record_id: 'R1' } }),
    schedule: async (at, job) => void calls.push({ kind: 'schedule', input: { at, job } }),
    sleep: async (ms) => void calls.push({ kind: 'sleep', input: ms }),
    ...overrides,
  };
  return { ports, calls };
}

const def = (input: WorkflowDefinitionInput): WorkflowDefinition =>
  workflowDefinitionSchema.parse(input);

const askEmail = def({
  steps: [
    {
      id: 'q',
      type: 'ask',
      question: 'Your email?',
      answer: { kind: 'email' },
      save: { to: 'contact', name: 'email' },
    },
    { id: 'bye', type: 'end', message: 'Thanks, {{email}}.' },
  ],
});

async function started(definition: WorkflowDefinition, ports: WorkflowPorts): Promise<RunState> {
  return (await advance(definition, initialState(), { kind: 'start' }, ports)).state;
}

describe('workflow interpreter', () => {
  it('sends a message with variables filled in and ends', async () => {
    const { ports } = fakePorts();
    const result = await advance(
      def({ steps: [{ id: 'hi', type: 'message', text: 'Hello {{name}}{{missing}}!' }] }),
      initialState({ name: 'Amina' }),
      { kind: 'start' },
      ports,
    );
    expect(result.replies).toEqual(['Hello Amina!']);
    expect(result.state.status).toBe('completed');
    expect(result.log).toHaveLength(1);
    expect(result.log[0]).toMatchObject({ stepId: 'hi', stepType: 'message', error: null });
  });

  it('asks a question, waits, then stores a valid answer in the contact', async () => {
    const { ports, calls } = fakePorts();
    const first = await advance(askEmail, initialState(), { kind: 'start' }, ports);
    expect(first.replies).toEqual(['Your email?']);
    expect(first.state).toMatchObject({ status: 'waiting_answer', stepId: 'q' });
    const second = await advance(
      askEmail,
      first.state,
      { kind: 'message', text: ' Amina@Example.COM ' },
      ports,
    );
    expect(second.state.status).toBe('completed');
    expect(second.state.variables.email).toBe('amina@example.com');
    expect(second.replies).toEqual(['Thanks, amina@example.com.']);
    expect(calls).toContainEqual({
      kind: 'contact',
      input: { fields: { email: 'amina@example.com' }, tags: [] },
    });
  });

  it('re-asks a wrong answer with the reason, at most three times, then hands off', async () => {
    const { ports } = fakePorts();
    let state = await started(askEmail, ports);
    for (let attempt = 1; attempt <= MAX_REASKS; attempt++) {
      const result = await advance(
        askEmail,
        state,
        { kind: 'message', text: 'not an email' },
        ports,
      );
      expect(result.replies[0]).toMatch(/does not look like an email address.*Your email\?$/);
      expect(result.state).toMatchObject({ status: 'waiting_answer', reasks: attempt });
      expect(result.log[0]?.error).toMatch(/email/);
      state = result.state;
    }
    const last = await advance(askEmail, state, { kind: 'message', text: 'still no' }, ports);
    expect(last.handoff).toBe(true);
    expect(last.state.status).toBe('handed_off');
    expect(last.replies).toEqual([TEXTS.handoff]);
  });

  it('answers an off-flow question from the knowledge base and asks again', async () => {
    const { ports } = fakePorts();
    const state = await started(askEmail, ports);
    const result = await advance(
      askEmail,
      state,
      { kind: 'message', text: 'How much is shipping?' },
      ports,
    );
    expect(result.replies).toEqual(['Shipping costs 300 KES.', 'Your email?']);
    expect(result.state).toMatchObject({ status: 'waiting_answer', stepId: 'q', reasks: 0 });
  });

  it('stops when the visitor says stop or cancel', async () => {
    const { ports } = fakePorts();
    for (const word of ['stop', 'Cancel.', ' QUIT ']) {
      const state = await started(askEmail, ports);
      const result = await advance(askEmail, state, { kind: 'message', text: word }, ports);
      expect(result.state.status).toBe('cancelled');
      expect(result.replies).toEqual([TEXTS.cancelled]);
    }
  });

  it('branches on conditions, first matching rule wins, otherwise falls through', async () => {
    const definition = def({
      steps: [
        {
          id: 'b',
          type: 'branch',
          rules: [
            { when: [{ variable: 'size', op: 'greater_than', value: '49' }], goto: 'big' },
            { when: [{ variable: 'size', op: 'is_set' }], goto: 'small' },
          ],
          otherwise: 'none',
        },
        { id: 'big', type: 'end', message: 'big' },
        { id: 'small', type: 'end', message: 'small' },
        { id: 'none', type: 'end', message: 'none' },
      ],
    });
    const { ports } = fakePorts();
    const run = async (variables: Record<string, number | null>) =>
      (await advance(definition, initialState(variables), { kind: 'start' }, ports)).replies;
    expect(await run({ size: 120 })).toEqual(['big']);
    expect(await run({ size: 3 })).toEqual(['small']);
    expect(await run({ size: null })).toEqual(['none']);
  });

  it('sets contact fields and tags, creates a lead, a deal and a task with the ids in variables', async () => {
    const { ports, calls } = fakePorts();
    const result = await advance(
      def({
        steps: [
          {
            id: 's',
            type: 'set_contact',
            fields: [{ name: 'plan', value: '{{plan}}' }],
            tags: ['vip'],
          },
          { id: 'l', type: 'create_lead', name: '{{name}}', email: '', notes: 'Plan {{plan}}' },
          { id: 'd', type: 'create_deal', title: 'Deal for {{name}}', amount: '1,500' },
          { id: 't', type: 'create_task', title: 'Call {{name}}', due_in_hours: 2 },
        ],
      }),
      initialState({ name: 'Amina', plan: 'Pro' }),
      { kind: 'start' },
      ports,
    );
    expect(result.state.status).toBe('completed');
    expect(result.state.variables).toMatchObject({ lead_id: 7, deal_id: 8, task_id: 9 });
    expect(calls).toEqual([
      { kind: 'contact', input: { fields: { plan: 'Pro' }, tags: ['vip'] } },
      { kind: 'lead', input: { name: 'Amina', notes: 'Plan Pro' } },
      { kind: 'deal', input: { title: 'Deal for Amina', amount: 1500 } },
      {
        kind: 'task',
        input: { title: 'Call Amina', dueAt: new Date(NOW.getTime() + 2 * 3_600_000) },
      },
    ]);
  });

  it('waits for a duration through a durable timer and resumes once', async () => {
    const definition = def({
      steps: [
        { id: 'w', type: 'wait', seconds: 3600 },
        { id: 'm', type: 'message', text: 'An hour later' },
      ],
    });
    const { ports, calls } = fakePorts();
    const first = await advance(definition, initialState(), { kind: 'start' }, ports);
    expect(first.state).toMatchObject({ status: 'waiting_timer', stepId: 'w' });
    expect(calls[0]).toEqual({
      kind: 'schedule',
      input: { at: new Date(NOW.getTime() + 3_600_000), job: { kind: 'resume', stepId: 'w' } },
    });
    const resumed = await advance(definition, first.state, { kind: 'timer', stepId: 'w' }, ports);
    expect(resumed.replies).toEqual(['An hour later']);
    const again = await advance(definition, resumed.state, { kind: 'timer', stepId: 'w' }, ports);
    expect(again.replies).toEqual([]);
    expect(again.state.status).toBe('completed');
  });

  it('schedules a reminder message and carries on', async () => {
    const { ports, calls } = fakePorts();
    const result = await advance(
      def({
        steps: [
          { id: 'r', type: 'reminder', text: 'See you {{when}}', delay_seconds: 60 },
          { id: 'e', type: 'end', message: 'done' },
        ],
      }),
      initialState({ when: 'soon' }),
      { kind: 'start' },
      ports,
    );
    expect(result.replies).toEqual(['done']);
    expect(calls[0]).toEqual({
      kind: 'schedule',
      input: {
        at: new Date(NOW.getTime() + 60_000),
        job: { kind: 'reminder', stepId: 'r', text: 'See you soon' },
      },
    });
  });

  it('schedules a reminder some time before a date a question collected, with the local time', async () => {
    const { ports, calls } = fakePorts();
    const definition = def({
      steps: [
        {
          id: 'when',
          type: 'ask',
          question: 'When?',
          answer: { kind: 'datetime' },
          save: { to: 'variable', name: 'slot' },
        },
        {
          id: 'r',
          type: 'reminder',
          text: 'Soon: {{slot_local}}',
          at: '{{slot}}',
          before_seconds: 3600,
        },
        { id: 'late', type: 'reminder', text: 'Too late', at: '2020-01-01T00:00:00Z' },
      ],
    });
    const state = await started(definition, ports);
    const result = await advance(
      definition,
      state,
      { kind: 'message', text: 'tomorrow at 10am' },
      ports,
    );
    // 10:00 in Nairobi is 07:00 UTC; the reminder goes an hour before; the past one is skipped.
    expect(result.state.variables).toMatchObject({
      slot: '2026-11-26T07:00:00.000Z',
      slot_local: 'Thu 26 Nov, 10:00',
    });
    expect(calls.filter((c) => c.kind === 'schedule')).toEqual([
      {
        kind: 'schedule',
        input: {
          at: new Date('2026-11-26T06:00:00.000Z'),
          job: { kind: 'reminder', stepId: 'r', text: 'Soon: Thu 26 Nov, 10:00' },
        },
      },
    ]);
    expect(result.log.at(-1)?.output).toEqual({ scheduled: false });
  });

  const httpDef = def({
    steps: [
      {
        id: 'call',
        type: 'http',
        method: 'POST',
        url: 'https://crm.example/orders?c={{name}}',
        headers: { 'x-name': '{{name}}' },
        body: '{"name":"{{name}}"}',
        map: [{ path: 'order.id', variable: 'order_id' }],
      },
      { id: 'ok', type: 'end', message: 'Order {{order_id}}' },
    ],
  });

  it('renders an HTTP body as JSON: answers escaped inside strings, values outside', async () => {
    const seen: { body?: string }[] = [];
    const { ports } = fakePorts({
      http: async (request) => {
        seen.push(request);
        return { status: 200, body: {} };
      },
    });
    const jsonDef = def({
      steps: [
        {
          id: 'call',
          type: 'http',
          method: 'POST',
          url: 'https://crm.example/feedback',
          headers: {},
          body: '{"comment":"Said: {{comment}}","rating":{{rating}},"name":{{name}},"none":{{none}}}',
          map: [],
        },
        { id: 'ok', type: 'end' },
      ],
    });
    const comment = 'He said "great" \\ then\nleft", "admin": true, "x": "';
    await advance(
      jsonDef,
      initialState({ comment, rating: 4, name: 'Amina' }),
      { kind: 'start' },
      ports,
    );
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      comment: `Said: ${comment}`,
      rating: 4,
      name: 'Amina',
      none: null,
    });
  });

  it('percent-encodes the values of URL placeholders: an answer cannot change the URL', async () => {
    const seen: { url: string }[] = [];
    const { ports } = fakePorts({
      http: async (request) => {
        seen.push(request);
        return { status: 200, body: {} };
      },
    });
    const urlDef = def({
      steps: [
        {
          id: 'call',
          type: 'http',
          method: 'GET',
          url: 'https://crm.example/people/{{name}}/orders?item={{item}}&n={{n}}&none={{none}}',
          headers: {},
          map: [],
        },
        { id: 'ok', type: 'end' },
      ],
    });
    const name = '../admin/x?y=1#z';
    const item = 'tea & cake=2 / 100% #1';
    await advance(urlDef, initialState({ name, item, n: 3 }), { kind: 'start' }, ports);
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe(`/people/${encodeURIComponent(name)}/orders`);
    expect(url.hash).toBe('');
    expect([...url.searchParams]).toEqual([
      ['item', item],
      ['n', '3'],
      ['none', ''],
    ]);
    expect(decodeURIComponent(url.pathname.split('/')[2] ?? '')).toBe(name);
  });

  it('calls HTTP with a templated request and maps the response into variables', async () => {
    const seen: unknown[] = [];
    const { ports } = fakePorts({
      http: async (request) => {
        seen.push(request);
        return { status: 201, body: { order: { id: 'A1' } } };
      },
    });
    const result = await advance(
      httpDef,
      initialState({ name: 'Amina' }),
      { kind: 'start' },
      ports,
    );
    expect(seen).toEqual([
      {
        method: 'POST',
        url: 'https://crm.example/orders?c=Amina',
        headers: { 'x-name': 'Amina' },
        body: '{"name":"Amina"}',
        idempotencyKey: 'run-1:call',
      },
    ]);
    expect(result.replies).toEqual(['Order A1']);
    expect(result.log[0]?.output).toMatchObject({ status: 201, mapped: { order_id: 'A1' } });
  });

  it('retries a failing HTTP call with backoff and one idempotency key, then parks the run as failed', async () => {
    const keys: string[] = [];
    const { ports, calls } = fakePorts({
      http: async (request) => {
        keys.push(request.idempotencyKey);
        throw new Error('connection reset');
      },
    });
    const result = await advance(httpDef, initialState(), { kind: 'start' }, ports);
    expect(keys).toEqual(['run-1:call', 'run-1:call', 'run-1:call']);
    expect(calls.filter((c) => c.kind === 'sleep').map((c) => c.input)).toEqual([500, 1000]);
    expect(result.state).toMatchObject({ status: 'failed', stepId: 'call' });
    expect(result.log[0]?.error).toMatch(/failed after 3 attempts: connection reset/);
    expect(result.replies).toEqual([TEXTS.failed]);

    let attempts = 0;
    const retried = await advance(
      httpDef,
      result.state,
      { kind: 'retry', stepId: 'call' },
      fakePorts({
        http: async () =>
          ++attempts === 1
            ? { status: 503, body: null }
            : { status: 200, body: { order: { id: 'B2' } } },
      }).ports,
    );
    expect(retried.replies).toEqual(['Order B2']);
    expect(retried.state.status).toBe('completed');
  });

  it('does not retry a 4xx answer', async () => {
    let attempts = 0;
    const { ports } = fakePorts({
      http: async () => {
        attempts++;
        return { status: 404, body: null };
      },
    });
    const result = await advance(httpDef, initialState(), { kind: 'start' }, ports);
    expect(attempts).toBe(1);
    expect(result.state.status).toBe('failed');
  });

  it('hands off with its message', async () => {
    const { ports } = fakePorts();
    const result = await advance(
      def({ steps: [{ id: 'h', type: 'handoff', message: 'A person will help, {{name}}.' }] }),
      initialState({ name: 'Amina' }),
      { kind: 'start' },
      ports,
    );
    expect(result).toMatchObject({ handoff: true, replies: ['A person will help, Amina.'] });
    expect(result.state.status).toBe('handed_off');
  });

  it('answers from the knowledge base', async () => {
    const { ports } = fakePorts();
    const definition = def({
      steps: [
        { id: 'k', type: 'knowledge', question: 'What does {{thing}} cost?' },
        { id: 'k2', type: 'knowledge', question: 'Unknown thing' },
      ],
    });
    const result = await advance(
      definition,
      initialState({ thing: 'shipping' }),
      { kind: 'start' },
      ports,
    );
    expect(result.replies).toEqual(['Shipping costs 300 KES.', TEXTS.noAnswer]);
  });

  it('stops a loop after 100 steps instead of running forever', async () => {
    const { ports } = fakePorts();
    const result = await advance(
      def({ steps: [{ id: 'a', type: 'message', text: 'again', next: 'a' }] }),
      initialState(),
      { kind: 'start' },
      ports,
    );
    expect(result.state.status).toBe('failed');
    expect(result.log.at(-1)?.error).toMatch(/loop/);
  });

  it('logs a failing step with its error and parks the run on it', async () => {
    const { ports } = fakePorts({
      createTask: async () => {
        throw new Error('database unavailable');
      },
    });
    const result = await advance(
      def({ steps: [{ id: 't', type: 'create_task', title: 'x' }] }),
      initialState(),
      { kind: 'start' },
      ports,
    );
    expect(result.state).toMatchObject({ status: 'failed', stepId: 't' });
    expect(result.log[0]?.error).toBe('database unavailable');
  });

  it('ignores a message when the run is not waiting for an answer', async () => {
    const { ports } = fakePorts();
    const result = await advance(
      askEmail,
      { ...initialState(), status: 'completed' },
      { kind: 'message', text: 'hi' },
      ports,
    );
    expect(result.replies).toEqual([]);
  });
});

describe('definition checks', () => {
  it('refuses duplicate ids and jumps to missing steps', () => {
    const result = workflowDefinitionSchema.safeParse({
      steps: [
        { id: 'a', type: 'message', text: 'x', next: 'nowhere' },
        { id: 'a', type: 'end' },
      ],
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Step id "a" is used twice');
    expect(messages).toContain('Step "a" goes to "nowhere", which is not a step');
  });

  it('accepts every template', () => {
    for (const template of WORKFLOW_TEMPLATES) {
      expect(workflowDefinitionSchema.safeParse(template.definition).success).toBe(true);
    }
  });

  describe('choices offered from a variable (free slots)', () => {
    const slots = JSON.stringify([
      { label: 'Wed 25 Nov, 14:30', value: '2026-11-25T11:30:00.000Z' },
      { label: 'Thu 26 Nov, 09:00', value: '2026-11-26T06:00:00.000Z' },
    ]);
    const pick = def({
      steps: [
        {
          id: 'find',
          type: 'connector',
          app: 'calendar',
          action: 'find_slots',
          input: { duration_minutes: '30' },
        },
        {
          id: 'when',
          type: 'ask',
          question: 'Which time suits you?',
          answer: { kind: 'choice', choices_from: 'calendar_slots' },
          save: { to: 'variable', name: 'appointment' },
        },
        {
          id: 'book',
          type: 'connector',
          app: 'calendar',
          action: 'book_event',
          input: { title: 'Visit', start: '{{appointment}}' },
        },
        { id: 'done', type: 'end', message: 'Booked for {{appointment_label}}.' },
      ],
    });
    const calendar = (output: Record<string, VariableValue>) => {
      const booked: unknown[] = [];
      const { ports } = fakePorts({
        connector: async (call): Promise<ConnectorOutcome> => {
          if (call.action === 'find_slots') return { ok: true, recordId: null, output };
          booked.push(call);
          return { ok: true, recordId: 'E1', output: { record_id: 'E1' } };
        },
      });
      return { ports, booked };
    };

    it('numbers the offered choices, saves the picked value and its label, books that time', async () => {
      const { ports, booked } = calendar({ slots, slot_count: 2 });
      const first = await advance(pick, initialState(), { kind: 'start' }, ports);
      expect(first.replies).toEqual([
        'Which time suits you?\n1. Wed 25 Nov, 14:30\n2. Thu 26 Nov, 09:00',
      ]);
      const wrong = await advance(pick, first.state, { kind: 'message', text: '3' }, ports);
      expect(wrong.replies).toEqual([
        'Please choose one of: Wed 25 Nov, 14:30, Thu 26 Nov, 09:00. Which time suits you?\n1. Wed 25 Nov, 14:30\n2. Thu 26 Nov, 09:00',
      ]);
      expect(wrong.state).toMatchObject({ status: 'waiting_answer', reasks: 1 });
      const done = await advance(pick, wrong.state, { kind: 'message', text: '2' }, ports);
      expect(done.replies).toEqual(['Booked for Thu 26 Nov, 09:00.']);
      expect(done.state.variables).toMatchObject({
        appointment: '2026-11-26T06:00:00.000Z',
        appointment_label: 'Thu 26 Nov, 09:00',
      });
      expect(booked).toMatchObject([
        {
          action: 'book_event',
          input: { title: 'Visit', start: '2026-11-26T06:00:00.000Z' },
        },
      ]);
      // The label typed out picks the same way as its number.
      const byName = await advance(
        pick,
        first.state,
        { kind: 'message', text: 'wed 25 nov, 14:30' },
        ports,
      );
      expect(byName.state.variables.appointment).toBe('2026-11-25T11:30:00.000Z');
    });

    it('fails the step with the reason when the variable holds no choices', async () => {
      const outputs: Record<string, VariableValue>[] = [{ slots: '[]' }, { slots: 'not json' }, {}];
      for (const output of outputs) {
        const { ports } = calendar(output);
        const result = await advance(pick, initialState(), { kind: 'start' }, ports);
        expect(result.state).toMatchObject({ status: 'failed', stepId: 'when' });
        expect(result.replies).toEqual([TEXTS.failed]);
        expect(result.log.at(-1)?.error).toBe('There are no choices to offer in "calendar_slots"');
      }
    });

    it('a choice question needs choices or a variable to take them from', () => {
      const ask = (answer: Record<string, unknown>) =>
        workflowDefinitionSchema.safeParse({
          steps: [
            {
              id: 'q',
              type: 'ask',
              question: 'Which?',
              answer,
              save: { to: 'variable', name: 'x' },
            },
          ],
        }).success;
      expect(ask({ kind: 'choice' })).toBe(false);
      expect(ask({ kind: 'choice', choices_from: 'calendar_slots' })).toBe(true);
      expect(ask({ kind: 'choice', choices_from: 'not a name' })).toBe(false);
    });
  });

  describe('connector steps', () => {
    const booking = def({
      steps: [
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
            {
              when: [{ variable: 'calendar_available', op: 'equals', value: 'true' }],
              goto: 'book',
            },
          ],
          otherwise: 'busy',
        },
        { id: 'busy', type: 'end', message: 'Busy until {{calendar_busy_until}}.' },
        {
          id: 'book',
          type: 'connector',
          app: 'calendar',
          action: 'book_event',
          input: { title: 'Visit', start: '{{when}}', attendee_email: '{{email}}' },
          save_as: 'visit',
        },
        { id: 'done', type: 'end', message: 'Booked: {{visit_meet_url}}' },
      ],
    });

    it('sends rendered inputs with one idempotency key per step and saves outputs as variables', async () => {
      const { ports, calls } = fakePorts({
        connector: async (call): Promise<ConnectorOutcome> =>
          call.action === 'check_availability'
            ? { ok: true, recordId: null, output: { available: true, busy_until: null } }
            : {
                ok: true,
                recordId: 'E1',
                output: { record_id: 'E1', meet_url: 'https://meet.google.com/x' },
              },
      });
      const result = await advance(
        booking,
        initialState({ when: '2026-12-01T09:00:00Z', email: 'a@b.co' }),
        { kind: 'start' },
        ports,
      );
      expect(result.replies).toEqual(['Booked: https://meet.google.com/x']);
      expect(result.state.variables.visit_record_id).toBe('E1');
      expect(calls).toEqual([]);
      const busy = fakePorts({
        connector: async () => ({
          ok: true,
          recordId: null,
          output: { available: false, busy_until: '10:00' },
        }),
      });
      const second = await advance(
        booking,
        initialState({ when: 'x' }),
        { kind: 'start' },
        busy.ports,
      );
      expect(second.replies).toEqual(['Busy until 10:00.']);
    });

    it('waits on a durable timer after a 429 or 5xx, retries the same step, then gives up in plain words', async () => {
      let failures = 0;
      const { ports, calls } = fakePorts({
        connectorRetry: { attempts: 3, baseMs: 1000 },
        connector: async (call) => {
          calls.push({ kind: 'call', input: call.idempotencyKey });
          failures += 1;
          return {
            ok: false,
            retryable: true,
            message: 'Google Calendar had a problem on its side (HTTP 503)',
            retryAfterMs: failures === 1 ? 5000 : 0,
          };
        },
      });
      const first = await advance(booking, initialState({ when: 'x' }), { kind: 'start' }, ports);
      expect(first.state).toMatchObject({ status: 'waiting_timer', stepId: 'free', reasks: 1 });
      expect(first.replies).toEqual([TEXTS.connectorWait]);
      expect(first.log[0]?.error).toMatch(
        /HTTP 503\)\. Trying again at 2026-11-25T10:00:05.000Z \(attempt 2 of 3\)/,
      );
      const second = await advance(booking, first.state, { kind: 'timer', stepId: 'free' }, ports);
      expect(second.state).toMatchObject({ status: 'waiting_timer', reasks: 2 });
      expect(second.replies).toEqual([]);
      const third = await advance(booking, second.state, { kind: 'timer', stepId: 'free' }, ports);
      expect(third.state).toMatchObject({ status: 'failed', stepId: 'free' });
      expect(third.log[0]?.error).toBe(
        'Google Calendar had a problem on its side (HTTP 503). Gave up after 3 attempts.',
      );
      expect(third.replies).toEqual([TEXTS.failed]);
      const keys = calls.filter((call) => call.kind === 'call').map((call) => call.input);
      expect(new Set(keys)).toEqual(new Set(['run-1:free']));
      expect(calls.filter((call) => call.kind === 'schedule')).toHaveLength(2);
    });

    it('fails at once on a refusal that asking again will not fix', async () => {
      const { ports } = fakePorts({
        connector: async () => ({
          ok: false,
          retryable: false,
          message: 'Zoho CRM refused the credentials. Check the connection settings.',
        }),
      });
      const result = await advance(booking, initialState(), { kind: 'start' }, ports);
      expect(result.state).toMatchObject({ status: 'failed', stepId: 'free' });
      expect(result.log[0]?.error).toBe(
        'Zoho CRM refused the credentials. Check the connection settings.',
      );
    });

    it('refuses an action the app cannot do, a missing input, an unknown input', () => {
      const bad = (step: Record<string, unknown>) =>
        workflowDefinitionSchema.safeParse({ steps: [{ id: 's', type: 'connector', ...step }] });
      expect(bad({ app: 'asana', action: 'create_lead' }).error?.issues[0]?.message).toMatch(
        /This app cannot do that/,
      );
      expect(bad({ app: 'asana', action: 'create_task' }).error?.issues[0]?.message).toBe(
        'Step "s" needs a value for title',
      );
      expect(
        bad({ app: 'asana', action: 'create_task', input: { title: 'x', colour: 'red' } }).error
          ?.issues[0]?.message,
      ).toBe('Step "s" does not take "colour"');
      expect(
        bad({ app: 'odoo', action: 'check_inventory', input: { product: '{{item}}' } }).success,
      ).toBe(true);
    });
  });
});
