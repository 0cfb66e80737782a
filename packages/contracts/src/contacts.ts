import { z } from 'zod';
import { dbIdParamSchema, dbIdSchema, storedText } from './stored.ts';

// Wire contract of the CRM's contacts (/api/contacts/*, /api/contact-attributes): the golden
// record per customer — identities per channel, tags, notes, typed custom attributes, the
// timeline — and the merges that fold duplicates together (and can be undone for 30 days).

export const CONTACTS_PAGE_SIZE = 50;
export const MERGE_UNDO_DAYS = 30;
export const MAX_MERGE_SECONDARIES = 10;

export const IDENTITY_KINDS = [
  'device',
  'widget_identity',
  'email',
  'phone',
  'whatsapp',
  'messenger',
  'instagram',
] as const;
export type IdentityKind = (typeof IDENTITY_KINDS)[number];

export const ATTRIBUTE_TYPES = ['text', 'number', 'date', 'choice', 'boolean'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export const CONSENT_CHANNELS = ['email', 'sms', 'whatsapp', 'messenger', 'instagram'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** Fields a merge may take from either contact. */
export const MERGE_FIELDS = ['name', 'company', 'owner_id'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const CONTACT_TEXTS = {
  notFound: 'Contact not found.',
  selfMerge: 'A contact cannot be merged into itself.',
  alreadyMerged: 'This contact was already merged into another one.',
  deleted: 'This contact was deleted.',
  undoExpired: `A merge can be undone for ${MERGE_UNDO_DAYS} days only.`,
  alreadyUndone: 'This merge was already undone.',
  undoBlocked: 'Undo the later merge of this contact first.',
  identityTaken: 'Another contact already has this key.',
  attributeExists: 'A custom attribute with this key already exists.',
  unknownAttribute: 'No custom attribute has this key.',
  ownerNotMember: 'The owner must be a member of this business.',
  invalidPhone: 'Enter a phone number with its country code, e.g. +254712345678.',
  invalidEmail: 'Enter a valid email address.',
} as const;

const trimmed = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

export const tagSchema = z
  .string()
  .trim()
  .min(1, { error: 'A tag cannot be empty' })
  .max(40, { error: 'A tag must be at most 40 characters' })
  .transform((tag) => tag.toLowerCase());

export const attributeValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AttributeValue = z.infer<typeof attributeValueSchema>;

export const identitySchema = z.object({
  id: z.number().int(),
  kind: z.enum(IDENTITY_KINDS),
  value: z.string(),
  verified: z.boolean(),
  primary: z.boolean(),
  source: z.string(),
  created_at: z.string(),
});
export type ContactIdentity = z.infer<typeof identitySchema>;

export const fieldSourceSchema = z.object({
  source: z.string(),
  at: z.string(),
  by: z.number().int().nullable().optional(),
});

export const consentSchema = z.object({
  status: z.enum(['opted_in', 'opted_out']),
  at: z.string(),
});

export const contactListItemSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  owner_id: z.number().int().nullable(),
  tags: z.array(z.string()),
  last_seen_at: z.string(),
  created_at: z.string(),
});
export type ContactListItem = z.infer<typeof contactListItemSchema>;

export const contactSchema = contactListItemSchema.extend({
  identities: z.array(identitySchema),
  attributes: z.record(z.string(), attributeValueSchema),
  consents: z.record(z.string(), consentSchema),
  field_sources: z.record(z.string(), fieldSourceSchema),
  updated_at: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListSchema = z.object({
  data: z.array(contactListItemSchema),
  next_cursor: z.string().nullable(),
});
export type ContactList = z.infer<typeof contactListSchema>;

export const contactListQuerySchema = z.object({
  q: storedText('Search').trim().max(200).optional(),
  tag: storedText('Tag').trim().max(40).optional(),
  /** A member's user id, `me`, or `none`. */
  owner: z.union([z.enum(['me', 'none']), dbIdParamSchema('Owner')]).optional(),
  /** Contacts with a conversation on this channel (web_widget, whatsapp, ...). */
  channel: storedText('Channel').trim().max(40).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, { error: 'Cursor must be the next_cursor of the previous page' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CONTACTS_PAGE_SIZE),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

export const contactExportQuerySchema = contactListQuerySchema.omit({ cursor: true, limit: true });

const nameField = trimmed(200, 'Name');
const companyField = trimmed(200, 'Company');

export const contactCreateSchema = z.object({
  name: nameField.min(1, { error: 'Enter a name' }),
  email: z.string().trim().max(320).optional(),
  phone: z.string().trim().max(40).optional(),
  company: companyField.optional(),
  owner_id: z.number().int().positive().nullable().optional(),
  tags: z.array(tagSchema).max(50).optional(),
  attributes: z.record(z.string(), attributeValueSchema).optional(),
});
export type ContactCreate = z.input<typeof contactCreateSchema>;

export const contactPatchSchema = z
  .object({
    name: nameField.nullable().optional(),
    company: companyField.nullable().optional(),
    owner_id: z.number().int().positive().nullable().optional(),
    attributes: z.record(z.string(), attributeValueSchema).optional(),
    consents: z
      .partialRecord(z.enum(CONSENT_CHANNELS), z.enum(['opted_in', 'opted_out']))
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });
export type ContactPatch = z.input<typeof contactPatchSchema>;
export type ContactConsentPatch = Partial<Record<ConsentChannel, 'opted_in' | 'opted_out'>>;

/** The contact page's details form (name, company). */
export const contactDetailsFormSchema = z.object({
  name: nameField,
  company: companyField,
});
export type ContactDetailsForm = z.infer<typeof contactDetailsFormSchema>;

export const identityCreateSchema = z.object({
  kind: z.enum(IDENTITY_KINDS, { error: `Kind must be one of: ${IDENTITY_KINDS.join(', ')}` }),
  value: z.string().trim().min(1, { error: 'Enter a value' }).max(320),
  verified: z.boolean().default(false),
  primary: z.boolean().default(false),
});
export type IdentityCreate = z.input<typeof identityCreateSchema>;

export const identityPatchSchema = z
  .object({ primary: z.literal(true).optional(), verified: z.boolean().optional() })
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });

export const identityParamsSchema = z.object({
  id: dbIdParamSchema('Contact'),
  identityId: dbIdParamSchema('Identity'),
});

export const tagsBodySchema = z.object({ tags: z.array(tagSchema).min(1).max(50) });
export const tagParamsSchema = z.object({
  id: dbIdParamSchema('Contact'),
  tag: tagSchema,
});

export const noteCreateSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: 'Write a note first' })
    .max(5000, { error: 'A note must be at most 5000 characters' }),
});
export const noteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type ContactNote = z.infer<typeof noteSchema>;
export const noteListSchema = z.object({ data: z.array(noteSchema) });

