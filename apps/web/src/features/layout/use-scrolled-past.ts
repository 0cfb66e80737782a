import { useEffect, useState } from 'react';

/** True once the window has scrolled past `threshold` pixels (false when rendered at build time). */
export function useScrolledPast(threshold: number, scrollTarget?: Window): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = scrollTarget ?? window;
    const update = () => setPast(target.scrollY > threshold);
    update();
    target.addEventListener('scroll', update, { passive: true });
    return () => target.removeEventListener('scroll', update);
  }, [scrollTarget, threshold]);
  return past;
}
