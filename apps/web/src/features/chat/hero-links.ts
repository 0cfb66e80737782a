import { env } from '../../env.ts';

/**
 * SPEC §2 "Book a demo (an external booking page)". The brand module has no booking
 * address, so it is defined here, in the one place the site links to it.
 */
export const LISA_BOOKING_URL = 'https://cal.com/lisa-ai/demo';

export const heroLimitLinks = {
  quote: '/enterprise-quote',
  booking: LISA_BOOKING_URL,
  signIn: `${env.dashboardUrl}/signin`,
} as const;