export const timelineEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  source: z.string(),
  actor_id: z.number().int().nullable(),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  /** For `merged` entries: the merge id and whether undo is still possible. */
  merge: z.object({ id: z.number().int(), undoable: z.boolean(), undone: z.boolean() }).nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
export const timelineSchema = z.object({
  data: z.array(timelineEventSchema),
  next_cursor: z.string().nullable(),
});
export const timelineQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const contactConversationSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  status: z.string(),
  last_activity_at: z.string(),
  created_at: z.string(),
});
export const contactConversationListSchema = z.object({
  data: z.array(contactConversationSchema),
});

const attributeKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, {
    error: 'Key: lower-case letters, digits and _, starting with a letter (at most 40)',
  });

export const attributeDefinitionSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  choices: z.array(z.string()),
  created_at: z.string(),
});
export type AttributeDefinition = z.infer<typeof attributeDefinitionSchema>;
export const attributeDefinitionListSchema = z.object({ data: z.array(attributeDefinitionSchema) });

export const attributeDefinitionCreateSchema = z
  .object({
    key: attributeKeySchema,
    label: trimmed(80, 'Label').min(1, { error: 'Enter a label' }),
    type: z.enum(ATTRIBUTE_TYPES, { error: `Type must be one of: ${ATTRIBUTE_TYPES.join(', ')}` }),
    choices: z.array(trimmed(80, 'A choice').min(1)).max(50).default([]),
  })
  .refine((body) => body.type !== 'choice' || body.choices.length > 0, {
    error: 'A choice attribute needs at least one choice',
    path: ['choices'],
  });
