// Harbour Dental's sales: its default pipeline (New, Qualified, Meeting, Proposal, Won,
// Lost) with ten deals over the stages — implants, aligners, whitening packages in KES and
// a corporate dental plan in USD — four leads in different statuses from the demo's
// conversations and forms, and two tasks on deals. Runs inside demo-seed.ts's transaction.
import { DEFAULT_PIPELINE_NAME, DEFAULT_STAGES } from '@lisa/contracts/sales';
import { and, eq, like } from 'drizzle-orm';
import type { Transaction } from './client.ts';
import { contacts, tasks } from './schema/core.ts';
import { dealStageHistory, deals, leads, pipelineStages, pipelines } from './schema/sales.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

interface DemoDeal {
  title: string;
  stage: string;
  /** Major units. */
  amount: number;
  currency: 'KES' | 'USD';
  contact?: string;
  /** Index into DEMO_TEAM. */
  owner: number;
  closesInDays: number;
  lostReason?: string;
}

export const DEMO_SALES_TASK_COUNT = 2;
export const DEMO_LEAD_COUNT = 4;

export const DEMO_DEALS: readonly DemoDeal[] = [
  {
    title: 'Two dental implants',
    stage: 'New',
    amount: 320_000,
    currency: 'KES',
    contact: 'oliver',
    owner: 1,
    closesInDays: 30,
  },
  {
    title: 'Invisalign full course',
    stage: 'Qualified',
    amount: 450_000,
    currency: 'KES',
    contact: 'chloe',
    owner: 2,
    closesInDays: 21,
  },
  {
    title: 'Whitening package (3 sessions)',
    stage: 'Qualified',
    amount: 45_000,
    currency: 'KES',
    contact: 'jack',
    owner: 2,
    closesInDays: 10,
  },
  {
    title: 'Crown and root canal',
    stage: 'Meeting',
    amount: 85_000,
    currency: 'KES',
    contact: 'amelia',
    owner: 1,
    closesInDays: 14,
  },
  {
    title: 'Family check-up plan',
    stage: 'Meeting',
    amount: 60_000,
    currency: 'KES',
    contact: 'grace',
    owner: 2,
    closesInDays: 18,
  },
  {
    title: 'Corporate dental plan — Savanna Bank (120 staff)',
    stage: 'Proposal',
    amount: 18_000,
    currency: 'USD',
    contact: 'harry',
    owner: 0,
    closesInDays: 45,
  },
  {
    title: 'Porcelain veneers (6)',
    stage: 'Proposal',
    amount: 540_000,
    currency: 'KES',
    contact: 'freya',
    owner: 1,
    closesInDays: 25,
  },
  {
    title: 'Clear aligners — teen',
    stage: 'Won',
    amount: 280_000,
    currency: 'KES',
    contact: 'daniel',
    owner: 2,
    closesInDays: -3,
  },
  {
    title: 'Whitening package (1 session)',
    stage: 'Won',
    amount: 18_000,
    currency: 'KES',
    contact: 'emily',
    owner: 2,
    closesInDays: -1,
  },
  {
    title: 'Implant-supported bridge',
    stage: 'Lost',
    amount: 610_000,
    currency: 'KES',
    contact: 'leo',
    owner: 1,
    closesInDays: -5,
    lostReason: 'Chose a clinic nearer home',
  },
];

