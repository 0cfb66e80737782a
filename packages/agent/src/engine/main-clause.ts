// A question often sets the scene before it asks: "If one of my staff replies, does the bot
// keep talking?", "When an alert lands in Slack, can my agent answer there?", "People
// comment on our posts. Will you answer them?". The main clause is what is asked.
const sceneOpener =
  /^(?:and |so |but )?(?:if|when|whenever|once|after|before|while|suppose|say|in case|as soon as)\b/i;

/**
 * The clause a message asks, when a scene comes first: after the comma that ends a
 * conditional or temporal opening clause, or the last sentence after statements. Undefined
 * when nothing comes before the question.
 */
export function mainClause(message: string): string | undefined {
  const text = message.trim();
  // Statements, then the question: the last sentence.
  const sentences = text.split(/(?<=[.!])\s+(?=\p{Lu})/u);
  if (sentences.length > 1) {
    const last = sentences.at(-1)?.trim();
    if (last?.endsWith('?')) return mainClause(last) ?? last;
  }
  if (!sceneOpener.test(text)) return undefined;
  const comma = text.indexOf(',');
  if (comma < 0) return undefined;
  const rest = text.slice(comma + 1).trim();
  return rest.split(/\s+/).length >= 2 ? rest : undefined;
}
