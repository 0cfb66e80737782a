// A secret kept on a row (a webhook endpoint's signing secret, a Slack incoming-webhook URL):
// sealed with the server's secret box and bound to its row, so a sealed value copied onto
// another row does not open. Rows written before sealing began keep their clear value until
// it is next replaced.
import { isSealed, type SecretBox } from './secret-box.ts';

export type RowSecretKind = 'webhook' | 'slack';

const contextOf = (kind: RowSecretKind, id: number) => `${kind}:${id}:secret`;

export function sealRowSecret(
  secrets: SecretBox,
  kind: RowSecretKind,
  id: number,
  plain: string,
): string {
  return secrets.seal(plain, contextOf(kind, id));
}

export function openRowSecret(
  secrets: SecretBox,
  kind: RowSecretKind,
  id: number,
  stored: string,
): string {
  return isSealed(stored) ? secrets.open(stored, contextOf(kind, id)) : stored;
}
