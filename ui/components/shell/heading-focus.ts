import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new screen may take to show its heading (its chunk and bindings load first). */
const WAIT_MS = 10_000;

function focusHeading(root: HTMLElement): boolean {
  const heading = root.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * After every navigation but the first load, moves focus to the new screen's heading, so a screen
 * reader announces where the user now is and Tab continues from the top of that screen. The
 * screen may still be loading, so the heading is awaited.
 */
export function useHeadingFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    const root = main.current;
    if (!root || key === firstKey.current) return;
    if (focusHeading(root)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(root)) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [main, key]);
}
