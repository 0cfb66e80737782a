// A question whose verb has no object but the question word ("What should I delete?", "Which
// ones do we remove first?", "What do I uninstall?") asks which of the situation's things: told
// after "My phone says WhatsApp storage is full.", it is about the phone's storage, and a passage
// on deleting something else of the business's answers another question. Such a question must
// be answered with a word of the situation, not only its verb.

const objectless =
  /^(?:(?:so|and|but|ok|okay|then)[\s,]+)?(?:what|which)(?: (?:one|ones|thing|things|part|parts|bit|bits))?(?: (?:should|shall|do|does|can|could|must|would|will|may))? (?:i|we)(?: (?:need to|have to|got to|ought to|first|then|now))? [\p{L}]+(?: (?:first|then|now|next|off|out|up|away|instead))?\s*[?.!]*$/iu;

/** Whether the question's verb takes the question word as its object ("What should I delete?"). */
export function leavesObjectToSituation(question: string): boolean {
  return objectless.test(question.trim());
}
