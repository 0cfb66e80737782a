import { z } from 'zod';
import { businessIdSchema, DEFAULT_BUSINESS_ID } from './chat.ts';

// SPEC §3 "Widget options": what a host page passes to the embeddable widget loader.

export const WIDGET_POSITIONS = ['left', 'right'] as const;
export const WIDGET_THEMES = ['light', 'dark'] as const;

export const widgetOptionsSchema = z.object({
  business: businessIdSchema.default(DEFAULT_BUSINESS_ID),
  defaultOpen: z.boolean({ error: 'defaultOpen must be true or false' }).default(false),
  position: z.enum(WIDGET_POSITIONS, { error: 'Position must be left or right' }).default('right'),
  theme: z.enum(WIDGET_THEMES, { error: 'Theme must be light or dark' }).default('light'),
  /** Panel width cap in CSS pixels. */
  maxWidth: z
    .number({ error: 'maxWidth must be a number of pixels' })
    .positive({ error: 'maxWidth must be a positive number of pixels' })
    .optional(),
  /** Header text; the business name is shown when absent. */
  title: z
    .string({ error: 'Title must be text' })
    .trim()
    .min(1, { error: 'Title cannot be empty' })
    .max(120, { error: 'Title must be at most 120 characters' })
    .optional(),
});
/** Options after defaults are applied. */
export type WidgetOptions = z.infer<typeof widgetOptionsSchema>;
/** Options as a host page writes them (all optional). */
export type WidgetOptionsInput = z.input<typeof widgetOptionsSchema>;

export const DEFAULT_WIDGET_OPTIONS: WidgetOptions = widgetOptionsSchema.parse({});
