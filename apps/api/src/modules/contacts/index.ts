// The contacts module (CRM): /api/contacts (list, search, edit, identities, tags, notes,
// timeline, merge and undo, CSV import and export, a person's data export and erasure) and /api/contact-attributes. It also owns unify for
// /chat (identity-resolver.ts resolves the widget's device id) and enrich (contact-enrich.ts:
// what the agent learns, never over a member's value).
import type { ApiModule } from '../../platform/http/api-module.ts';
import { type AttributeDefinitions, createAttributeDefinitions } from './contact-attributes.ts';
import { createEnricher, type Enricher } from './contact-enrich.ts';
import { type ContactImports, createContactImports } from './contact-import.ts';
import { type ContactPrivacy, createContactPrivacy } from './contact-privacy.ts';
import { contactsRoutes } from './contacts-routes.ts';
import { type ContactsService, createContactsService } from './contacts-service.ts';

export interface ContactsServices {
  contacts: ContactsService;
  attributes: AttributeDefinitions;
  enricher: Enricher;
  privacy: ContactPrivacy;
  imports: ContactImports;
}

export const contactsModule: ApiModule<ContactsServices> = {
  prefix: '/api',
  services: ({ db, clock, audit, jobs, storageRemovals }) => ({
    contacts: createContactsService({ db, clock, audit }),
    attributes: createAttributeDefinitions({ db, clock, audit }),
    enricher: createEnricher({ db, clock }),
    privacy: createContactPrivacy({ db, clock, audit, storageRemovals }),
    imports: createContactImports({ db, clock, audit, jobs }),
  }),
  routes: contactsRoutes,
};
