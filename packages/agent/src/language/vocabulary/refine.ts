/**
 * A table with more entries: a word already in `base` keeps its English and gains the words
 * `more` adds ("prospect: lead" + "prospect: prospect" -> "lead prospect").
 */
export function withMore(
  base: Record<string, string>,
  more: Record<string, string>,
): Record<string, string> {
  const out = { ...base };
  for (const [word, english] of Object.entries(more)) {
    const had = out[word];
    out[word] = had ? [...new Set([...had.split(' '), ...english.split(' ')])].join(' ') : english;
  }
  return out;
}
