// A webhook endpoint's signing secret at rest: sealed with the server's secret box, bound to
// the endpoint's id (a sealed secret copied onto another endpoint does not open). Endpoints
// created before sealing began keep their clear secret until it is rotated.
import { isSealed, type SecretBox } from '../security/secret-box.ts';

const contextOf = (endpointId: number) => `webhook:${endpointId}:secret`;

export function sealWebhookSecret(secrets: SecretBox, endpointId: number, secret: string): string {
  return secrets.seal(secret, contextOf(endpointId));
}

export function openWebhookSecret(secrets: SecretBox, endpointId: number, stored: string): string {
  return isSealed(stored) ? secrets.open(stored, contextOf(endpointId)) : stored;
}
