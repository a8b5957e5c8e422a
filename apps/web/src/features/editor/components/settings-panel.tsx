import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import type { EditorSettings } from '@/lib/editor-settings';

type Props = { settings: EditorSettings; onChange: (patch: Partial<EditorSettings>) => void };

const THEMES: EditorSettings['theme'][] = ['vs-dark', 'vs-light', 'hc-black'];
const SIZES: EditorSettings['fontSize'][] = [12, 14, 16, 18];
const TAB_SIZES: EditorSettings['tabSize'][] = [2, 4];
const TOGGLES = ['wordWrap', 'minimap', 'autoSave', 'livePreview', 'aiAssistant'] as const;

type SelectProps<V extends string | number> = { id: string; label: string; value: V; options: [V, string][]; onChange: (value: V) => void };

/** A labelled list of choices; the value keeps its type (a number stays a number). */
function SettingSelect<V extends string | number>({ id, label, value, options, onChange }: SelectProps<V>) {
  return (
    <label className="flex flex-col gap-1" htmlFor={id}>
      {label}
      <select id={id} className="h-8 rounded-md border border-input bg-background px-2" value={value} onChange={(e) => onChange(options[e.target.selectedIndex]![0])}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The settings tab (spec §2): every setting, persisted by lib/editor-settings (shared with /settings). */
export function SettingsPanel({ settings, onChange }: Props) {
  const { t } = useTranslation('editor');
  const id = useId();
  return (
    <div className="flex flex-col gap-3 text-sm">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('settings.title')}</h2>
      <SettingSelect id={`${id}-theme`} label={t('settings.theme')} value={settings.theme} options={THEMES.map((th) => [th, t(`settings.themes.${th}`)])} onChange={(theme) => onChange({ theme })} />
      <SettingSelect id={`${id}-font`} label={t('settings.fontSize')} value={settings.fontSize} options={SIZES.map((s) => [s, `${s}px`])} onChange={(fontSize) => onChange({ fontSize })} />
      <SettingSelect id={`${id}-tab`} label={t('settings.tabSize')} value={settings.tabSize} options={TAB_SIZES.map((s) => [s, String(s)])} onChange={(tabSize) => onChange({ tabSize })} />
      {TOGGLES.map((k) => (
        <div key={k} className="flex items-center justify-between gap-2">
          <label htmlFor={`${id}-${k}`}>{t(`settings.${k}`)}</label>
          <Switch id={`${id}-${k}`} checked={settings[k]} onCheckedChange={(v: boolean) => onChange({ [k]: v })} />
        </div>
      ))}
    </div>
  );
}
