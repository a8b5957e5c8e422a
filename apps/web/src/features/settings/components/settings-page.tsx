import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { LANGUAGES, type Language } from '@/lib/i18n';
import { useTheme, THEMES, type Theme } from '@/lib/theme';
import { DEFAULT_EDITOR_SETTINGS, useEditorSettings, type EditorSettings } from '@/lib/editor-settings';
import { PageMeta } from '@/components/page-meta';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/** A choice among fixed options, each shown by its label; the choice comes back as the option itself. */
type ChoiceProps<T> = { options: readonly T[]; value: T; onChange: (v: T) => void; optionLabel: (v: T) => string };

function RadioRow<T extends string>({ legend, name, options, value, onChange, optionLabel }: ChoiceProps<T> & { legend: string; name: string }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} />
            {optionLabel(o)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SwitchRow({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <Label htmlFor={id}>{label}</Label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

const EDITOR_THEMES = ['vs-dark', 'vs-light', 'hc-black'] as const satisfies readonly EditorSettings['theme'][];
const FONT_SIZES = [12, 14, 16, 18] as const satisfies readonly EditorSettings['fontSize'][];
const TAB_SIZES = [2, 4] as const satisfies readonly EditorSettings['tabSize'][];

/** A labelled drop-down of fixed options. */
function SelectRow<T extends string | number>({ id, label, options, value, onChange, optionLabel }: ChoiceProps<T> & { id: string; label: string }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => {
          const chosen = options.find((o) => String(o) === e.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((v) => (
          <option key={v} value={v}>
            {optionLabel(v)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export function SettingsPage() {
  const { t } = useTranslation(['settings', 'common']);
  const { language, setLanguage } = useLanguage();
  const { theme, setTheme } = useTheme();
  const [editor, setEditor] = useEditorSettings();
  const saved = () => toast.success(t('saved'), { id: 'settings-saved' });
  /** Applies a choice, then says it is saved. */
  const saving =
    <V,>(apply: (value: V) => void) =>
    (value: V) => {
      apply(value);
      saved();
    };
  const update = saving((patch: Partial<EditorSettings>) => setEditor(patch));

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeader title={t('title')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('appearance.title')}</CardTitle>
          <CardDescription>{t('appearance.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <RadioRow<Language>
            legend={t('appearance.language')}
            name="language"
            options={LANGUAGES}
            value={language}
            onChange={saving(setLanguage)}
            optionLabel={(v) => t(`common:language.${v}`)}
          />
          <RadioRow<Theme>
            legend={t('appearance.theme')}
            name="theme"
            options={THEMES}
            value={theme}
            onChange={saving(setTheme)}
            optionLabel={(v) => t(`common:theme.${v}`)}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('editor.title')}</CardTitle>
          <CardDescription>{t('editor.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectRow
              id="editor-theme"
              label={t('editor.theme')}
              options={EDITOR_THEMES}
              value={editor.theme}
              onChange={(theme) => update({ theme })}
              optionLabel={(v) => t(`editor.themes.${v}`)}
            />
            <SelectRow
              id="editor-font"
              label={t('editor.fontSize')}
              options={FONT_SIZES}
              value={editor.fontSize}
              onChange={(fontSize) => update({ fontSize })}
              optionLabel={(v) => `${v} px`}
            />
            <SelectRow
              id="editor-tab"
              label={t('editor.tabSize')}
              options={TAB_SIZES}
              value={editor.tabSize}
              onChange={(tabSize) => update({ tabSize })}
              optionLabel={(v) => t('editor.spaces', { count: v })}
            />
          </div>
          <div className="divide-y">
            <SwitchRow label={t('editor.wordWrap')} checked={editor.wordWrap} onChange={(v) => update({ wordWrap: v })} />
            <SwitchRow label={t('editor.minimap')} checked={editor.minimap} onChange={(v) => update({ minimap: v })} />
            <SwitchRow label={t('editor.autoSave')} checked={editor.autoSave} onChange={(v) => update({ autoSave: v })} />
            <SwitchRow label={t('editor.livePreview')} checked={editor.livePreview} onChange={(v) => update({ livePreview: v })} />
            <SwitchRow label={t('editor.aiAssistant')} checked={editor.aiAssistant} onChange={(v) => update({ aiAssistant: v })} />
          </div>
          <Button variant="outline" onClick={() => update(DEFAULT_EDITOR_SETTINGS)}>
            {t('editor.reset')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
