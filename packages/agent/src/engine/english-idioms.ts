// Visitors' idioms rewritten into the words help pages use, in order, before an English
// question is searched. Each rewrite leaves a text it does not recognise unchanged.

import { visitorIdioms } from '../language/visitor-idioms.ts';
import { accessIdioms } from './access-idioms.ts';
import { accountIdioms } from './account-idioms.ts';
import { conversionIdioms } from './conversion-idioms.ts';
import { credentialIdioms } from './credential-idioms.ts';
import { defaultIdioms } from './default-choice.ts';
import { detailIdioms } from './detail-idioms.ts';
import { deviceIdioms } from './device-idioms.ts';
import { expiryIdioms } from './expiry-idioms.ts';
import { goalIdioms } from './goal-idioms.ts';
import { guessIdioms } from './guess-idioms.ts';
import { hostingIdioms } from './hosting-idioms.ts';
import { insideIdioms } from './inside-idioms.ts';
import { offerIdioms } from './offer-idioms.ts';
import { openingIdioms } from './opening-idioms.ts';
import { personalDataIdioms } from './personal-data-idioms.ts';
import { placementIdioms } from './placement-idioms.ts';
import { rateIdioms } from './rate-idioms.ts';
import { resumeIdioms } from './resume-idioms.ts';
import { roleIdioms } from './role-idioms.ts';
import { stateIdioms } from './state-idioms.ts';
import { turnIdioms } from './turn-idioms.ts';

const rewrites: ReadonlyArray<(text: string) => string> = [
  accountIdioms,
  credentialIdioms,
  rateIdioms,
  placementIdioms,
  deviceIdioms,
  openingIdioms,
  turnIdioms,
  stateIdioms,
  expiryIdioms,
  roleIdioms,
  insideIdioms,
  resumeIdioms,
  detailIdioms,
  goalIdioms,
  hostingIdioms,
  accessIdioms,
  guessIdioms,
  offerIdioms,
  visitorIdioms,
  defaultIdioms,
  conversionIdioms,
  personalDataIdioms,
];

export function englishIdioms(text: string): string {
  return rewrites.reduce((rewritten, rewrite) => rewrite(rewritten), text);
}
