// A visitor names the device ("on a computer", "on my laptop", "on a PC"); help pages name the
// layout: "on desktop". Only after "on"/"from"/"using": "which computer languages…" is left.
const device =
  /\b(on|from|using|with|use)\s+(?:a|an|the|my|our|your|their)?\s*(?:desktop\s+computer|computer|laptop|pc|mac|desktop\s+browser|desktop)s?\b/giu;

/** "on a computer" -> "on desktop". */
export function deviceIdioms(text: string): string {
  return text.replace(device, (_whole, preposition: string) => `${preposition} desktop`);
}
