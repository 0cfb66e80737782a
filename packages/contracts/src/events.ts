// Wire defaults that need no schema library, so the brand module (on every page of the
// site) can share them without pulling zod into the landing page's first load.

/** eventName an RSVP carries when the caller gives none (SPEC §3 "Event RSVP helper"). */
export const DEFAULT_RSVP_EVENT_NAME = 'Lisa Live 2025';
