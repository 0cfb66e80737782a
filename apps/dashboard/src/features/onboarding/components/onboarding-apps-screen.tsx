import { buttonClassName } from '@lisa/ui/button';
import { Code, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { OnboardingFrame } from './onboarding-frame.tsx';

/** /onboarding-apps: where the agent meets customers — the website widget or WhatsApp. */
export default function OnboardingAppsScreen() {
  return (
    <OnboardingFrame
      step="onboarding-apps"
      description="Put your agent where your customers are. You can add more channels later in Integrations."
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        <li className="rounded-card border border-line p-4">
          <Code aria-hidden className="size-5 text-brand-ink" />
          <h2 className="mt-2 font-semibold">Your website</h2>
          <p className="mt-1 text-ink-muted text-sm">
            Copy a short snippet into your site and a chat button appears on every page.
          </p>
          <Link
            to="/dashboard/integrations/web-widget"
            className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} mt-3`}
          >
            Get the website snippet
          </Link>
        </li>
        <li className="rounded-card border border-line p-4">
          <MessageCircle aria-hidden className="size-5 text-brand-ink" />
          <h2 className="mt-2 font-semibold">WhatsApp</h2>
          <p className="mt-1 text-ink-muted text-sm">
            Connect your WhatsApp Business number so your agent answers there too.
          </p>
          <Link
            to="/dashboard/integrations/whatsapp"
            className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} mt-3`}
          >
            Connect WhatsApp
          </Link>
        </li>
      </ul>
    </OnboardingFrame>
  );
}
