// /api/campaigns/segments: saved audience segments with their live count. Reading needs
// contacts.read, saving / renaming / deleting contacts.write (an agent may save the contacts
// list's filters); using one in a campaign is campaigns.manage, on the campaign routes.
import {
  segmentCreateSchema,
  segmentListSchema,
  segmentPatchSchema,
  segmentSchema,
} from '@lisa/contracts/campaigns';
import { dbIdParamSchema } from '@lisa/contracts/stored';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../context.ts';
import type { Caller } from './campaigns-service.ts';
import { campaignErrors as errors } from './campaigns-views.ts';
import type { SegmentsService } from './segments-service.ts';

const idParams = z.object({ id: dbIdParamSchema('Segment id') });
const tags = ['campaigns'];

export function segmentsRoutes(
  app: App,
  segments: SegmentsService,
  callerOf: (request: FastifyRequest) => Caller,
): void {
  app.get(
    '/segments',
    {
      config: { access: 'contacts.read' },
      schema: {
        summary: 'Saved audience segments by name, each with its live count of contacts',
        tags,
        response: { 200: segmentListSchema, ...errors },
      },
    },
    async (request) => ({ data: await segments.list(callerOf(request)) }),
  );
  app.get(
    '/segments/:id',
    {
      config: { access: 'contacts.read' },
      schema: {
        summary: 'One saved segment with its live count',
        tags,
        params: idParams,
        response: { 200: segmentSchema, ...errors },
      },
    },
    (request) => segments.get(callerOf(request), request.params.id),
  );
  app.post(
    '/segments',
    {
      config: { access: 'contacts.write' },
      schema: {
        summary: 'Save filters over contacts as a named segment',
        tags,
        body: segmentCreateSchema,
        response: { 201: segmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await segments.create(callerOf(request), request.body);
      return reply.code(201).send(created);
    },
  );
  app.patch(
    '/segments/:id',
    {
      config: { access: 'contacts.write' },
      schema: {
        summary: 'Rename a segment or change its filters (campaigns sent with it keep theirs)',
        tags,
        params: idParams,
        body: segmentPatchSchema,
        response: { 200: segmentSchema, ...errors },
      },
    },
    (request) => segments.update(callerOf(request), request.params.id, request.body),
  );
  app.delete(
    '/segments/:id',
    {
      config: { access: 'contacts.write' },
      schema: {
        summary: 'Delete a segment (campaigns that used it keep their copy of its filters)',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await segments.remove(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
