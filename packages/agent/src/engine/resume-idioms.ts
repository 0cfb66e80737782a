// A bot that stopped while a person answered "starts answering again", "gets back to replying"
// or "resumes the chat": help pages say the conversation is handed back to it. The visitor's
// words match nothing there ("start", "again") or the wrong thing ("answer" is in every page).
// Only with what is resumed said: "start chatting" alone is how a chat begins, "resume" alone
// may be a CV, "take it back" a return. The chat may stand between ("start answering that chat
// again"), and the bot "taking over again" after a person is the same hand-back; a person
// taking over is the handoff itself, so only the bot's taking over again counts.
const handedBack = 'get the conversation handed back';
const replying = '(?:answering|replying|responding|chatting|talking)';
const rewrites: ReadonlyArray<readonly [RegExp, string]> = [
  [
    new RegExp(
      `\\b(?:start|starts|begin|begins)\\s+${replying}\\s+(?:(?:that|the|this|our|my)\\s+(?:chat|conversation|customer)\\s+)?(?:again|once more)\\b`,
      'gi',
    ),
    handedBack,
  ],
  [
    /\b(bots?|chatbots?|assistants?)\s+(?:to\s+)?(?:take|takes|taking)\s+(?:(?:it|the chat|the conversation)\s+)?(?:back\s+)?over\s+(?:again|once more)\b/gi,
    `$1 ${handedBack}`,
  ],
  [new RegExp(`\\b(?:get|gets|go|goes)\\s+back\\s+to\\s+${replying}\\b`, 'gi'), handedBack],
  [
    new RegExp(
      `\\b(?:resume|resumes|resuming)\\s+(?:${replying}|the chat|the conversation)\\b`,
      'gi',
    ),
    handedBack,
  ],
  [
    /\b(?:pick|picks|take|takes)\s+(?:the chat|the conversation)\s+(?:back up|back over|back)\b/gi,
    handedBack,
  ],
];

/** The question with a bot's resuming said as help pages say it. */
export function resumeIdioms(text: string): string {
  return rewrites.reduce((t, [pattern, by]) => t.replace(pattern, by), text);
}
