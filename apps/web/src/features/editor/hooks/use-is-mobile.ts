import { useSyncExternalStore } from 'react';

// Spec §9: the mobile breakpoint is 768 px.
export const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const mql = typeof window !== 'undefined' ? window.matchMedia?.(MOBILE_QUERY) : undefined;
  mql?.addEventListener('change', onChange);
  return () => mql?.removeEventListener('change', onChange);
}
const read = () => typeof window !== 'undefined' && !!window.matchMedia?.(MOBILE_QUERY).matches;

/** True under the mobile breakpoint; follows window resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
