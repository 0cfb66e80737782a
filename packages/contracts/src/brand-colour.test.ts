import { describe, expect, it } from 'vitest';
import { brandProperties, contrastRatio } from './brand-colour.ts';

describe('brandProperties', () => {
  it('keeps white text and the colour itself for links on a dark colour', () => {
    expect(brandProperties('#4F46E5')).toEqual({
      '--lisa-accent': '#4f46e5',
      '--lisa-on-accent': '#ffffff',
      '--lisa-accent-ink': '#4f46e5',
      // On the dark panel the indigo reads at under 4.5:1: links take the panel's ink.
      '--lisa-accent-ink-dark': '#f1f5f9',
    });
  });

  it('puts dark text on a light colour and keeps links readable on white', () => {
    const yellow = brandProperties('#fde047');
    expect(yellow).toMatchObject({
      '--lisa-on-accent': '#0f172a',
      '--lisa-accent-ink': '#0f172a',
      '--lisa-accent-ink-dark': '#fde047',
    });
  });

  it('whatever the colour, links reach 4.5:1 on both panels and the text on it about that', () => {
    for (const colour of ['#000000', '#ffffff', '#777777', '#0f766e', '#ef4444', '#22c55e']) {
      const brand = brandProperties(colour);
      if (!brand) throw new Error(colour);
      expect(contrastRatio(brand['--lisa-accent-ink'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(
        contrastRatio(brand['--lisa-accent-ink-dark'] ?? '', '#0f172a'),
      ).toBeGreaterThanOrEqual(4.5);
      // The better of white and ink: never under 4.2:1 (the worst case is a mid-grey,
      // where both are about 4.2-4.5); the business picks the colour, the text follows it.
      expect(contrastRatio(brand['--lisa-on-accent'] ?? '', colour)).toBeGreaterThanOrEqual(4.2);
    }
  });

  it('ignores anything but #rrggbb: the widget keeps its own colour', () => {
    for (const bad of [null, undefined, '', 'red', '#fff', '#12345g', 'url(x)']) {
      expect(brandProperties(bad)).toBeNull();
    }
  });
});
