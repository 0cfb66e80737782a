// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render } from '../../test/render.tsx';
import { Avatar } from './avatar.tsx';
import { colourOf, initialsOf } from './avatar-look.ts';

let view: Rendered | undefined;
afterEach(() => view?.unmount());

describe('Avatar', () => {
  it('takes the initials of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  grace  brewster murray hopper ')).toBe('GH');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('?');
  });

  it('gives a name the same colour every time', () => {
    expect(colourOf('Ada Lovelace')).toBe(colourOf('Ada Lovelace'));
  });

  it('shows the initials without a picture, named by the name and status', () => {
    view = render(<Avatar name="Ada Lovelace" status="online" />);
    const avatar = view.container.querySelector('[role="img"]');
    expect(avatar?.getAttribute('aria-label')).toBe('Ada Lovelace (Online)');
    expect(avatar?.textContent).toBe('AL');
    expect(avatar?.querySelector('[data-status="online"]')).not.toBeNull();
  });
});
