import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import type { EditorSettings } from '@/lib/editor-settings';

type Props = { settings: EditorSettings; onChange: (patch: Partial<EditorSettings>) => void };

const THEMES: EditorSettings['theme'][] = ['vs-dark', 'vs-light', 'hc-black'];
const SIZES: EditorSettings['fontSize'][] = [12, 14, 16, 18];
const TOGGLES = ['wordWrap', 'minimap', 'autoSave', 'livePreview', 'aiAssistant'] as const;

/** The settings tab (spec §2): every setting, persisted by lib/editor-settings (shared with /settings). */
export function SettingsPanel({ settings, onChange }: Props) {
  const { t } = useTranslation('editor');
  const id = useId();
  return (
    <div className="flex flex-col gap-3 text-sm">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('settings.title')}</h2>
      <label className="flex flex-col gap-1" htmlFor={`${id}-theme`}>
        {t('settings.theme')}
        <select id={`${id}-theme`} className="h-8 rounded-md border border-input bg-background px-2" value={settings.theme} onChange={(e) => onChange({ theme: e.target.value as EditorSettings['theme'] })}>
          {THEMES.map((th) => (
            <option key={th} value={th}>
              {t(`settings.themes.${th}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1" htmlFor={`${id}-font`}>
        {t('settings.fontSize')}
        <select id={`${id}-font`} className="h-8 rounded-md border border-input bg-background px-2" value={settings.fontSize} onChange={(e) => onChange({ fontSize: Number(e.target.value) as EditorSettings['fontSize'] })}>
          {SIZES.map((s) => (
            <option key={s} value={s}>
              {s}px
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1" htmlFor={`${id}-tab`}>
        {t('settings.tabSize')}
        <select id={`${id}-tab`} className="h-8 rounded-md border border-input bg-background px-2" value={settings.tabSize} onChange={(e) => onChange({ tabSize: Number(e.target.value) as EditorSettings['tabSize'] })}>
          {[2, 4].map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      {TOGGLES.map((k) => (
        <div key={k} className="flex items-center justify-between gap-2">
          <label htmlFor={`${id}-${k}`}>{t(`settings.${k}`)}</label>
          <Switch id={`${id}-${k}`} checked={settings[k]} onCheckedChange={(v: boolean) => onChange({ [k]: v })} />
        </div>
      ))}
    </div>
  );
}
