// "Kijani for our pharmacies: price to set up, also the steps to link it?", "Printing: what
// does a page cost; also how do I send a file?": a message that names its subject before a
// colon, unannounced, and asks two or more things of it after the colon, joined by "also",
// "plus" or a semicolon. Each item is a question of its own, asked of the subject — as
// shared-topic.ts does for "two things about X: A, and B".

// The subject: a short phrase that is no question, greeting or label of its own.
const topicHead = /^([^:?!.]{2,60}):\s*(.+)$/;
const notATopic =
  /^(?:how|what|whats|what's|which|when|where|who|why|is|are|does|do|can|could|will|would|should|hi|hello|hey|dear|ok|okay|so|question|questions|q|note|ps|re|subject|update|edit|fyi|btw)\b/i;

const ownSetting = /\s+(?:for|at|in|with|across)\s+(?:our|my|the)\s+.*$/i;

// Between items: "also" or "plus" after a comma or semicolon (an "and" may come first), a bare
// semicolon, or a comma and "and" before a question word or a new noun phrase ("the setup
// price, and the steps to link it").
const between =
  /\s*[,;]\s*(?:and\s+)?(?:also|plus)\b[,\s]*|\s*;\s*|\s*,\s*and\s+(?=(?:whether|if|how|what|which|when|where|who|why|is|are|does|do|can|could|will|would|the|a|an|its|your|their)\b)/i;

/** The questions of a "X: A, also B" message, each asked of X; undefined otherwise. */
export function topicColonParts(message: string): string[] | undefined {
  const m = message.trim().match(topicHead);
  if (!m) return undefined;
  const [, rawTopic = '', list = ''] = m;
  // "Kijani for our pharmacies": the visitor's own setting is no part of the subject.
  const topic = rawTopic.replace(ownSetting, '').trim();
  if (notATopic.test(topic) || topic.split(/\s+/).length > 5) return undefined;
  const items = list
    .replace(/[.?!]+$/, '')
    .split(between)
    .map((item) => item.trim().replace(/^(?:whether|if)\s+/i, ''))
    .filter((item) => item.length > 0);
  if (items.length < 2 || items.length > 4 || items.some((i) => i.split(/\s+/).length < 2))
    return undefined;
  return items.map((item) =>
    item.toLowerCase().includes(topic.toLowerCase()) ? item : `${item} for ${topic}`,
  );
}
