// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { pressKey, type Rendered, render } from '../test/render.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

let view: Rendered | undefined;
afterEach(() => view?.unmount());

describe('Tabs', () => {
  it('moves to the next tab with the arrow key and shows its panel', async () => {
    view = render(
      <Tabs defaultValue="one">
        <TabsList aria-label="Sections">
          <TabsTrigger value="one">One</TabsTrigger>
          <TabsTrigger value="two">Two</TabsTrigger>
        </TabsList>
        <TabsContent value="one">First panel</TabsContent>
        <TabsContent value="two">Second panel</TabsContent>
      </Tabs>,
    );
    const tabs = view.container.querySelectorAll<HTMLElement>('[role="tab"]');
    const panel = () => view?.container.querySelector('[role="tabpanel"]:not([hidden])');
    expect(panel()?.textContent).toBe('First panel');
    act(() => tabs[0]?.focus());
    pressKey(tabs[0] as HTMLElement, 'ArrowRight');
    // Radix moves roving focus on the next task.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(panel()?.textContent).toBe('Second panel');
  });
});
