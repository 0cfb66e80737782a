// Moving a thing to a side or corner is setting its position, as settings pages write it:
// "how do I move the button to the left side?", "can it sit on the left instead?", "how do I
// flip it to the other corner?" (after "it sits bottom-right") -> "… position left". The
// other side is the one the message does not name.

const side = '(?:left|right|left-hand|right-hand|other|opposite)';
const place = new RegExp(
  `\\b(?:move|moving|flip|flipping|switch|switching|put|putting|place|placing|shift|shifting|sit|sits|go|show|appear|dock)\\b[^?.!]*?\\b(?:to|on|in|at|onto|into)\\s+the\\s+(?<side>${side})(?:\\s+(?:side|corner|edge|hand side))?\\b`,
  'giu',
);

function sideOf(word: string, message: string): string {
  const w = word.toLowerCase();
  if (w.startsWith('left')) return 'left';
  if (w.startsWith('right')) return 'right';
  // "the other corner": the one opposite to where it sits now.
  const right = /\bright\b|bottom-right|top-right/i.test(message);
  const left = /\bleft\b|bottom-left|top-left/i.test(message);
  if (right && !left) return 'left';
  if (left && !right) return 'right';
  return 'left or right';
}

/** The question with "position <side>" after a move to a side or corner. */
export function placementIdioms(text: string): string {
  return text.replace(place, (whole: string, ...args) => {
    const groups = args.at(-1) as { side: string };
    return `${whole} (position ${sideOf(groups.side, text)})`;
  });
}
