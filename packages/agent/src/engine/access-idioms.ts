// Everyday ways of taking back what was granted to an app, rewritten into the words help pages
// use: "if I take away Lisa's permissions on our Page", "pull the bot's rights", "revoke its
// authorisation", "cut off their access" all remove its access. The owner named ("Lisa's",
// "its") stays.
const undo =
  '(?:take away|takes away|took away|taking away|take back|takes back|took back|taking back|pull|pulls|pulled|pulling|withdraw|withdraws|withdrew|withdrawing|revoke|revokes|revoked|revoking|cut off|cuts off|cutting off|switch off|switches off|turn off|turns off|cancel|cancels|cancelled|cancelling)';
const owner = String.raw`((?:(?:the |your )?[\p{L}-]+['’]s|its|their|his|her|the|our|my|all(?: of)?(?: the)?)\s+)?`;
const granted = '(?:permissions?|access|rights|authori[sz]ations?|consent)';
const removed = new RegExp(String.raw`\b${undo}\s+${owner}${granted}\b`, 'giu');
// "take Lisa's permissions away".
const removedAway = new RegExp(
  String.raw`\b(?:take|takes|took|taking)\s+${owner}${granted}\s+(?:away|back)\b`,
  'giu',
);

export function accessIdioms(text: string): string {
  return text
    .replace(removed, (_m, whose = '') => `remove ${whose}access`)
    .replace(removedAway, (_m, whose = '') => `remove ${whose}access`);
}
