// Visitor tokens: returned by POST /chat, presented on /ws to receive the messages of one
// conversation. HMAC-SHA256 over "v1.<businessId>.<conversationId>.<issuedAtSeconds>",
// so a token names exactly one conversation and cannot be edited to name another.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface VisitorClaims {
  businessId: number;
  conversationId: number;
  issuedAt: number;
}

/** A widget keeps its conversation for weeks; after 30 days it gets a new token from /chat. */
export const VISITOR_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface VisitorTokens {
  sign(claims: { businessId: number; conversationId: number }): string;
  verify(token: string): VisitorClaims | null;
}

export function createVisitorTokens(
  secret: string,
  now: () => Date = () => new Date(),
): VisitorTokens {
  const mac = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    sign({ businessId, conversationId }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const body = `v1.${businessId}.${conversationId}.${issuedAt}`;
      return `${body}.${mac(body)}`;
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length !== 5 || parts[0] !== 'v1') return null;
      const [, business, conversation, issued, signature = ''] = parts;
      const body = `v1.${business}.${conversation}.${issued}`;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const claims = {
        businessId: Number(business),
        conversationId: Number(conversation),
        issuedAt: Number(issued),
      };
      if (!Object.values(claims).every((n) => Number.isSafeInteger(n) && n > 0)) return null;
      if (now().getTime() / 1000 - claims.issuedAt > VISITOR_TOKEN_TTL_SECONDS) return null;
      return claims;
    },
  };
}
