import { escapeRegExp } from '../text/escape-regexp.ts';
import type { Retriever } from '../types.ts';

// "the bot", "ur chatbot", "da bot": the visitor's word for the business's own agent.
const botWord = /\b(?:the|your|ur|da|this|that)\s+(?:chat\s?)?bots?\b/gi;
const namesBot = new RegExp(botWord.source, 'i');

/**
 * The visitor's "the bot" said as the agent's name, when the knowledge names the agent
 * ("how do I put the bot on my site?" -> "how do I put Lisa on my site?"): the knowledge
 * says what its agent does by name, and "bot" alone matches other things ("no bot tokens
 * to copy" on the Slack page). Left as written when the knowledge never names the agent.
 */
export async function botNamed(
  text: string,
  agentName: string,
  retriever: Retriever,
  businessId: number,
): Promise<string> {
  if (!namesBot.test(text) || !/^\p{L}[\p{L}\d-]*$/u.test(agentName)) return text;
  if (/^(?:bot|chatbot|assistant)$/i.test(agentName)) return text;
  const found = await retriever.search(businessId, agentName, 1);
  const named = new RegExp(`\\b${escapeRegExp(agentName)}\\b`, 'i');
  if (!found.some((p) => named.test(p.text))) return text;
  return text.replace(botWord, agentName);
}
