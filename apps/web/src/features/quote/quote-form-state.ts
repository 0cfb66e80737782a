import {
  createQuoteFormSchema,
  DEFAULT_EXPECTED_CUSTOMERS,
  DEFAULT_SUPPORT_PACKAGE,
  type QuoteForm,
  type SupportPackage,
} from '@lisa/contracts/forms';
import { QUOTE_DATE_REQUIRED_TEXT } from './quote-texts.ts';

/** What the inputs hold: strings and lists, exactly as typed. */
export interface QuoteDraft {
  name: string;
  email: string;
  phoneNumber: string;
  company: string;
  jobTitle: string;
  deploymentDate: string;
  expectedCustomers: string;
  supportPackage: SupportPackage;
  integrationsNeeded: string[];
  workflowsNeeded: string[];
  dataSources: string[];
  usecase: string;
  agreedToTerms: boolean;
  agreedToPrivacy: boolean;
}

export const emptyQuoteDraft = (): QuoteDraft => ({
  name: '',
  email: '',
  phoneNumber: '',
  company: '',
  jobTitle: '',
  deploymentDate: '',
  expectedCustomers: String(DEFAULT_EXPECTED_CUSTOMERS),
  supportPackage: DEFAULT_SUPPORT_PACKAGE,
  integrationsNeeded: [],
  workflowsNeeded: [],
  dataSources: [],
  usecase: '',
  agreedToTerms: false,
  agreedToPrivacy: false,
});

export type QuoteFieldErrors = Partial<Record<keyof QuoteDraft, string>>;

/**
 * Checks the draft with the same schema the server uses. SPEC §5 makes the deployment
 * date required on the form (the payload allows null for other senders).
 */
export function validateQuoteDraft(
  draft: QuoteDraft,
  now: () => Date = () => new Date(),
): { ok: true; form: QuoteForm } | { ok: false; errors: QuoteFieldErrors } {
  const result = createQuoteFormSchema(now).safeParse({
    ...draft,
    deploymentDate: draft.deploymentDate === '' ? null : draft.deploymentDate,
  });
  const errors: QuoteFieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof QuoteDraft | undefined;
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  if (draft.deploymentDate === '') errors.deploymentDate = QUOTE_DATE_REQUIRED_TEXT;
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors };
  return { ok: true, form: result.data };
}

/** Order in which errors are focused: the order of the inputs on screen. */
export const QUOTE_FIELD_ORDER: (keyof QuoteDraft)[] = [
  'name',
  'email',
  'phoneNumber',
  'company',
  'jobTitle',
  'deploymentDate',
  'expectedCustomers',
  'supportPackage',
  'integrationsNeeded',
  'workflowsNeeded',
  'dataSources',
  'usecase',
  'agreedToTerms',
  'agreedToPrivacy',
];
