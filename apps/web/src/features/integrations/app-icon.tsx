import type { IntegrationIcon } from '@lisa/catalogue/integrations';
import { BrandMark } from '@lisa/ui/brand-mark';

/** An app's brand mark (simple-icons, or a styled fallback tile): `@lisa/ui/brand-mark`. */
export function AppIcon({
  icon,
  name,
  size = 'md',
}: {
  icon: IntegrationIcon;
  name: string;
  size?: 'md' | 'lg';
}) {
  return <BrandMark mark={icon} name={name} size={size} />;
}
