import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// React only flushes act() updates synchronously when told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  rerender: (ui: ReactNode) => void;
  unmount: () => void;
}

/** Renders into a fresh container attached to the document (Radix portals need one). */
export function render(ui: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  act(() => root.render(ui));
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Dispatches a keydown the way a browser does (bubbling, cancelable). */
export function pressKey(target: Element, key: string) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

export function click(target: Element | null | undefined) {
  if (!target) throw new Error('nothing to click');
  act(() => (target as HTMLElement).click());
}
