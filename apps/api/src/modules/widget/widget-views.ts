// Wire views of the widget's set-up (@lisa/contracts/widget).
import type { PrechatFieldMode, WidgetSettings } from '@lisa/contracts/widget';
import type { widgetSettings } from '../../db/schema/widget.ts';

export type WidgetRow = typeof widgetSettings.$inferSelect;

export function widgetSettingsView(
  row: WidgetRow,
  identitySecret: string,
  now: Date,
): WidgetSettings {
  const graceLeft = row.previousKey && row.previousKeyExpiresAt && row.previousKeyExpiresAt > now;
  return {
    business_id: row.businessId,
    business_key: row.businessKey,
    previous_key: graceLeft ? row.previousKey : null,
    previous_key_expires_at: graceLeft ? (row.previousKeyExpiresAt?.toISOString() ?? null) : null,
    allowed_domains: row.allowedDomains,
    identity_secret: identitySecret,
    require_identity_verification: row.requireIdentityVerification,
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    prechat: {
      name: row.prechatName as PrechatFieldMode,
      email: row.prechatEmail as PrechatFieldMode,
    },
  };
}
