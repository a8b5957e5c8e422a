import { useRef, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download, Eye, EyeOff, Maximize2, Save, Store, Upload } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';

type Props = {
  showPreview: boolean;
  onSave: () => void;
  onFullscreen: () => void;
  onImport: (file: File) => void;
  onExport: () => void;
  onTogglePreview: () => void;
};

/** Spec §2: Sauvegarder, Aperçu, Importer, Exporter, Store, and the preview toggle. */
export function BuilderToolbar({ showPreview, onSave, onFullscreen, onImport, onExport, onTogglePreview }: Props) {
  const { t } = useTranslation('builder');
  const fileInput = useRef<HTMLInputElement>(null);
  const handleFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) onImport(file);
  };
  return (
    <div role="toolbar" aria-label={t('toolbar.label')} className="flex flex-wrap items-center gap-1.5 border-b px-3 py-2">
      <h1 className="mr-2 text-base font-semibold">{t('title')}</h1>
      <Button size="sm" onClick={onSave}>
        <Save aria-hidden="true" />
        {t('toolbar.save')}
      </Button>
      <Button size="sm" variant="outline" onClick={onFullscreen}>
        <Maximize2 aria-hidden="true" />
        {t('toolbar.preview')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden="true" />
        {t('toolbar.import')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('toolbar.importFile')}
        data-testid="builder-import-input"
        onChange={handleFile}
      />
      <Button size="sm" variant="outline" onClick={onExport}>
        <Download aria-hidden="true" />
        {t('toolbar.export')}
      </Button>
      <Button size="sm" variant="outline" asChild>
        <Link to={paths.store}>
          <Store aria-hidden="true" />
          {t('toolbar.store')}
        </Link>
      </Button>
      <Button size="sm" variant="ghost" className="ml-auto" aria-pressed={showPreview} onClick={onTogglePreview}>
        {showPreview ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {showPreview ? t('toolbar.hidePreview') : t('toolbar.showPreview')}
      </Button>
    </div>
  );
}
