// How big or how laid out something is on a phone is a matter of its screen, as help pages say
// it ("on screens narrower than 768 px"): "what size is the chat window on a phone?", the French
// "quelle taille fait la fenêtre sur un téléphone" read "which size … window chat phone". Only
// a question of size or look: "can Lisa answer phone calls?" is about the phone itself.

const sizeWord =
  /\b(?:size|sizes|width|wide|widths|height|tall|big|large|small|look|looks|fit|fits|display|displays|displayed|layout|dimensions?)\b/iu;
const phone =
  /\b((?:phone|phones|mobile|mobiles|smartphone|smartphones|cellphone|cellphones|tablet|tablets))\b(?!\s+(?:screens?|numbers?|calls?|lines?))/giu;

/** The question with a phone asked about for size or look said as its screen. */
export function screenIdioms(text: string): string {
  return sizeWord.test(text) ? text.replace(phone, '$1 screen') : text;
}
