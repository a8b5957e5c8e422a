import { useTranslation } from 'react-i18next';
import { Copy, Download } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** The ten recovery codes, shown once (they are stored hashed): copy, download, then dismiss. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('security');
  const text = codes.join('\n');
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('mfa.copied'));
    } catch {
      // clipboard refused (permissions): the codes stay on screen to be copied by hand
    }
  };
  const handleDownload = () => {
    const url = URL.createObjectURL(new Blob([`OV Sentinel\n${text}\n`], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'ov-sentinel-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Alert data-testid="recovery-codes">
      <AlertTitle>{t('mfa.recoveryTitle')}</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>{t('mfa.recoveryBody')}</p>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:max-w-sm" aria-label={t('mfa.recoveryTitle')}>
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={handleCopy}>
            <Copy aria-hidden="true" />
            {t('mfa.copy')}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={handleDownload}>
            <Download aria-hidden="true" />
            {t('mfa.download')}
          </Button>
          <Button type="button" size="sm" onClick={onDone}>
            {t('mfa.saved')}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
