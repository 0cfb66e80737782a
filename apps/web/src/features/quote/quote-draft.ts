import { DEFAULT_EXPECTED_CUSTOMERS, DEFAULT_SUPPORT_PACKAGE } from '@lisa/contracts/form-values';
import type { QuoteDraft } from '@lisa/contracts/forms';

/** What the quote form's inputs hold before the visitor types (SPEC §9 defaults). */
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
