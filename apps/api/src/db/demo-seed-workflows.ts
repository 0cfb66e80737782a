// The demo business's workflows, made the way the owner would make them: from templates,
// through the workflows service (which seals each workflow's signing key, so this runs once
// the server is built, after seedDemoBusiness). Customer Feedback is live; Appointment
// Scheduling waits as a draft until a calendar is connected under integrations.
import type { WorkflowTemplateKey } from '@lisa/contracts/workflows';
import type { WorkflowsService } from '../modules/workflows/workflows-service.ts';

export const DEMO_WORKFLOWS: readonly { template: WorkflowTemplateKey; publish: boolean }[] = [
  { template: 'customer-feedback', publish: true },
  { template: 'appointment-scheduling', publish: false },
];

export async function seedDemoWorkflows(
  workflows: WorkflowsService,
  businessId: number,
  ownerId: number,
): Promise<void> {
  const actor = { userId: ownerId, ip: null };
  for (const { template, publish } of DEMO_WORKFLOWS) {
    const created = await workflows.create(businessId, { template }, actor);
    if (publish) await workflows.publish(businessId, created.id, actor);
  }
}
