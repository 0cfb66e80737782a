import type { ApiClient } from '@lisa/api-client';
import { userBusinessSchema } from '@lisa/contracts/accounts';
import type { CreateBusinessRequest } from '@lisa/contracts/team';
import { z } from 'zod';

const createdBusinessSchema = z.object({ business: userBusinessSchema });
export type CreatedBusiness = z.infer<typeof createdBusinessSchema>['business'];

/** POST /api/businesses: the signed-in person creates a business and becomes its owner. */
export async function createBusiness(
  client: ApiClient,
  body: CreateBusinessRequest,
): Promise<CreatedBusiness> {
  const answer = await client.post('/businesses', { json: body, schema: createdBusinessSchema });
  return answer.business;
}
