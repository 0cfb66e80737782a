// Everything that names the product lives here, so a rename touches one file
// (ARCHITECTURE.md "Brand"). Apps import these values instead of writing "Lisa".

import { DEFAULT_RSVP_EVENT_NAME } from '@lisa/contracts/events';

export const brand = {
  /** The product. */
  name: 'Lisa',
  /** Used in titles and the SEO default title (SPEC §2 "SEO defaults"). */
  shortName: 'Lisa AI',
  /** The assistant's own first name: the default agent name of SPEC §3. */
  assistantName: 'Lisa',
  /** Id of the public API in the integrations catalogue (SPEC §3). */
  apiAppId: 'lisa-api',
  /** The annual product showcase (SPEC §2 event pages). */
  showcaseName: 'Lisa Live',
  showcasePath: '/lisa-live',
  showcaseMonth: 'October',
  /** Old service workers and caches whose names start with this are removed (SPEC §7). */
  cachePrefix: 'lisa-',
  /** SPEC §3: the RSVP helper's default event name. */
  defaultRsvpEventName: DEFAULT_RSVP_EVENT_NAME,
  tagline: 'AI agents that talk to your customers, around the clock',
  /** Footer blurb. */
  blurb:
    'Lisa builds AI agents that answer your customers on WhatsApp, your website and the apps they already use: grounded in your own knowledge, connected to your CRM, and handing over to a person with the full history whenever it matters.',
} as const;

export type Brand = typeof brand;

export const seo = {
  title: brand.shortName,
  description:
    'Lisa AI builds customer-conversation agents that answer on WhatsApp, your website and social channels 24/7, book appointments, qualify leads and update your CRM, with human handoff and full history. Start a 14-day free trial, no credit card needed.',
  /** Served by the web app from its public folder. */
  imagePath: '/og-image.png',
  twitterCard: 'summary_large_image',
} as const;

/** Paths derived from the showcase path (SPEC §2 event pages). */
export const showcaseRoutes = {
  event: brand.showcasePath,
  attend: `${brand.showcasePath}/attend`,
  confirmInvite: `${brand.showcasePath}/confirm-invite`,
} as const;

/** SPEC §1 marketing claims: static copy, not measured behaviour. */
export const marketingClaims = {
  badge: 'Enterprise ready',
  headline: 'Engage Customers Faster',
  reach: 'Serving 600K customers on behalf of companies like yours',
  uptime: '99.9% Uptime',
  apiCalls: '10M+ API Calls processed daily',
  trial: '14-day free trial, no credit card required',
  languages: '30+ languages',
  tools: '50+ tools',
  implementation: 'Implementation in 1-2 weeks',
} as const;

export interface SocialLink {
  label: string;
  href: string;
}

/** The footer's four social links. */
export const socialLinks: readonly SocialLink[] = [
  { label: 'X', href: 'https://x.com/lisa_ai' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/lisa-ai' },
  { label: 'Facebook', href: 'https://www.facebook.com/lisa.ai' },
  { label: 'Instagram', href: 'https://www.instagram.com/lisa.ai' },
];

/** Footer copyright line; the year is passed in so pages stay pure. */
export function copyrightLine(year: number): string {
  return `© ${year} ${brand.name}. All rights reserved.`;
}
