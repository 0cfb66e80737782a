// A contact's timeline gathers what happened around them in other modules, over HTTP on a
// real server and database: the lead the agent captured in a chat, its conversion into a
// deal, the deal's stage changes, and tasks created and done about them.
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useAccountsHarness } from '../../../test/support/accounts-harness.ts';

describe.each(testDrivers)('contact timeline across modules (%s)', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call, signedUp } = harness;

  it('shows the lead, its deal and stage changes, and tasks on the contact', async () => {
    const owner = await signedUp('Timeline Traders');
    const as = (method: string, path: string, body?: unknown) =>
      call(method, path, body, owner.token);
    expect((await as('PATCH', '/api/agent', { purpose: 'sales' })).status).toBe(200);
    const chat = await call('POST', '/chat', {
      message: 'I want a quote, call me on +254 712 444 555',
      business_id: owner.businessId,
      customer_id: `timeline-${driver}-${Date.now()}`,
    });
    expect(chat.status).toBe(200);
    const [lead] = (await as('GET', '/api/leads?source=chat')).body.data;
    expect(lead?.contact_id).toBeGreaterThan(0);
    const contactId = lead.contact_id as number;

    const converted = await as('POST', `/api/leads/${lead.id}/convert`, {
      title: 'Quote for 40 seats',
    });
    expect(converted.status, JSON.stringify(converted.body)).toBe(200);
    const deal = converted.body.deal;
    expect(deal.contact_id).toBe(contactId);
    const pipelines = await as('GET', '/api/pipelines');
    const stages = pipelines.body.data.find((p: { is_default: boolean }) => p.is_default).stages;
    const moved = await as('POST', `/api/deals/${deal.id}/move`, {
      stage_id: stages[1].id,
      position: 0,
      version: deal.version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const task = await as('POST', '/api/tasks', { title: 'Send the quote', contact_id: contactId });
    expect(task.status, JSON.stringify(task.body)).toBe(201);
    expect((await as('PATCH', `/api/tasks/${task.body.id}`, { done: true })).status).toBe(200);
    // A task about nobody writes on no timeline.
    expect((await as('POST', '/api/tasks', { title: 'Tidy the office' })).status).toBe(201);

    const timeline = await as('GET', `/api/contacts/${contactId}/timeline?limit=50`);
    expect(timeline.status).toBe(200);
    const entries = timeline.body.data.map((e: { kind: string; data: Record<string, unknown> }) => [
      e.kind,
      e.data,
    ]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['lead_created', { lead_id: lead.id, source: 'chat' }],
        ['deal_created', { deal_id: deal.id, title: 'Quote for 40 seats', stage: stages[0].name }],
        ['lead_converted', { lead_id: lead.id, deal_id: deal.id }],
        [
          'deal_stage_changed',
          {
            deal_id: deal.id,
            title: 'Quote for 40 seats',
            from: stages[0].name,
            to: stages[1].name,
          },
        ],
        ['task_created', { task_id: task.body.id, title: 'Send the quote' }],
        ['task_done', { task_id: task.body.id, title: 'Send the quote' }],
      ]),
    );
    expect(entries.filter(([kind]: [string]) => kind.startsWith('task_'))).toHaveLength(2);
    // Newest first.
    expect(entries[0][0]).toBe('task_done');
  });

  it('converts a lead from a form into the contact that already holds its email', async () => {
    const owner = await signedUp('Timeline Forms');
    const as = (method: string, path: string, body?: unknown) =>
      call(method, path, body, owner.token);
    const known = await as('POST', '/api/contacts', {
      name: 'Halima Noor',
      email: 'halima@example.com',
    });
    const lead = await as('POST', '/api/leads', { name: 'Halima', email: 'HALIMA@example.com' });
    expect(lead.status).toBe(201);
    const converted = await as('POST', `/api/leads/${lead.body.id}/convert`, {});
    expect(converted.body.deal.contact_id).toBe(known.body.id);
    // Someone new becomes a contact with their keys.
    const other = await as('POST', '/api/leads', { name: 'Musa', phone: '+254 733 000 999' });
    const made = await as('POST', `/api/leads/${other.body.id}/convert`, {});
    const contact = await as('GET', `/api/contacts/${made.body.deal.contact_id}`);
    expect(contact.body).toMatchObject({ name: 'Musa', phone: '+254733000999' });
    expect(contact.body.identities).toEqual([
      expect.objectContaining({ kind: 'phone', value: '+254733000999', primary: true }),
    ]);
  });

  it('shows a workflow run that ended, with the workflow name and outcome', async () => {
    const owner = await signedUp('Workflow Traders');
    const as = (method: string, path: string, body?: unknown) =>
      call(method, path, body, owner.token);
    const created = await as('POST', '/api/workflows', {
      name: 'Greeter',
      trigger: { type: 'keywords', keywords: ['hello bot'] },
      definition: { steps: [{ id: 'hi', type: 'message', text: 'Hello from the greeter' }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await as('POST', `/api/workflows/${created.body.id}/publish`)).status).toBe(200);
    const chat = await call('POST', '/chat', {
      message: 'hello bot',
      business_id: owner.businessId,
      customer_id: `timeline-wf-${driver}-${Date.now()}`,
    });
    expect(chat.body.response).toBe('Hello from the greeter');
    const [contact] = (await as('GET', '/api/contacts')).body.data;
    const timeline = await as('GET', `/api/contacts/${contact.id}/timeline?limit=50`);
    const runs = timeline.body.data.filter((e: { kind: string }) => e.kind === 'workflow_run');
    expect(runs).toHaveLength(1);
    expect(runs[0].data).toMatchObject({
      workflow_id: created.body.id,
      workflow_name: 'Greeter',
      outcome: 'completed',
      conversation_id: Number(chat.body.conversation_id),
    });
  });
});
