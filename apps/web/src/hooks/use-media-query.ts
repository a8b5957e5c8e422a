import { useCallback, useSyncExternalStore } from 'react';

/** Spec §9: one mobile breakpoint for the whole web, 768 px (Tailwind's `md`). */
export const MOBILE_BREAKPOINT = 768;
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const mql = (query: string) => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : undefined);

/** Whether the media query matches now; follows changes. False on the server (prerender) and without matchMedia. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const m = mql(query);
      m?.addEventListener('change', onChange);
      return () => m?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => !!mql(query)?.matches, () => false);
}

/** True under the mobile breakpoint. */
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);
