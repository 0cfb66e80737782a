import { topicColonParts } from './topic-colon.ts';

// "Two things about the Meet link: the setup price, and whether a personal account is fine.",
// "Tell me two numbers: staff on the team, and branches you run.": a message that announces
// several questions, names what they share before the colon and lists them after it. Each
// item is a question of its own, asked of the shared subject; items announced as numbers
// ask how many.

const head =
  /^(?:(?:please|ok|okay|so|hi|hello)[,\s]+)?(?:(?:can you\s+|could you\s+|please\s+)?(?:tell|give|send|show)\s+me\s+|i\s+(?:have|need|want|got)\s+(?:to know\s+)?|(?:i've|ive)\s+got\s+|quick(?:ly)?\s+|just\s+)?(?:(?:the\s+)?(?:two|2|three|3|four|4|a few|few|a couple of|couple of|some|a pair of)\s+)?(?:quick\s+)?(things?|questions?|numbers?|figures?|points?|details?|facts?|bits?)(?:\s+(?:about|on|regarding|concerning|for|of|re)\s+([^:]+?))?\s*:\s*(.+)$/i;

// Between items: a comma or semicolon, with or without "and"/"plus"/"also" after it, or a
// bare "and" before a question word ("the fee and whether …").
const between =
  /\s*[,;]\s*(?:and|plus|also)?\s*|\s+(?:and|plus)\s+(?=(?:whether|if|how|what|which|when|where|who|why)\b)/i;

const questionWord =
  /^(?:how|what|whats|what's|which|when|where|who|why|is|are|does|do|can|could|will|would)\b/i;

/** The questions of a "two things about X: A, and B" message, each asked of X; undefined otherwise. */
export function sharedTopicParts(message: string): string[] | undefined {
  const m = message.trim().match(head);
  // Unannounced: "Slack: the price, also the steps?" (topic-colon.ts).
  if (!m) return topicColonParts(message);
  const [, announced = '', topic, list = ''] = m;
  const items = list
    .replace(/[.?!]+$/, '')
    .split(between)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  if (items.length < 2 || items.length > 4) return undefined;
  const counts = /^(numbers?|figures?)$/i.test(announced);
  return items.map((item) => {
    // "whether a personal account is fine": the question is the clause itself.
    const asked = item.replace(/^(?:whether|if)\s+/i, '');
    const question = counts && !questionWord.test(asked) ? `how many ${asked}` : asked;
    return topic && !mentions(question, topic) ? `${question} for ${topic.trim()}` : question;
  });
}

const mentions = (text: string, topic: string) =>
  text.toLowerCase().includes(topic.trim().toLowerCase());
