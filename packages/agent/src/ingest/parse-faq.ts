import { parse } from 'csv-parse/sync';
import { type FaqEntry, IngestError } from './types.ts';

const questionKeys = ['question', 'q', 'questions', 'title', 'pregunta', 'frage'];
const answerKeys = [
  'answer',
  'a',
  'answers',
  'response',
  'reply',
  'respuesta',
  'antwort',
  'reponse',
];
const categoryKeys = [
  'category',
  'categorie',
  'topic',
  'section',
  'group',
  'categoria',
  'kategorie',
];

const pick = (row: Record<string, unknown>, keys: string[]): string | undefined => {
  for (const [k, v] of Object.entries(row)) {
    if (keys.includes(k.trim().toLowerCase()) && typeof v === 'string' && v.trim()) return v.trim();
  }
  return undefined;
};

function toEntries(rows: Array<Record<string, unknown>>, where: string): FaqEntry[] {
  const entries: FaqEntry[] = [];
  rows.forEach((row, i) => {
    const question = pick(row, questionKeys);
    const answer = pick(row, answerKeys);
    if (!question && !answer) return; // blank line
    if (!question || !answer) {
      throw new IngestError(
        'invalid-faq',
        `${where} entry ${i + 1} needs both a question and an answer`,
      );
    }
    const category = pick(row, categoryKeys);
    entries.push(category ? { question, answer, category } : { question, answer });
  });
  if (entries.length === 0)
    throw new IngestError('empty', `${where} holds no question/answer pairs`);
  return entries;
}

/** FAQ from CSV with a header row naming question and answer columns (category optional). */
export function parseFaqCsv(csv: string): FaqEntry[] {
  let rows: Array<Record<string, unknown>>;
  try {
    rows = parse(csv, {
      columns: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
    });
  } catch (e) {
    throw new IngestError(
      'invalid-faq',
      `The CSV could not be read: ${e instanceof Error ? e.message : e}`,
    );
  }
  const header = Object.keys(rows[0] ?? {}).map((k) => k.toLowerCase());
  if (
    rows.length > 0 &&
    (!header.some((h) => questionKeys.includes(h)) || !header.some((h) => answerKeys.includes(h)))
  ) {
    throw new IngestError(
      'invalid-faq',
      'The CSV needs a header row with "question" and "answer" columns',
    );
  }
  return toEntries(rows, 'The CSV');
}

/** FAQ from JSON: an array of {question, answer, category?} (or q/a), or {faq|items|questions: [...]}. */
export function parseFaqJson(json: string): FaqEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new IngestError('invalid-faq', 'The JSON could not be parsed');
  }
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const obj = data as Record<string, unknown>;
    data = obj.faq ?? obj.faqs ?? obj.items ?? obj.questions ?? obj.entries;
  }
  if (!Array.isArray(data) || !data.every((d) => d && typeof d === 'object')) {
    throw new IngestError('invalid-faq', 'The JSON must be a list of {question, answer} objects');
  }
  return toEntries(data as Array<Record<string, unknown>>, 'The JSON');
}
