import { useCallback, useEffect, useState } from 'react';
import { MAX_SUGGESTIONS, readSuggestions, writeSuggestions, type Suggestion } from '../utils/suggestions';

/**
 * The assistant's suggestions of one project, kept in the browser so that a pending suggestion (a fix, an
 * instruction's diff) survives a reload (decision 116). `projectKey` is the server id, or "local" before the
 * first save; suggestions made before the first save follow the project to its id.
 */
export function useSuggestions(projectKey: string) {
  const [state, setState] = useState(() => ({ key: projectKey, list: readSuggestions(projectKey) }));
  let current = state;
  if (state.key !== projectKey) {
    const stored = readSuggestions(projectKey);
    current = { key: projectKey, list: stored.length > 0 || state.key !== 'local' ? stored : state.list };
    setState(current);
  }
  useEffect(() => {
    writeSuggestions(current.key, current.list);
  }, [current.key, current.list]);

  const push = useCallback((s: Omit<Suggestion, 'id'>) => {
    const id = globalThis.crypto?.randomUUID?.() ?? String(Date.now());
    setState((st) => ({ ...st, list: [{ ...s, id }, ...st.list].slice(0, MAX_SUGGESTIONS) }));
  }, []);
  const update = useCallback((id: string, fn: (s: Suggestion) => Suggestion) => {
    setState((st) => ({ ...st, list: st.list.map((s) => (s.id === id ? fn(s) : s)) }));
  }, []);
  const remove = useCallback((id: string) => {
    setState((st) => ({ ...st, list: st.list.filter((s) => s.id !== id) }));
  }, []);
  return { suggestions: current.list, push, update, remove };
}
