// A chat that opens with nobody asking for it — "pops up by itself", "opens on its own",
// "comes up automatically without anyone clicking" — is what settings pages call opening on
// page load. The visitor's words match nothing there ("itself", "clicking") or the
// wrong thing (a launcher button that opens when clicked, a page that loads slowly). Only with
// a verb of opening before the manner: "answers by itself" is no opening.
const opens =
  '(?:open|opens|opened|opening|pop(?:s|ped|ping)?(?: up| open| out)?|show(?:s|ed|ing)? up|come(?:s)? up|appear(?:s|ed|ing)?|launch(?:es|ed|ing)?|expand(?:s|ed|ing)?)';
const manner =
  '(?:by itself|on its own|all by itself|automatically|unprompted|by default|without (?:(?:any|a) )?(?:click|clicks|clicking)|without (?:anyone|anybody|someone|somebody|a visitor|the visitor|visitors|people|a person|users?|customers?) (?:having to )?(?:click|clicks|clicking|tap|taps|tapping|press|pressing|doing anything)(?: (?:on )?(?:it|anything|the button|a button|the launcher))?)';
const opening = new RegExp(`\\b${opens}\\s+(?:${manner})(?:\\s+${manner})*`, 'giu');

/** The question with a chat opening unasked said as help pages say it. */
export function openingIdioms(text: string): string {
  return text.replace(opening, 'open the panel on page load');
}
