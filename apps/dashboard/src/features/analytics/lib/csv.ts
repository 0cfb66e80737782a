// CSV of a table as the screen shows it (the API's /analytics/export.csv gives the same
// rows to scripts), saved through a temporary link.
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

export function saveCsv(name: string, rows: readonly object[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
