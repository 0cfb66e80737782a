// What a CSV import reads from a file, before anything is written: the header and rows
// (csv-parse), a suggested mapping from the headers' names, and each row turned into a
// contact's fields under the chosen mapping — or the reason it is rejected.
import {
  type AttributeValue,
  CONTACT_TEXTS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_TEXTS,
} from '@lisa/contracts/contacts';
import { parse } from 'csv-parse/sync';
import type { CountryCode } from 'libphonenumber-js';
import { ValidationError } from '../../platform/http/app-error.ts';
import { type DefinitionRow, parseAttributeCell } from './contact-attributes.ts';
import { normalizeEmail, normalizePhone } from './contact-normalize.ts';

export interface CsvFile {
  headers: string[];
  rows: string[][];
}

const MAX_NAME = 200;
const MAX_TAG = 40;
// Control characters PostgreSQL text cannot hold or that no person typed (tab and newlines stay).
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what it removes
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const refuse = (message: string): never => {
  throw new ValidationError(message, { csv: [message] });
};

/** The header and data rows of a CSV text, or a 400 that says what is wrong with it. */
export function readCsv(text: string): CsvFile {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // A stray quote inside a cell is kept as text rather than failing the whole file.
      relax_quotes: true,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : '';
    return refuse(`${IMPORT_TEXTS.unreadable}${reason ? `: ${reason}` : '.'}`);
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) return refuse(IMPORT_TEXTS.empty);
  if (header.length > IMPORT_MAX_COLUMNS) return refuse(IMPORT_TEXTS.tooManyColumns);
  if (rows.length > IMPORT_MAX_ROWS) return refuse(IMPORT_TEXTS.tooManyRows);
  const headers = header.map(
    (cell, index) => cell.replace(CONTROL, '').trim() || `Column ${index + 1}`,
  );
  const seen = new Set<string>();
  for (const name of headers) {
    if (seen.has(name.toLowerCase())) refuse(`${IMPORT_TEXTS.duplicateHeader}: “${name}”.`);
    seen.add(name.toLowerCase());
  }
  return { headers, rows };
}

const SYNONYMS: Record<string, string> = {
  name: 'name',
  fullname: 'name',
  contact: 'name',
  contactname: 'name',
  customer: 'name',
  customername: 'name',
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
  mobilenumber: 'phone',
  telephone: 'phone',
  tel: 'phone',
  whatsapp: 'phone',
  company: 'company',
  companyname: 'company',
  organisation: 'company',
  organization: 'company',
  business: 'company',
  tags: 'tags',
  tag: 'tags',
  labels: 'tags',
};

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A first guess per header: a known field, a custom attribute by key or label, else skip. */
export function suggestMapping(
  headers: string[],
  definitions: readonly DefinitionRow[],
): Record<string, string> {
  const taken = new Set<string>();
  const mapping: Record<string, string> = {};
  for (const header of headers) {
    const key = squash(header);
    const attribute = definitions.find((d) => squash(d.key) === key || squash(d.label) === key);
    const target = SYNONYMS[key] ?? (attribute ? `attribute:${attribute.key}` : 'skip');
    mapping[header] = target !== 'skip' && taken.has(target) ? 'skip' : target;
    taken.add(target);
  }
  return mapping;
}

/** One row as a contact's fields (normalised), ready to fold into the contacts. */
export interface ImportRecord {
  /** The row's line in the file (the header is line 1). */
  line: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  tags: string[];
  attributes: Record<string, AttributeValue>;
}

export type RowOutcome = { record: ImportRecord } | { line: number; reason: string };

/**
 * Reads each row under the mapping. A row is rejected, with the reason, when it names no
 * one (no name, email or phone), or a value does not fit (an email or phone that is not
 * one, a custom attribute of the wrong type, a name too long).
 */
export function toRecords(
  file: CsvFile,
  mapping: Record<string, string>,
  definitions: ReadonlyMap<string, DefinitionRow>,
  first: number,
  count: number,
  defaultCountry?: CountryCode,
): RowOutcome[] {
  const columns = file.headers
    .map((header, index) => ({ index, target: mapping[header] ?? 'skip' }))
    .filter((column) => column.target !== 'skip');
  return file.rows.slice(first, first + count).map((cells, offset) => {
    const line = first + offset + 2;
    const record: ImportRecord = {
      line,
      name: null,
      email: null,
      phone: null,
      company: null,
      tags: [],
      attributes: {},
    };
    for (const { index, target } of columns) {
      const value = (cells[index] ?? '').replace(CONTROL, '').trim();
      if (!value) continue;
      if (target === 'name' || target === 'company') {
        if (value.length > MAX_NAME) {
          const label = target === 'name' ? 'Name' : 'Company';
          return { line, reason: `${label} is longer than ${MAX_NAME} characters.` };
        }
        record[target] = value;
      } else if (target === 'email') {
        record.email = normalizeEmail(value);
        if (!record.email) return { line, reason: `${CONTACT_TEXTS.invalidEmail} (“${value}”)` };
      } else if (target === 'phone') {
        record.phone = normalizePhone(value, defaultCountry);
        if (!record.phone) return { line, reason: `${CONTACT_TEXTS.invalidPhone} (“${value}”)` };
      } else if (target === 'tags') {
        for (const tag of value.split(/[;,|]/)) {
          const clean = tag.trim().toLowerCase();
          if (clean && clean.length <= MAX_TAG && !record.tags.includes(clean)) {
            record.tags.push(clean);
          }
        }
      } else if (target.startsWith('attribute:')) {
        const definition = definitions.get(target.slice('attribute:'.length));
        if (!definition) continue;
        const parsed = parseAttributeCell(definition, value);
        if ('problem' in parsed) return { line, reason: `${parsed.problem}.` };
        record.attributes[definition.key] = parsed.value;
      }
    }
    if (!record.name && !record.email && !record.phone) {
      return { line, reason: 'No name, email or phone.' };
    }
    return { record };
  });
}
