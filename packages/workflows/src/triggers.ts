// Which workflow a visitor's message starts: keywords (whole words or phrases, any case) or
// the first message of a conversation.
import type { WorkflowTrigger } from '@lisa/contracts/workflows';

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function triggerMatches(
  trigger: WorkflowTrigger,
  message: { text: string; conversationStart: boolean },
): boolean {
  if (trigger.type === 'conversation_start') return message.conversationStart;
  if (trigger.type === 'manual') return false;
  const text = ` ${fold(message.text)} `;
  return trigger.keywords.some((keyword) => {
    const folded = fold(keyword);
    return folded.length > 0 && text.includes(` ${folded} `);
  });
}
