import { useCallback, useEffect, useState } from 'react';

/** What the page shows, kept in the address's hash so a reload (or a link) opens the same view. */
export interface StudioState {
  /** 'step:5' or 'form:recall' */
  part: string;
  /** The persona's file name, '' for none. */
  persona: string;
  /** The question being edited, by its path. */
  question: string;
}

function read(): StudioState {
  const params = new URLSearchParams(window.location.hash.slice(1));
  return {
    part: params.get('part') ?? 'step:1',
    persona: params.get('persona') ?? '',
    question: params.get('question') ?? '',
  };
}

export function useStudioState(): [StudioState, (change: Partial<StudioState>) => void] {
  const [state, setState] = useState(read);
  useEffect(() => {
    const follow = () => setState(read());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const change = useCallback((next: Partial<StudioState>) => {
    const merged = { ...read(), ...next };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) params.set(key, value);
    window.history.replaceState(null, '', `#${params.toString()}`);
    setState(merged);
  }, []);
  return [state, change];
}
