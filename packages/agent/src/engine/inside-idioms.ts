// Doing something without leaving a tool is doing it from that tool, as help pages write
// it: "can our staff answer customers without leaving Slack?", "can I reply from inside
// Teams?", "reply right within the CRM" -> "… from Slack". The tool stays as written.

const inside =
  /\b(?:without\s+(?:ever\s+)?(?:leaving|exiting|quitting|switching\s+out\s+of|going\s+out\s+of)|(?:right\s+|directly\s+)?from\s+(?:inside|within)(?:\s+of)?|(?:right|directly)\s+(?:inside|within|in)|inside\s+of)\s+(?=\S)/gi;

/** The question with "from" for "without leaving", "from inside" and "right in". */
export function insideIdioms(text: string): string {
  return text.replace(inside, 'from ');
}
