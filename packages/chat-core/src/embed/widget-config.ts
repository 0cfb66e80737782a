// A business key's set-up, fetched by the loader before it draws anything: the business id
// every chat call names and the pre-chat form. A refused origin (403) or an unknown key
// (404) means no widget on this page.

export interface EmbedConfig {
  businessId: number;
  /** The business key the page embeds with (null: an old numeric data-business). */
  key: string | null;
  prechat: { name: 'off' | 'optional' | 'required'; email: 'off' | 'optional' | 'required' };
  /** identify() without a user_hash is refused here, before any call. */
  requireIdentityVerification: boolean;
  /** The business's widget colour (agent settings) and the text on it; null from an older API. */
  colour: { fill: string; text: string } | null;
}

export const KEY_PATTERN = /^lisa_bk_[0-9a-f]{32}$/;

export async function fetchEmbedConfig(apiUrl: string, key: string): Promise<EmbedConfig | null> {
  try {
    const response = await fetch(`${apiUrl}/widget/config?key=${encodeURIComponent(key)}`);
    if (!response.ok) {
      console.warn(
        `[lisa-widget] this page cannot use the widget (${response.status}):`,
        response.status === 403
          ? 'its domain is not in the business’s allowed domains'
          : 'the business key is unknown',
      );
      return null;
    }
    const body = (await response.json()) as {
      business_id: number;
      prechat: EmbedConfig['prechat'];
      require_identity_verification?: boolean;
      colour?: string;
      text_colour?: string;
    };
    return {
      businessId: body.business_id,
      key,
      prechat: body.prechat,
      requireIdentityVerification: body.require_identity_verification === true,
      colour:
        body.colour && body.text_colour ? { fill: body.colour, text: body.text_colour } : null,
    };
  } catch {
    // A refused origin gets no CORS header, so the browser fails the fetch itself.
    console.warn(
      '[lisa-widget] could not load the widget: Lisa is unreachable or this site is not allowed',
    );
    return null;
  }
}
