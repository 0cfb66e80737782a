// /api/contacts and /api/contact-attributes: HTTP only (schemas in, one service call, a
// view out). Reading needs contacts.read; editing, tagging, noting and merging
// contacts.write; erasing, exporting and defining custom attributes contacts.admin.
import {
  attributeDefinitionCreateSchema,
  attributeDefinitionListSchema,
  attributeDefinitionPatchSchema,
  attributeDefinitionSchema,
  contactConversationListSchema,
  contactCreateSchema,
  contactDataExportSchema,
  contactErasureSchema,
  contactExportQuerySchema,
  contactImportListSchema,
  contactImportSchema,
  contactListQuerySchema,
  contactListSchema,
  contactPatchSchema,
  contactSchema,
  IMPORT_MAX_BYTES,
  identityCreateSchema,
  identityParamsSchema,
  identityPatchSchema,
  importStartSchema,
  importUploadSchema,
  mergeRequestSchema,
  mergeResultSchema,
  noteCreateSchema,
  noteListSchema,
  noteSchema,
  suggestionListSchema,
  tagParamsSchema,
  tagsBodySchema,
  timelineQuerySchema,
  timelineSchema,
} from '@lisa/contracts/contacts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { idParams } from '../../platform/http/id-params.ts';
import {
  actorOf,
  memberSessionOf,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import { definitionsOf } from './contact-attributes.ts';
import { contactsCsv } from './contacts-csv.ts';
import { contactErrors } from './contacts-views.ts';
import type { ContactsServices } from './index.ts';

function callerOf(request: FastifyRequest) {
  const session = memberSessionOf(request);
  return { businessId: session.businessId, userId: session.userId };
}

export async function contactsRoutes(
  app: App,
  { contacts, attributes, privacy, imports }: ContactsServices,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['contacts'];
  const errors = contactErrors;

  app.get(
    '/contacts',
    {
      config: { access: 'contacts.read' },
      schema: {
        summary: 'Contacts, newest first, a page at a time (filters: q, tag, owner, channel)',
        tags,
        querystring: contactListQuerySchema,
        response: { 200: contactListSchema, ...errors },
      },
    },
    (request) => contacts.list(callerOf(request), request.query),
  );

  app.get(
    '/contacts/export.csv',
    {
      config: { access: 'contacts.admin' },
      schema: {
        summary: 'The filtered contact list as CSV, streamed',
        tags,
        querystring: contactExportQuerySchema,
        response: { 200: z.string().describe('CSV, one contact a line'), ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const keys = (await definitionsOf(context.db, caller.businessId)).map((d) => d.key);
      const stamp = context.clock().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="contacts-${stamp}.csv"`)
        .send(contactsCsv(keys, contacts.pages(caller, request.query)) as never);
    },
  );

  app.post(
    '/contacts/imports',
    {
      config: { access: 'contacts.admin' },
      // A 10 MB file grows when escaped into JSON (quotes and line breaks).
      bodyLimit: IMPORT_MAX_BYTES * 2 + 64 * 1024,
      schema: {
        summary: 'Upload a CSV of contacts: its columns, the first rows and a suggested mapping',
        tags,
        body: importUploadSchema,
        response: { 201: contactImportSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await imports.upload(callerOf(request), request.body)),
  );

  app.post(
    '/contacts/imports/:id/start',
    {
      config: { access: 'contacts.admin' },
      schema: {
        summary: 'Start an uploaded import with a column mapping (runs in the background)',
        tags,
        params: idParams,
        body: importStartSchema,
        response: { 202: contactImportSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await imports.start(callerOf(request), request.params.id, request.body, actorOf(request)),
        ),
  );

  app.get(
    '/contacts/imports',
    {
      config: { access: 'contacts.admin' },
      schema: {
        summary: 'The latest imports, newest first, with their progress and reports',
        tags,
        response: { 200: contactImportListSchema, ...errors },
      },
    },
    async (request) => ({ data: await imports.list(callerOf(request)) }),
  );

  app.get(
    '/contacts/imports/:id',
    {
      config: { access: 'contacts.admin' },
      schema: {
        summary: 'One import: progress, counts and the rejected rows with their reasons',
        tags,
        params: idParams,
        response: { 200: contactImportSchema, ...errors },
      },
    },
    (request) => imports.get(callerOf(request), request.params.id),
  );

  app.post(
    '/contacts',
    {
      config: { access: 'contacts.write' },
      schema: {
        summary: 'Add a contact by hand',
        tags,
        body: contactCreateSchema,
        response: { 201: contactSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await contacts.create(callerOf(request), request.body)),
  );

  app.get(
    '/contacts/suggestions',
    {
      config: { access: 'contacts.read' },
      schema: {
        summary: 'Pairs of contacts that may be one person, with the reason',
        tags,
        response: { 200: suggestionListSchema, ...errors },
      },
    },
    async (request) => ({ data: await contacts.suggestions(callerOf(request)) }),
  );

  app.post(
    '/contacts/suggestions/:id/dismiss',
    {
      config: { access: 'contacts.write' },
      schema: {
        summary: 'Dismiss a merge suggestion',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await contacts.dismissSuggestion(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/contacts/merge',
    {
      config: { access: 'contacts.write' },
      schema: {
        summary: 'Merge contacts into the primary (dry_run: the result without writing)',
        tags,
        body: mergeRequestSchema,
        response: { 200: mergeResultSchema, ...errors },
      },
    },
    (request) => contacts.merge(callerOf(request), request.body, actorOf(request)),
  );

  app.post(
    '/contacts/merges/:id/undo',
    {
      config: { access: 'contacts.write' },
      schema: {
        summary: 'Undo a merge (30 days): the secondary comes back with what it had',
        tags,
        params: idParams,
        response: { 200: contactSchema, ...errors },
      },
    },
    (request) => contacts.undoMerge(callerOf(request), request.params.id, actorOf(request)),
  );

  app.get(
    '/contacts/:id',
    {
      config: { access: 'contacts.read' },
      schema: {
        summary: 'One contact with its identities, tags and custom attributes',
        tags,
        params: idParams,
        response: { 200: contactSchema, ...errors },
      },
    },
    (request) => contacts.get(callerOf(request), request.params.id),
  );

  app.patch(
    '/contacts/:id',
    {
      config: { access: 'contacts.write' },
      schema: {
        summary: 'Edit name, company, owner, custom attributes, opt-ins',
        tags,
        params: idParams,
        body: contactPatchSchema,
        response: { 200: contactSchema, ...errors },
      },
    },
    (request) => contacts.update(callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/contacts/:id',
    {
      config: { access: 'contacts.admin' },
      schema: {
        summary: 'Erase a contact (its conversations stay)',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await contacts.remove(callerOf(request), request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/contacts/:id/export',
    {
      config: { access: 'contacts.admin' },
      schema: {
        summary: 'Everything stored about a contact (and the records merged into it), as JSON',
        tags,
        params: idParams,
        response: { 200: contactDataExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await privacy.exportData(callerOf(request), request.params.id);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="contact-${request.params.id}-${data.exported_at.slice(0, 10)}.json"`,
        )
        .send(data);
    },
  );

  app.post(
    '/contacts/:id/erase',
    {
      config: { access: 'contacts.admin' },
      schema: {
        summary:
          'Erase a person: message texts replaced, attachments, identities, notes and merge history deleted',
        tags,
        params: idParams,
        response: { 200: contactErasureSchema, ...errors },
      },
    },
    (request) => privacy.erase(callerOf(request), request.params.id, actorOf(request)),
  );

  app.post(
    '/contacts/:id/identities',
    {
      config: { access: 'contacts.write' },
      schema: {
        summary: 'Add a key (email, phone, channel id); a verified key held elsewhere merges',
        tags,
        params: idParams,
        body: identityCreateSchema,
        response: { 200: contactSchema, ...errors },
      },
    },
    (request) =>
      contacts.addIdentity(callerOf(request), request.params.id, request.body, actorOf(request)),
  );

  app.patch(
    '/contacts/:id/identities/:identityId',
    {
      config: { access: 'contacts.write' },
      schema: {
        summary: 'Make a key primary, or mark it verified',
        tags,
        params: identityParamsSchema,
        body: identityPatchSchema,
        response: { 200: contactSchema, ...errors },
      },
    },
    (request) =>
      contacts.updateIdentity(
        callerOf(request),
        request.params.id,
        request.params.identityId,
        request.body,
      ),
  );

  app.delete(
    '/contacts/:id/identities/:identityId',
    {
      config: { access: 'contacts.write' },
      schema: {
        summary: 'Remove a key from the contact',
        tags,
        params: identityParamsSchema,
        response: { 200: contactSchema, ...errors },
      },
    },
    (request) =>
      contacts.removeIdentity(callerOf(request), request.params.id, request.params.identityId),
  );

  app.post(
    '/contacts/:id/tags',
    {
      config: { access: 'contacts.write' },
      schema: {
        summary: 'Tag the contact',
        tags,
        params: idParams,
        body: tagsBodySchema,
        response: { 200: contactSchema, ...errors },
      },
    },
    (request) => contacts.addTags(callerOf(request), request.params.id, request.body.tags),
  );

  app.delete(
    '/contacts/:id/tags/:tag',
    {
      config: { access: 'contacts.write' },
      schema: {
        summary: 'Remove a tag',
        tags,
        params: tagParamsSchema,
        response: { 200: contactSchema, ...errors },
      },
    },
    (request) => contacts.removeTag(callerOf(request), request.params.id, request.params.tag),
  );

  app.get(
    '/contacts/:id/notes',
    {
      config: { access: 'contacts.read' },
      schema: {
        summary: "The team's notes on the contact, newest first",
        tags,
        params: idParams,
        response: { 200: noteListSchema, ...errors },
      },
    },
    async (request) => ({ data: await contacts.notes(callerOf(request), request.params.id) }),
  );

  app.post(
    '/contacts/:id/notes',
    {
      config: { access: 'contacts.write' },
      schema: {
        summary: 'Add a note',
        tags,
        params: idParams,
        body: noteCreateSchema,
        response: { 201: noteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await contacts.addNote(callerOf(request), request.params.id, request.body.text)),
  );

  app.get(
    '/contacts/:id/timeline',
    {
      config: { access: 'contacts.read' },
      schema: {
        summary: 'What happened to the contact, newest first (merges say if undo is possible)',
        tags,
        params: idParams,
        querystring: timelineQuerySchema,
        response: { 200: timelineSchema, ...errors },
      },
    },
    (request) => contacts.timeline(callerOf(request), request.params.id, request.query),
  );

  app.get(
    '/contacts/:id/conversations',
    {
      config: { access: 'contacts.read' },
      schema: {
        summary: "The contact's conversations, most recent first",
        tags,
        params: idParams,
        response: { 200: contactConversationListSchema, ...errors },
      },
    },
    async (request) => ({
      data: await contacts.conversations(callerOf(request), request.params.id),
    }),
  );

  app.get(
    '/contact-attributes',
    {
      config: { access: 'contacts.read' },
      schema: {
        summary: "The business's custom contact fields",
        tags,
        response: { 200: attributeDefinitionListSchema, ...errors },
      },
    },
    async (request) => ({ data: await attributes.list(callerOf(request).businessId) }),
  );

  app.post(
    '/contact-attributes',
    {
      config: { access: 'contacts.admin' },
      schema: {
        summary: 'Define a custom contact field (text, number, date, choice, boolean)',
        tags,
        body: attributeDefinitionCreateSchema,
        response: { 201: attributeDefinitionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await attributes.create(callerOf(request).businessId, request.body, actorOf(request)),
        ),
  );

  app.patch(
    '/contact-attributes/:id',
    {
      config: { access: 'contacts.admin' },
      schema: {
        summary: "Rename a custom field or change a choice field's choices",
        tags,
        params: idParams,
        body: attributeDefinitionPatchSchema,
        response: { 200: attributeDefinitionSchema, ...errors },
      },
    },
    (request) =>
      attributes.update(
        callerOf(request).businessId,
        request.params.id,
        request.body,
        actorOf(request),
      ),
  );

  app.delete(
    '/contact-attributes/:id',
    {
      config: { access: 'contacts.admin' },
      schema: {
        summary: 'Remove a custom field (values already on contacts stay)',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await attributes.remove(callerOf(request).businessId, request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
}
