import { useEffect, useRef, useState } from 'react';

/** How far below (or above) the viewport an element counts as near: one more screen, so a scroll seldom waits. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * False in the server render and until the element comes within a screen of the viewport, then true for good. A part
 * of an island far down the page uses it to load its module only when the member scrolls toward it (every browser the
 * portal supports has IntersectionObserver).
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}
