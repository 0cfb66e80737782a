// A picture of the widget as a visitor will see it, drawn from the appearance form's values
// as they are typed (not saved yet): the header in the chosen colour with the agent's name,
// the greeting, the launcher on the chosen side, in the chosen theme. The panel's own
// theme is the data-theme of the design tokens, scoped to the preview.
import { MessageSquare } from 'lucide-react';
import type { WidgetPlacement } from '../lib/snippet.ts';

export interface PreviewLook extends WidgetPlacement {
  name: string;
  colour: string;
  greeting: string;
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const FALLBACK_COLOUR = '#4f46e5';

/** White or near-black text, whichever reads better on the colour (WCAG relative luminance). */
export function inkOn(colour: string): '#ffffff' | '#0f172a' {
  const hex = COLOUR.test(colour) ? colour : FALLBACK_COLOUR;
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white (1.05 / (L + 0.05)) against with near-black ((L + 0.05) / 0.0624).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0624 ? '#ffffff' : '#0f172a';
}

export function defaultGreeting(name: string): string {
  return `Hi! I'm ${name || 'your assistant'}. How can I help?`;
}

export function WidgetPreview({ look }: { look: PreviewLook }) {
  const colour = COLOUR.test(look.colour) ? look.colour : FALLBACK_COLOUR;
  const ink = inkOn(colour);
  const name = look.name.trim() || 'Assistant';
  const greeting = look.greeting.trim() || defaultGreeting(look.name.trim());
  const side = look.position === 'left' ? 'items-start' : 'items-end';
  return (
    <figure
      aria-label="Widget preview"
      data-theme={look.theme}
      data-position={look.position}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-surface-muted p-4 text-ink"
    >
      <div className={`flex min-w-0 flex-col gap-3 ${side}`}>
        <div className="w-full max-w-xs overflow-hidden rounded-card border border-line bg-surface-raised shadow-card">
          <div
            data-testid="preview-header"
            className="px-4 py-3 font-semibold text-sm"
            style={{ backgroundColor: colour, color: ink }}
          >
            <span className="break-words">{name}</span>
          </div>
          <div className="flex flex-col gap-2 p-4">
            <p className="max-w-[85%] break-words rounded-lg bg-surface-muted px-3 py-2 text-sm">
              {greeting}
            </p>
            <p
              className="ml-auto max-w-[85%] rounded-lg px-3 py-2 text-sm"
              style={{ backgroundColor: colour, color: ink }}
            >
              Do you deliver on Sundays?
            </p>
          </div>
        </div>
        <span
          aria-hidden="true"
          className="flex h-12 w-12 items-center justify-center rounded-full shadow-card"
          style={{ backgroundColor: colour, color: ink }}
        >
          <MessageSquare className="h-6 w-6" />
        </span>
      </div>
      <figcaption className="text-ink-muted text-xs">
        Preview: {look.position === 'left' ? 'bottom left' : 'bottom right'},{' '}
        {look.theme === 'dark' ? 'dark' : 'light'} theme.
      </figcaption>
    </figure>
  );
}
