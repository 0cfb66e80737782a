import { escapeRegExp } from '../text/escape-regexp.ts';
import type { Citation, Passage, Retriever } from '../types.ts';
import { citationFor, renderSources } from './compose-answer.ts';
import { splitUnits } from './sentences.ts';

const about = /\b(about|overview|introduction|who we are|features)\b/i;

/**
 * "What is Acme?", "tell me about your product", "what features do you offer": questions
 * about the business itself, whose words ("product", the business's own name) are in
 * every chunk and so find nothing in particular. They are answered from the business's
 * own overview page (a source titled "About …" or "Overview"), when it has one.
 */
export function overviewIntent(
  message: string,
  names: readonly string[],
): 'overview' | 'features' | undefined {
  const name = names.filter(Boolean).map(escapeRegExp).join('|') || 'you';
  const text = message
    .trim()
    .toLowerCase()
    .replace(/[?!.]+$/, '')
    .replace(/\s+/g, ' ');
  // "Lisa's main features", "which features does Lisa list on its home page?": the features.
  const main = '(main|key|core|top|most important) ';
  const onSite = ' on (its|your|the) (home ?page|front page|website|site)';
  const self = `(you|your (product|products|company|business|platform|service|services|app|solution|offer)|this (product|company|platform|service|app)|${name.toLowerCase()})`;
  if (
    new RegExp(
      `^(what (are|do|does) (you|your|${name.toLowerCase()}'?s?) (${main})?(features|offer|provide)|(what|which) (${main})?features (do|does) ${self} (offer|have|provide|include|list|show)(${onSite})?|(list|show me) (your|the) (${main})?features|features)$`,
    ).test(text)
  ) {
    return 'features';
  }
  if (
    new RegExp(
      `^((so )?(what is|what's|whats|who is|who are|what are) ${self}|(can you |could you |please )?(tell me|tell us) (more )?about ${self}|(explain|describe|introduce) ${self}|what (do|does) ${self} do|what can ${self} do( for me)?|how (do|does) ${self} work)$`,
    ).test(text)
  ) {
    return 'overview';
  }
  return undefined;
}

/** The overview answer: the opening (or the features) of the business's own about page. */
export async function overviewAnswer(
  retriever: Retriever,
  businessId: number,
  businessName: string,
  intent: 'overview' | 'features',
  sourcesHeading: string,
): Promise<{ text: string; citations: Citation[] } | undefined> {
  const found = await retriever.search(
    businessId,
    `${businessName} overview introduction features`,
    40,
  );
  const pages = found.filter((p) => about.test(p.title) && !/\bfaq\b/i.test(p.title));
  const pick: Passage | undefined =
    intent === 'features'
      ? (pages.find((p) => /feature/i.test(p.section ?? '')) ?? pages.find((p) => !p.section))
      : (pages.find((p) => !p.section) ?? pages[0]);
  if (!pick) return undefined;
  const units = splitUnits(pick.text);
  const lines: string[] = [];
  let chars = 0;
  for (const u of units) {
    if (lines.length > 0 && chars + u.text.length > 700) break;
    lines.push(u.listItem ? `- ${u.text}` : u.text);
    chars += u.text.length;
  }
  const citation = citationFor(pick, 1);
  const body = lines.join(units.some((u) => u.listItem) ? '\n' : ' ');
  return {
    text: `${body} [1]\n\n${renderSources([citation], sourcesHeading)}`,
    citations: [citation],
  };
}
