import { useEffect, useState } from 'react';

/** True once the window has scrolled past `threshold` pixels. */
export function useScrolledPast(threshold: number, target: Window = window): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(target.scrollY > threshold);
    update();
    target.addEventListener('scroll', update, { passive: true });
    return () => target.removeEventListener('scroll', update);
  }, [target, threshold]);
  return past;
}
