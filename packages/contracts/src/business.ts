import { z } from 'zod';

// SPEC §3 "Business lookup response" and §7 GET {chat-host}/business/{business_id}.

/** Shown until (or unless) the lookup answers: SPEC §3 defaults. */
export const DEFAULT_BUSINESS_NAME = 'Business';
/** The assistant's own first name (SPEC §3); matches the catalogue's brand.assistantName. */
export const DEFAULT_AGENT_NAME = 'Lisa';

export const businessLookupSchema = z.object({
  business_name: z.string().trim().min(1, { error: 'Business name is required' }),
  agent_name: z.string().trim().min(1, { error: 'Agent name is required' }),
  /** The agent's look in the widget and its own greeting (issue 15); absent: the widget's defaults. */
  widget_colour: z.string().optional(),
  avatar_url: z.string().nullable().optional(),
  greeting: z.string().nullable().optional(),
});
export type BusinessLookup = z.infer<typeof businessLookupSchema>;

export const DEFAULT_BUSINESS_LOOKUP: BusinessLookup = {
  business_name: DEFAULT_BUSINESS_NAME,
  agent_name: DEFAULT_AGENT_NAME,
};
