// How leads read on screen: status and source names, and a badge tone per status.
import type { LeadSource, LeadStatus } from '@lisa/contracts/sales';
import type { BadgeTone } from '@lisa/ui/badge';

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  converted: 'Converted',
  unqualified: 'Unqualified',
};

export const STATUS_TONES: Record<LeadStatus, BadgeTone> = {
  new: 'brand',
  contacted: 'neutral',
  qualified: 'warning',
  converted: 'success',
  unqualified: 'danger',
};

export const SOURCE_LABELS: Record<LeadSource, string> = {
  manual: 'Added by hand',
  chat: 'Chat',
  form_quote: 'Quote form',
  form_contact: 'Contact form',
  form_demo: 'Demo form',
  form_rsvp: 'RSVP form',
};
