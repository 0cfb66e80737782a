// Visitors' idioms rewritten into the words help pages use, in order, before an English
// question is searched. Each rewrite leaves a text it does not recognise unchanged.

import { visitorIdioms } from '../language/visitor-idioms.ts';
import { accountIdioms } from './account-idioms.ts';
import { credentialIdioms } from './credential-idioms.ts';
import { detailIdioms } from './detail-idioms.ts';
import { deviceIdioms } from './device-idioms.ts';
import { insideIdioms } from './inside-idioms.ts';
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
  turnIdioms,
  stateIdioms,
  roleIdioms,
  insideIdioms,
  resumeIdioms,
  detailIdioms,
  visitorIdioms,
];

export function englishIdioms(text: string): string {
  return rewrites.reduce((rewritten, rewrite) => rewrite(rewritten), text);
}