export async function seedDemoSales(
  tx: Transaction,
  businessId: number,
  teamIds: number[],
  conversationIds: Map<string, number>,
  now: number,
): Promise<void> {
  const at = (ms: number) => new Date(now + ms);
  const rows = await tx
    .select({ id: contacts.id, customerId: contacts.customerId })
    .from(contacts)
    .where(and(eq(contacts.businessId, businessId), like(contacts.customerId, 'demo-%')));
  const contactIds = new Map(rows.map((row) => [row.customerId.slice('demo-'.length), row.id]));

  const [pipeline] = await tx
    .insert(pipelines)
    .values({
      businessId,
      name: DEFAULT_PIPELINE_NAME,
      isDefault: true,
      createdAt: at(-8 * DAY),
      updatedAt: at(-8 * DAY),
    })
    .returning({ id: pipelines.id });
  if (!pipeline) throw new Error('demo pipeline insert returned no row');
  const stages = await tx
    .insert(pipelineStages)
    .values(
      DEFAULT_STAGES.map((stage, position) => ({
        businessId,
        pipelineId: pipeline.id,
        name: stage.name,
        kind: stage.kind,
        position,
        createdAt: at(-8 * DAY),
      })),
    )
    .returning();
  const stageOf = (name: string) => {
    const stage = stages.find((row) => row.name === name);
    if (!stage) throw new Error(`no demo stage ${name}`);
    return stage;
  };

  const dealIds = new Map<string, number>();
  const positions = new Map<string, number>();
  for (const [index, deal] of DEMO_DEALS.entries()) {
    const stage = stageOf(deal.stage);
    const position = positions.get(deal.stage) ?? 0;
    positions.set(deal.stage, position + 1);
    const created = at(-(7 - (index % 6)) * DAY);
    const [row] = await tx
      .insert(deals)
      .values({
        businessId,
        pipelineId: pipeline.id,
        stageId: stage.id,
        title: deal.title,
        contactId: deal.contact ? (contactIds.get(deal.contact) ?? null) : null,
        amountMinor: deal.amount * 100,
        currency: deal.currency,
        expectedCloseDate: at(deal.closesInDays * DAY)
          .toISOString()
          .slice(0, 10),
        ownerId: teamIds[deal.owner] ?? null,
        position,
        lostReason: deal.lostReason ?? null,
        closedAt: stage.kind === 'open' ? null : at(deal.closesInDays * DAY),
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: deals.id });
    if (!row) throw new Error('demo deal insert returned no row');
    dealIds.set(deal.title, row.id);
    const first = stageOf('New');
    await tx.insert(dealStageHistory).values([
      {
        businessId,
        dealId: row.id,
        toStageId: first.id,
        toStageName: first.name,
        actorUserId: teamIds[deal.owner] ?? null,
        createdAt: created,
      },
      ...(stage.id === first.id
        ? []
        : [
            {
              businessId,
              dealId: row.id,
              fromStageId: first.id,
              fromStageName: first.name,
              toStageId: stage.id,
              toStageName: stage.name,
              actorUserId: teamIds[deal.owner] ?? null,
              lostReason: deal.lostReason ?? null,
              createdAt: new Date(created.getTime() + DAY),
            },
          ]),
    ]);
  }

  const implantsDeal = dealIds.get('Two dental implants') ?? null;
  await tx.insert(leads).values([
    {
      businessId,
      name: 'Jack Thompson',
      status: 'new',
      source: 'chat',
      sourceChannel: 'instagram',
      conversationId: conversationIds.get('jack-whitening') ?? null,
      contactId: contactIds.get('jack') ?? null,
      notes: 'Asked about whitening prices on Instagram.',
      createdAt: at(-2 * DAY),
      updatedAt: at(-2 * DAY),
    },
    {
      businessId,
      name: 'Amelia Robinson',
      email: 'amelia.r@example.com',
      phone: '+44 7700 900107',
      status: 'contacted',
      source: 'chat',
      sourceChannel: 'whatsapp',
      conversationId: conversationIds.get('amelia-crown') ?? null,
      contactId: contactIds.get('amelia') ?? null,
      ownerId: teamIds[1] ?? null,
      createdAt: at(-4 * DAY),
      updatedAt: at(-3 * DAY),
    },
    {
      businessId,
      name: 'Oliver Bennett',
      phone: '+44 7700 900102',
      status: 'converted',
      source: 'chat',
      sourceChannel: 'whatsapp',
      conversationId: conversationIds.get('oliver-toothache') ?? null,
      contactId: contactIds.get('oliver') ?? null,
      ownerId: teamIds[1] ?? null,
      dealId: implantsDeal,
      convertedAt: at(-1 * DAY),
      createdAt: at(-3 * DAY),
      updatedAt: at(-1 * DAY),
    },
    {
      businessId,
      name: 'Noah Evans',
      email: 'noah.evans@example.com',
      status: 'unqualified',
      unqualifiedReason: 'Looking for an NHS practice; we are private only.',
      source: 'chat',
      sourceChannel: 'web_widget',
      conversationId: conversationIds.get('noah-registration') ?? null,
      contactId: contactIds.get('noah') ?? null,
      createdAt: at(-5 * DAY),
      updatedAt: at(-4 * DAY),
    },
  ]);
  if (implantsDeal) {
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.dealId, implantsDeal));
    if (lead) await tx.update(deals).set({ leadId: lead.id }).where(eq(deals.id, implantsDeal));
  }

  await tx.insert(tasks).values([
    {
      businessId,
      title: 'Send Savanna Bank the corporate plan proposal',
      description: '120 staff; quote per head per year in USD.',
      status: 'todo',
      assigneeUserId: teamIds[0] ?? null,
      assigneeId: teamIds[0] ? String(teamIds[0]) : null,
      dealId: dealIds.get('Corporate dental plan — Savanna Bank (120 staff)') ?? null,
      contactId: contactIds.get('harry') ?? null,
      dueAt: at(2 * DAY),
      createdAt: at(-1 * DAY),
      updatedAt: at(-1 * DAY),
    },
    {
      businessId,
      title: 'Book the Invisalign scan for Chloe',
      status: 'todo',
      assigneeUserId: teamIds[2] ?? null,
      assigneeId: teamIds[2] ? String(teamIds[2]) : null,
      dealId: dealIds.get('Invisalign full course') ?? null,
      contactId: contactIds.get('chloe') ?? null,
      dueAt: at(-3 * HOUR),
      createdAt: at(-2 * DAY),
      updatedAt: at(-2 * DAY),
    },
  ]);
}
