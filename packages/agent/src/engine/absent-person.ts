// A person named as absent is not the one asked for: "I want the chat to open without anyone
// clicking", "can it answer with nobody on shift?", "je veux que le chat s'ouvre sans que
// personne ne clique", "nataka chat ifunguke bila mtu kubofya". The visitor wants something to
// happen with no person in it; the words of a request ("I want", "the chat") nearby ask for a
// setting, not for someone from the team. Reads the message as `intents.ts` cleans it.

const someone =
  "(?:anyone|anybody|someone|somebody|a (?:person|human|member of staff|staff member)|any (?:person|human|one|staff|agent|agents|of (?:us|them|our staff|my staff))|people|humans?|staff|agents?|quelqu'? ?un|personne|un humain|mtu|watu|binadamu)";
const absent = new RegExp(
  [
    // "without anyone clicking", "without a person having to", "with no one watching"
    `\\b(?:without|with no|w/o) (?:(?:ever|even|really|actually) )?(?:needing |having )?${someone}(?: (?:of|from|on|at) (?:our|my|the|your) \\w+)?(?: [\\p{L}']+ing\\b(?: to\\b)?)?`,
    // "no one / nobody (has to) click", "when nobody is around"
    '\\b(?:no ?one|no-one|nobody|no person|no human|no staff|no agents?)\\b(?: (?:has|have|needs|need|having|needing) to)?',
    // "sans que personne ne clique", "sans personne", "sans intervention humaine"
    "\\bsans (?:que )?(?:personne|quelqu'? ?un|un humain|intervention humaine)\\b(?: ne)?",
    // "bila mtu kubofya", "bila mtu yeyote"
    '\\bbila (?:mtu|watu|binadamu|mhudumu)(?: (?:yeyote|wowote))?\\b',
  ].join('|'),
  'gu',
);

/** The cleaned message without the phrases that name a person as absent. */
export function withoutAbsentPerson(text: string): string {
  return text.replace(absent, ' ').replace(/\s+/g, ' ').trim();
}
