import { createLucideIcon, type LucideIcon, Plus } from 'lucide-react';

// lucide ships no brand marks (removed in v1), so the four social glyphs are lucide icons
// built from our own paths: same 24-unit grid, stroke and props as every other icon.
const brandIcon = (name: string, d: string) => createLucideIcon(name, [['path', { d, key: name }]]);

const socialIcons: Record<string, LucideIcon> = {
  X: brandIcon('social-x', 'M4 4l16 16M20 4L4 20'),
  LinkedIn: brandIcon('social-linkedin', 'M6 9v9M6 6v.5M10 18v-5a3 3 0 016 0v5M10 9v9'),
  Facebook: brandIcon(
    'social-facebook',
    'M14 8h2V5h-2a3 3 0 00-3 3v2H9v3h2v7h3v-7h2l.5-3H14V8.5a.5.5 0 01.5-.5z',
  ),
  Instagram: brandIcon(
    'social-instagram',
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5-1.5v.5',
  ),
};

/** The icon of a social network by its catalogue label; a plus for one not drawn yet. */
export function socialIcon(label: string): LucideIcon {
  return socialIcons[label] ?? Plus;
}