export const attributeDefinitionPatchSchema = z
  .object({
    label: trimmed(80, 'Label').min(1).optional(),
    choices: z.array(trimmed(80, 'A choice').min(1)).max(50).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });

export const suggestionSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  contacts: z.array(contactListItemSchema),
  created_at: z.string(),
});
export type MergeSuggestion = z.infer<typeof suggestionSchema>;
export const suggestionListSchema = z.object({ data: z.array(suggestionSchema) });

export const mergeRequestSchema = z.object({
  primary_id: dbIdSchema('Contact'),
  secondary_ids: z
    .array(dbIdSchema('Contact'))
    .min(1, { error: 'Choose a contact to merge' })
    .max(MAX_MERGE_SECONDARIES),
  /** Per field, the contact whose value wins (default: the primary's, else the first set). */
  field_choices: z.partialRecord(z.enum(MERGE_FIELDS), z.number().int().positive()).optional(),
  dry_run: z.boolean().default(false),
});
export type MergeRequest = z.input<typeof mergeRequestSchema>;

export const mergeResultSchema = z.object({
  dry_run: z.boolean(),
  contact: contactSchema,
  merge_ids: z.array(z.number().int()),
  /** How many rows moved (or would move) to the primary, by kind. */
  moved: z.record(z.string(), z.number().int()),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;

// Privacy (GET /api/contacts/:id/export, POST /api/contacts/:id/erase; owner and admin):
// everything stored about one person, and its erasure, as data-protection law asks of a
// business (the Kenya Data Protection Act, GDPR).

export const CONTACT_EXPORT_FORMAT = 'lisa.contact-export.v1';
/** What an erased message reads afterwards, on every screen and in every export. */
export const ERASED_MESSAGE_TEXT = 'This message was erased at the contact’s request.';

const exportedAttachmentSchema = z.object({
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});

export const contactDataExportSchema = z.object({
  format: z.literal(CONTACT_EXPORT_FORMAT),
  exported_at: z.string(),
  business: z.object({ id: z.number().int(), name: z.string() }),
  contact: contactSchema,
  /** Records merged into this contact: their own values are kept until the merge is undone. */
  merged_records: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      company: z.string().nullable(),
      attributes: z.record(z.string(), z.unknown()),
      created_at: z.string(),
    }),
  ),
  notes: z.array(z.object({ text: z.string(), created_at: z.string() })),
  timeline: z.array(
    z.object({
      kind: z.string(),
      source: z.string(),
      data: z.record(z.string(), z.unknown()),
      created_at: z.string(),
    }),
  ),
  conversations: z.array(
    z.object({
      id: z.number().int(),
      channel: z.string(),
      status: z.string(),
      created_at: z.string(),
      messages: z.array(
        z.object({
          id: z.number().int(),
          sender: z.string(),
          /** A note the team wrote about the conversation (never shown to the visitor). */
          private: z.boolean(),
          text: z.string(),
          attachments: z.array(exportedAttachmentSchema),
          created_at: z.string(),
        }),
      ),
    }),
  ),
  leads: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      company: z.string().nullable(),
      notes: z.string().nullable(),
      status: z.string(),
      source: z.string(),
      created_at: z.string(),
    }),
  ),
  deals: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      amount_minor: z.number().int(),
      currency: z.string(),
      created_at: z.string(),
    }),
  ),
  tasks: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string().nullable(),
      status: z.string(),
      due_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  /** Forms sent with one of the contact's email addresses. */
  form_submissions: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      payload: z.record(z.string(), z.unknown()),
      created_at: z.string(),
    }),
  ),
});
export type ContactDataExport = z.infer<typeof contactDataExportSchema>;

