// The business's widget colour (agent settings, `#rrggbb`) as the widget paints it: the
// colour itself where it fills (launcher, header, the visitor's bubbles, Send), the text on
// it white or dark, whichever reads better (WCAG contrast), and for links and hovers on the
// panel the colour only when it reads there (4.5:1), else the panel's ink (light and dark).

const HEX = /^#[0-9a-f]{6}$/i;
const WHITE = '#ffffff';
const INK = '#0f172a';
/** The dark panel's background and ink (widget-styles.ts). */
const DARK_BG = '#0f172a';
const DARK_INK = '#f1f5f9';

export interface BrandColours {
  accent: string;
  onAccent: string;
  accentInk: string;
  accentInkDark: string;
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function brandColours(colour: string | null | undefined): BrandColours | null {
  if (!colour || !HEX.test(colour)) return null;
  const accent = colour.toLowerCase();
  return {
    accent,
    onAccent: contrastRatio(accent, WHITE) >= contrastRatio(accent, INK) ? WHITE : INK,
    accentInk: contrastRatio(accent, WHITE) >= 4.5 ? accent : INK,
    accentInkDark: contrastRatio(accent, DARK_BG) >= 4.5 ? accent : DARK_INK,
  };
}

/** The custom properties widget-styles.ts reads; null for anything but `#rrggbb` (the widget keeps its own). */
export function brandProperties(colour: string | null | undefined): Record<string, string> | null {
  const brand = brandColours(colour);
  if (!brand) return null;
  return {
    '--lisa-accent': brand.accent,
    '--lisa-on-accent': brand.onAccent,
    '--lisa-accent-ink': brand.accentInk,
    '--lisa-accent-ink-dark': brand.accentInkDark,
  };
}
