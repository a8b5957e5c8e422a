import { z } from 'zod';
import { useCallback, useSyncExternalStore } from 'react';
import { defineStored } from './storage';

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

/** Each field is checked on its own: a bad or missing field reads as its default, the others are kept. */
const settingsSchema = z.object({
  theme: z.enum(['vs-dark', 'vs-light', 'hc-black']).catch(DEFAULT_EDITOR_SETTINGS.theme),
  fontSize: z.union([z.literal(12), z.literal(14), z.literal(16), z.literal(18)]).catch(DEFAULT_EDITOR_SETTINGS.fontSize),
  tabSize: z.union([z.literal(2), z.literal(4)]).catch(DEFAULT_EDITOR_SETTINGS.tabSize),
  wordWrap: z.boolean().catch(DEFAULT_EDITOR_SETTINGS.wordWrap),
  minimap: z.boolean().catch(DEFAULT_EDITOR_SETTINGS.minimap),
  autoSave: z.boolean().catch(DEFAULT_EDITOR_SETTINGS.autoSave),
  livePreview: z.boolean().catch(DEFAULT_EDITOR_SETTINGS.livePreview),
  aiAssistant: z.boolean().catch(DEFAULT_EDITOR_SETTINGS.aiAssistant),
}) satisfies z.ZodType<EditorSettings>;
const stored = defineStored(EDITOR_SETTINGS_KEY, settingsSchema, null);

const listeners = new Set<() => void>();
/** The last value handed out: the same object while nothing changed (useSyncExternalStore needs a stable snapshot). */
let snapshot: EditorSettings = DEFAULT_EDITOR_SETTINGS;
/** What was chosen while storage refused to keep it: lasts for the visit. */
let unsaved: EditorSettings | null = null;

const same = (a: EditorSettings, b: EditorSettings) => (Object.keys(a) as (keyof EditorSettings)[]).every((k) => a[k] === b[k]);

export function readEditorSettings(): EditorSettings {
  const value = stored.read() ?? unsaved ?? DEFAULT_EDITOR_SETTINGS;
  if (!same(value, snapshot)) snapshot = value;
  return snapshot;
}

export function writeEditorSettings(patch: Partial<EditorSettings>): void {
  const next = { ...readEditorSettings(), ...patch };
  unsaved = stored.write(next) ? null : next;
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
