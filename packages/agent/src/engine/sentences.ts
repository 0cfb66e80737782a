/** A sentence or list item of a passage, in reading order. */
export interface TextUnit {
  text: string;
  /** True for a Markdown list item, rendered as a bullet again. */
  listItem: boolean;
  /** True for an item of a numbered list (steps, in order). */
  ordered?: boolean;
  /** Position in the passage, to keep the original order when several are chosen. */
  position: number;
  /** True for a sentence opening its paragraph. */
  opensParagraph?: boolean;
}

const abbreviations = /\b(e\.g|i\.e|etc|vs|approx|incl|no|mr|mrs|ms|dr|st)\.$/i;

/**
 * Splits a passage into sentences and list items. Sentence ends are a full stop, question
 * or exclamation mark followed by a space and a capital, digit or quote; common
 * abbreviations ("e.g.") and decimals ("1.5") do not end a sentence.
 */
export function splitUnits(text: string): TextUnit[] {
  const units: TextUnit[] = [];
  let position = 0;
  for (const rawLine of text.split(/\n+/)) {
    const line = rawLine.trim();
    if (line.length === 0) continue;
    const item = line.match(/^([-*•]|\d+[.)])\s+(.*)$/);
    if (item?.[2]) {
      const unit: TextUnit = { text: item[2].trim(), listItem: true, position: position++ };
      if (/^\d/.test(item[1] ?? '')) unit.ordered = true;
      units.push(unit);
      continue;
    }
    const body = line.replace(/^#+\s+/, '');
    const firstOfLine = units.length;
    let start = 0;
    const re = /[.!?]["”’)]?\s+(?=["“(\p{Lu}\p{N}])/gu;
    for (let m = re.exec(body); m !== null; m = re.exec(body)) {
      const end = m.index + m[0].trimEnd().length;
      const candidate = body.slice(start, end).trim();
      if (abbreviations.test(candidate)) continue;
      if (candidate.length > 0)
        units.push({ text: candidate, listItem: false, position: position++ });
      start = m.index + m[0].length;
    }
    const rest = body.slice(start).trim();
    if (rest.length > 0) units.push({ text: rest, listItem: false, position: position++ });
    const opening = units[firstOfLine];
    if (opening) opening.opensParagraph = true;
  }
  return units;
}
