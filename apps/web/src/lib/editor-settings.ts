import { useCallback, useSyncExternalStore } from 'react';

/** Editor defaults of spec §4, chosen in Settings and read by the editor feature. */
export type EditorSettings = {
  theme: 'vs-dark' | 'vs-light' | 'hc-black';
  fontSize: 12 | 14 | 16 | 18;
  tabSize: 2 | 4;
  wordWrap: boolean;
  minimap: boolean;
  autoSave: boolean;
  livePreview: boolean;
  aiAssistant: boolean;
};

export const EDITOR_SETTINGS_KEY = 'ov_editor_settings';
export const DEFAULT_EDITOR_SETTINGS: EditorSettings = {
  theme: 'vs-dark',
  fontSize: 14,
  tabSize: 2,
  wordWrap: false,
  minimap: true,
  autoSave: true,
  livePreview: true,
  aiAssistant: true,
};

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: EditorSettings } | null = null;

export function readEditorSettings(): EditorSettings {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(EDITOR_SETTINGS_KEY);
  } catch {
    raw = null;
  }
  if (cache && cache.raw === raw) return cache.value;
  let value = DEFAULT_EDITOR_SETTINGS;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<EditorSettings>;
      value = { ...DEFAULT_EDITOR_SETTINGS };
      if (['vs-dark', 'vs-light', 'hc-black'].includes(parsed.theme as string)) value.theme = parsed.theme!;
      if ([12, 14, 16, 18].includes(parsed.fontSize as number)) value.fontSize = parsed.fontSize!;
      if ([2, 4].includes(parsed.tabSize as number)) value.tabSize = parsed.tabSize!;
      for (const k of ['wordWrap', 'minimap', 'autoSave', 'livePreview', 'aiAssistant'] as const) {
        if (typeof parsed[k] === 'boolean') value[k] = parsed[k];
      }
    } catch {
      value = DEFAULT_EDITOR_SETTINGS;
    }
  }
  cache = { raw, value };
  return value;
}

export function writeEditorSettings(patch: Partial<EditorSettings>): void {
  const next = { ...readEditorSettings(), ...patch };
  try {
    localStorage.setItem(EDITOR_SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // storage blocked: keep in memory
    cache = { raw: null, value: next };
  }
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => e.key === EDITOR_SETTINGS_KEY && l();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
};

/** The editor defaults, live across tabs. */
export function useEditorSettings(): [EditorSettings, (patch: Partial<EditorSettings>) => void] {
  const value = useSyncExternalStore(subscribe, readEditorSettings, () => DEFAULT_EDITOR_SETTINGS);
  const set = useCallback((patch: Partial<EditorSettings>) => writeEditorSettings(patch), []);
  return [value, set];
}
