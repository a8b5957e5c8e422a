import { useTranslation } from 'react-i18next';
import { Maximize2, Minimize2, Save, Search, Sparkles, Wand2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PICKER_LANGUAGES, type FileLanguage, type PickerLanguage } from '../../workspace/file-model';

type Props = {
  projectName: string;
  saving: boolean;
  onSave: () => void;
  onFormat: () => void;
  onSearch: () => void;
  /** Null when the assistant is off in the settings. */
  assistant: { shown: boolean; isMobile: boolean; onToggle: () => void } | null;
  /** The active file's language (the picker is disabled without an active file). */
  language: FileLanguage | PickerLanguage;
  hasActiveFile: boolean;
  onLanguage: (language: PickerLanguage) => void;
  fullscreen: boolean;
  onFullscreen: () => void;
};

const isPickerLanguage = (l: string): l is PickerLanguage => (PICKER_LANGUAGES as readonly string[]).includes(l);

/** The toolbar of /editor (spec §2): project name, save, format, search, assistant, language, full screen. */
export function EditorToolbar({ projectName, saving, onSave, onFormat, onSearch, assistant, language, hasActiveFile, onLanguage, fullscreen, onFullscreen }: Props) {
  const { t } = useTranslation('editor');
  return (
    <div className="flex flex-wrap items-center gap-1.5 rounded-md border border-border bg-card px-2 py-1" role="toolbar" aria-label={t('toolbar.label')}>
      <span className="mr-2 max-w-56 truncate text-sm font-semibold" title={projectName}>
        {projectName}
      </span>
      <Button size="sm" onClick={onSave} disabled={saving} aria-keyshortcuts="Control+S">
        <Save aria-hidden="true" />
        {saving ? t('toolbar.saving') : t('toolbar.save')}
      </Button>
      <Button size="sm" variant="outline" onClick={onFormat} aria-keyshortcuts="Control+Shift+F">
        <Wand2 aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('toolbar.format')}</span>
      </Button>
      <Button size="sm" variant="outline" onClick={onSearch} aria-keyshortcuts="Control+F">
        <Search aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('toolbar.search')}</span>
      </Button>
      {assistant && (
        <Button size="sm" variant={assistant.shown ? 'secondary' : 'outline'} aria-pressed={assistant.isMobile ? undefined : assistant.shown} onClick={assistant.onToggle}>
          <Sparkles aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('toolbar.assistant')}</span>
        </Button>
      )}
      <label className="ml-auto flex items-center gap-1 text-xs text-muted-foreground">
        {t('toolbar.language')}
        <select
          className="h-8 rounded-md border border-input bg-background px-1 text-xs text-foreground"
          value={isPickerLanguage(language) ? language : ''}
          disabled={!hasActiveFile}
          onChange={(e) => onLanguage(e.target.value as PickerLanguage)}
        >
          {!isPickerLanguage(language) && <option value="">{language}</option>}
          {PICKER_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <Button size="icon" variant="ghost" className="size-8" aria-pressed={fullscreen} aria-label={fullscreen ? t('toolbar.exitFullscreen') : t('toolbar.fullscreen')} onClick={onFullscreen}>
        {fullscreen ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
      </Button>
    </div>
  );
}
