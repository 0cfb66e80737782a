import { foldText } from '../text/analyzer.ts';
import type { Citation } from '../types.ts';

// Something the visitor would set up or choose themselves: "can I set it to reply only at
// night?", "could we make it greet in French?", "is it possible to turn off the sound?".
const asksOwnSetting =
  /^(?:(?:so|and|but|ok|okay|hi|hello)\W+)*(?:(?:can|could|may|do|shall) (?:i|we|you let (?:me|us))|is it possible to|are we able to|am i able to|how (?:do|can|could) (?:i|we)) (?:\w+ ){0,2}?(?:set|setup|configure|make|choose|pick|turn|switch|limit|restrict|schedule|program|programme|tell|change|adjust|decide|control|customi[sz]e)\b/;
const storyHeading =
  /\b(case stud(y|ies)|customer stor(y|ies)|success stor(y|ies)|testimonials?|challenges?|pain points?)\b/i;

/**
 * The visitor asks what they can set, and the answer quotes only customers' stories or an
 * industry's challenges: those tell what happened to someone else, never what the visitor
 * can configure.
 */
export function settingAnsweredByStory(question: string, citations: readonly Citation[]): boolean {
  if (citations.length === 0 || !asksOwnSetting.test(foldText(question))) return false;
  return citations.every((c) => storyHeading.test(`${c.section ?? ''} ${c.title}`));
}
