// The error bodies the team routes answer with.
import { accountErrorBodySchema } from '@lisa/contracts/accounts';

export const teamErrors = {
  400: accountErrorBodySchema,
  401: accountErrorBodySchema,
  403: accountErrorBodySchema,
  404: accountErrorBodySchema,
  409: accountErrorBodySchema,
  429: accountErrorBodySchema,
};
