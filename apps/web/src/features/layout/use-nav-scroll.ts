import { useEffect, useState } from 'react';
import { initialNavScrollState, nextNavScrollState } from './nav-visibility.ts';

/** Follows window scrolling and answers whether the top bar is hidden or blurred. */
export function useNavScroll(target: Window = window) {
  const [state, setState] = useState(initialNavScrollState);
  useEffect(() => {
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
  }, [target]);
  return state;
}
