// CSV (RFC 4180) of a list of flat rows: the header is the first row's keys. A cell that a
// spreadsheet would run as a formula (=, +, -, @ first) is prefixed with a quote mark.
const FORMULA = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly object[]): string {
  const first = rows[0];
  if (!first) return '';
  const keys = Object.keys(first);
  const lines = [keys.join(',')];
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    lines.push(keys.map((key) => cell(record[key])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
