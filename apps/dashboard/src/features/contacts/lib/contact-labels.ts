// How a contact and its timeline read on screen.
import { conversationChannelLabel } from '@lisa/contracts/channels';
import type { ContactListItem, TimelineEvent } from '@lisa/contracts/contacts';

export function contactLabel(contact: Pick<ContactListItem, 'id' | 'name' | 'email' | 'phone'>) {
  return contact.name?.trim() || contact.email || contact.phone || `Visitor #${contact.id}`;
}

export const IDENTITY_LABELS: Record<string, string> = {
  device: 'Widget device',
  widget_identity: 'Signed widget identity',
  email: 'Email',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  messenger: 'Messenger',
  instagram: 'Instagram',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  company: 'Company',
  owner_id: 'Owner',
};

function fieldLabel(field: unknown): string {
  const text = String(field);
  if (text.startsWith('attributes.')) return text.slice('attributes.'.length);
  if (text.startsWith('consents.')) return `${text.slice('consents.'.length)} opt-in`;
  return FIELD_LABELS[text] ?? text;
}

/** How a workflow run ended, as the timeline says it. */
const RUN_OUTCOMES: Record<string, string> = {
  completed: 'completed',
  handed_off: 'handed the conversation to the team',
  cancelled: 'was cancelled',
  failed: 'failed',
};

/** One sentence per timeline entry. */
export function describeEvent(event: TimelineEvent): string {
  const data = event.data;
  const by = event.source === 'agent' ? ' (learned by the agent)' : '';
  switch (event.kind) {
    case 'created':
      return 'Contact added';
    case 'conversation_started':
      return `Conversation started on ${data.channel ? conversationChannelLabel(String(data.channel)) : 'the widget'}`;
    case 'note_added':
      return `Note added: ${String(data.text ?? '')}`;
    case 'tagged':
      return `Tagged ${String(data.tag)}`;
    case 'untagged':
      return `Tag ${String(data.tag)} removed`;
    case 'conversation_tagged':
      return `Conversation #${String(data.conversation_id)} tagged ${String(data.tag)}`;
    case 'conversation_untagged':
      return `Tag ${String(data.tag)} removed from conversation #${String(data.conversation_id)}`;
    case 'identity_added':
      return `${IDENTITY_LABELS[String(data.kind)] ?? 'Key'} ${String(data.value)} added${by}`;
    case 'identity_removed':
      return `${IDENTITY_LABELS[String(data.kind)] ?? 'Key'} ${String(data.value)} removed`;
    case 'field_changed':
      return `${fieldLabel(data.field)} set to ${data.to === null ? 'nothing' : String(data.to)}${by}`;
    case 'merged':
      return `Merged with ${String(data.secondary_name ?? `contact #${data.secondary_id}`)}: ${String(data.reason)}`;
    case 'merged_into':
      return `Merged into contact #${String(data.primary_id)}`;
    case 'merge_undone':
      return 'Merge undone';
    case 'imported':
      return `Updated from the import of ${String(data.filename ?? 'a CSV file')}`;
    case 'lead_created':
      return data.source === 'chat' ? 'Became a lead in a chat' : 'Became a lead';
    case 'lead_converted':
      return 'Lead converted into a deal';
    case 'deal_created':
      return `Deal “${String(data.title)}” opened in ${String(data.stage)}`;
    case 'deal_stage_changed':
      return `Deal “${String(data.title)}” moved from ${String(data.from ?? 'nowhere')} to ${String(data.to)}`;
    case 'task_created':
      return `Task added: ${String(data.title)}`;
    case 'task_done':
      return `Task done: ${String(data.title)}`;
    case 'workflow_run':
      return `Workflow “${String(data.workflow_name ?? `#${data.workflow_id}`)}” ${RUN_OUTCOMES[String(data.outcome)] ?? String(data.outcome)}`;
    default:
      return event.kind.replace(/_/g, ' ');
  }
}