/** How much an erasure touched (counts only: the report holds nothing about the person). */
export const contactErasureSchema = z.object({
  contacts: z.number().int(),
  conversations: z.number().int(),
  messages: z.number().int(),
  attachments: z.number().int(),
  leads: z.number().int(),
  form_submissions: z.number().int(),
});
export type ContactErasure = z.infer<typeof contactErasureSchema>;

// CSV import (POST /api/contacts/imports, then /:id/start; owner and admin): upload, map the
// columns with a preview, then a background job folds the rows into the contacts by the
// unify rules (the same email or phone is the same person) and reports every rejected row.

export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_COLUMNS = 50;
export const IMPORT_PREVIEW_ROWS = 5;
/** Rejected rows kept with their reason (the counts cover every row). */
export const IMPORT_MAX_REJECTIONS = 1000;
export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** Where a column can go; `attribute:<key>` names a custom attribute. */
export const IMPORT_FIELDS = ['name', 'email', 'phone', 'company', 'tags'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_TEXTS = {
  empty: 'The file has no rows under its header.',
  tooManyRows: `A file can hold at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
  tooManyColumns: `A file can hold at most ${IMPORT_MAX_COLUMNS} columns.`,
  unreadable: 'The file could not be read as CSV',
  duplicateHeader: 'Two columns have the same name',
  noKey: 'Map a column to name, email or phone.',
  fieldTwice: 'Map each field from one column only.',
  unknownColumn: 'This column is not in the file.',
  notWaiting: 'This import has already started.',
  notFound: 'Import not found.',
} as const;

export const importUploadSchema = z.object({
  filename: z
    .string()
    .trim()
    .min(1, { error: 'Name the file' })
    .max(200, { error: 'A file name must be at most 200 characters' }),
  csv: z
    .string({ error: 'Attach a CSV file' })
    .min(1, { error: 'The file is empty.' })
    .max(IMPORT_MAX_BYTES, { error: 'A file can be at most 10 MB.' })
    .refine((text) => !text.includes('\u0000'), { error: 'The file is not a CSV text file.' }),
});
export type ImportUpload = z.infer<typeof importUploadSchema>;

const importTargetSchema = z.union([
  z.enum([...IMPORT_FIELDS, 'skip']),
  z.string().regex(/^attribute:[a-z][a-z0-9_]{0,39}$/, { error: 'Choose a field for the column' }),
]);

export const importStartSchema = z.object({
  /** Column header -> where its values go. Columns left out are skipped. */
  mapping: z.record(z.string().max(200), importTargetSchema),
  /** Tags every imported contact gets. */
  tags: z.array(tagSchema).max(10).optional(),
  /** ISO country (KE) for phone numbers written without their country code. */
  default_country: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'Choose a country by its two-letter code, e.g. KE' })
    .optional(),
});
export type ImportStart = z.input<typeof importStartSchema>;

export const contactImportSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  status: z.enum(IMPORT_STATUSES),
  headers: z.array(z.string()),
  /** The first rows, cell by cell under the headers. */
  preview: z.array(z.array(z.string())),
  suggested_mapping: z.record(z.string(), z.string()),
  mapping: z.record(z.string(), z.string()).nullable(),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Rows naming a person an earlier row of the same file already named. */
  folded: z.number().int(),
  rejected: z.number().int(),
  rejections: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ContactImport = z.infer<typeof contactImportSchema>;
export const contactImportListSchema = z.object({ data: z.array(contactImportSchema) });
