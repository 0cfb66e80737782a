import { useEffect, useState } from 'react';
import { initialNavScrollState, nextNavScrollState } from './nav-visibility.ts';

/**
 * Follows window scrolling and answers whether the top bar is hidden or blurred. The
 * window is only touched in the effect: the page is also rendered at build time.
 */
export function useNavScroll(scrollTarget?: Window) {
  const [state, setState] = useState(initialNavScrollState);
  useEffect(() => {
    const target = scrollTarget ?? window;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setState((s) => nextNavScrollState(s, target.scrollY)));
    };
    setState((s) => nextNavScrollState(s, target.scrollY));
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      target.removeEventListener('scroll', onScroll);
    };
  }, [scrollTarget]);
  return state;
}
