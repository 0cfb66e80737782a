// The account errors more than one flow throws, with their stable reasons.
import { ACCOUNT_ERROR_CODES, ACCOUNT_TEXTS } from '@lisa/contracts/accounts';
import { AppError } from '../../platform/http/app-error.ts';

export const invalidCredentials = () =>
  new AppError(401, 'unauthorized', ACCOUNT_TEXTS.invalidCredentials, {
    reason: ACCOUNT_ERROR_CODES.invalidCredentials,
  });
export const invalidCode = () =>
  new AppError(400, 'validation_failed', ACCOUNT_TEXTS.invalidCode, {
    reason: ACCOUNT_ERROR_CODES.invalidCode,
    fields: { code: [ACCOUNT_TEXTS.invalidCode] },
  });
export const invalidSecondFactor = () =>
  new AppError(401, 'unauthorized', ACCOUNT_TEXTS.invalidTwoFactor, {
    reason: ACCOUNT_ERROR_CODES.invalidTwoFactor,
  });
