import { foldText } from '../text/analyzer.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import type { Retriever } from '../types.ts';
import { namesBefore } from './relative-item.ts';

/**
 * "how much is the Enterprise one of those?" after "which support packages come with a
 * quote?": a member named together with a word pointing back at the previous answer's list
 * ("of those", "among them", "parmi ceux-là", "kati ya hizo") belongs to that list, even
 * when another list of the knowledge holds a member of the same name. The question is
 * rewritten with the kind the previous answer's passage gives its members ("Enterprise
 * support package"), so it is searched in that list.
 */
const pointsBack =
  /\s*\b(?:(?:of|among|amongst|from|out of|between) (?:those|these|them|the above|that list|this list|the ones? (?:you )?(?:listed|mentioned|named|gave))|(?:parmi|de) (?:eux|elles|ceux[ -]?(?:ci|la)|celles[ -]?(?:ci|la)|ces (?:options|formules|offres))|(?:kati ya|katika) (?:hizo|hizi|hayo|haya|hao|hawa|yao|zao))\b/iu;

const kindAfter = (text: string, name: string) => {
  const escaped = escapeRegExp(name);
  const found: string[] = [];
  for (const m of text.matchAll(new RegExp(`\\b${escaped}\\s+(\\p{Ll}+(?:\\s+\\p{Ll}+)?)`, 'gu')))
    found.push(m[1] as string);
  return found;
};

/** The message with its list word replaced by the kind of the previous answer's list. */
export async function listAnaphorQuestion(
  retriever: Retriever,
  businessId: number,
  message: string,
  previous: string,
  names: ReadonlySet<string>,
): Promise<string | undefined> {
  if (!pointsBack.test(message)) return undefined;
  const words = message.replace(/[?!.]+$/, '').split(/\s+/);
  // A member is a capitalised word, or, in a question that went through the glossary (which
  // writes in lower case), a word the previous answer's list writes capitalised.
  const members = words.filter(
    (w, i) =>
      (i > 0 || message === message.toLowerCase()) &&
      /^\p{L}[\p{L}\d-]{2,}$/u.test(w) &&
      (/^\p{Lu}/u.test(w) || message === message.toLowerCase()) &&
      !names.has(foldText(w)),
  );
  if (members.length === 0) return undefined;
  const passages = await retriever.search(businessId, previous, 3);
  for (const passage of passages) {
    for (const member of members) {
      const written = `${member[0]?.toUpperCase() ?? ''}${member.slice(1)}`;
      for (const after of kindAfter(passage.text, written)) {
        // The longest kind that makes a list of three or more holding the member.
        const parts = after.split(/\s+/);
        for (let n = parts.length; n >= 1; n--) {
          const kind = parts.slice(0, n).join(' ');
          const list = namesBefore(passage.text, kind);
          if (list.length < 3 || !list.some((l) => foldText(l) === foldText(member))) continue;
          const bare = message.replace(pointsBack, '');
          const one = new RegExp(`\\b${escapeRegExp(member)}\\s+ones?\\b`, 'u');
          return one.test(bare)
            ? bare.replace(one, `${member} ${kind}`)
            : bare.replace(member, `${member} ${kind}`);
        }
      }
    }
  }
  return undefined;
}
