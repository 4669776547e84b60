import { useSyncExternalStore } from 'react';

/** The phone layout: the stylesheets' breakpoint (below 885px). */
export const NARROW_SCREEN = '(max-width: 884.98px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : undefined);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is phone-sized, for the few parts whose phone layout is other markup rather
 * than other styles (the breakdown comparison). False where the browser cannot tell.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
