// A statement with its question after a comma: "We only use a normal Gmail account, is that
// enough for Google Meet?", "our shop runs on WordPress, will the widget work there?". The
// statement is the visitor's situation; the clause after the comma is what is asked, and
// says whether it asks yes or no.
const asksAfterComma =
  /,\s*((?:is|are|does|do|can|could|will|would|should|must)\s+\S+(?:\s+\S+)+)$/i;
// A message that opens as a question already says what it asks ("Can I use Gmail, or do I
// need Workspace?"); so does one opening with a scene (main-clause.ts).
const opensQuestion =
  /^(?:and |so |but )?(?:how|what|which|where|when|who|why|whose|is|are|does|do|did|can|could|will|would|should|must|shall|may|has|have|if|whenever|once|after|before|while|suppose|in case)\b/i;

/** The question after a statement and a comma, or undefined when the message is not one. */
export function taggedQuestion(message: string): string | undefined {
  const text = message.trim();
  if (!text.endsWith('?') || opensQuestion.test(text)) return undefined;
  const asked = text.match(asksAfterComma)?.[1];
  if (!asked) return undefined;
  // A short lead ("Sorry, can you…", "Hi, is there…") is no statement.
  const lead = text
    .slice(0, text.length - asked.length)
    .split(/\s+/)
    .filter(Boolean);
  return lead.length >= 4 ? asked : undefined;
}
