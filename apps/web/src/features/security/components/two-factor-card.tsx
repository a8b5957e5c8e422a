import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { MfaEnrollResponse } from '@ov/shared';
import { QueryFallback } from '@/components/query-fallback';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { enrollMfa, useConfirmMfa, useDisableMfa, useMfaStatus, useRegenerateRecoveryCodes } from '../api/mfa';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';

const groupKey = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();
/** The server draws the QR code as SVG; shown as an image so nothing in it can run. */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function TwoFactorCard() {
  const { t, i18n } = useTranslation(['security', 'errors']);
  const status = useMfaStatus();
  const confirm = useConfirmMfa();
  const disable = useDisableMfa();
  const regenerate = useRegenerateRecoveryCodes();
  const [enrolment, setEnrolment] = useState<MfaEnrollResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [mode, setMode] = useState<'idle' | 'regenerate' | 'disable'>('idle');
  const [error, setError] = useState<string | null>(null);

  const handleStart = async () => {
    setError(null);
    try {
      setEnrolment(await enrollMfa());
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  const s = status.data;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('mfa.title')}</CardTitle>
          {s ? (
            <Badge variant={s.enabled ? 'default' : 'outline'} data-testid="mfa-status">
              {s.enabled ? <ShieldCheck className="size-3.5" aria-hidden="true" /> : <ShieldOff className="size-3.5" aria-hidden="true" />}
              {s.enabled ? t('mfa.statusOn') : t('mfa.statusOff')}
            </Badge>
          ) : null}
        </div>
        <CardDescription>{t('mfa.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        {!s ? (
          <QueryFallback query={status} className="py-4" />
        ) : s.enabled ? (
          <div className="space-y-4">
            <p className="text-sm text-muted-foreground">
              {s.confirmed_at ? t('mfa.since', { date: new Date(s.confirmed_at).toLocaleDateString(i18n.language) }) : null}
              {' · '}
              {t('mfa.codesLeft', { count: s.recovery_codes_left })}
            </p>
            {mode === 'idle' ? (
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" onClick={() => setMode('regenerate')}>
                  {t('mfa.regenerate')}
                </Button>
                <Button type="button" variant="outline" onClick={() => setMode('disable')}>
                  {t('mfa.disable')}
                </Button>
              </div>
            ) : (
              <div className="space-y-2 rounded-md border p-4">
                <p className="text-sm">{mode === 'regenerate' ? t('mfa.regenerateHelp') : t('mfa.disableHelp')}</p>
                {mode === 'disable' && s.required ? <p className="text-sm text-muted-foreground">{t('mfa.disableRequired')}</p> : null}
                <CodeForm
                  id={`mfa-${mode}-code`}
                  submitLabel={mode === 'regenerate' ? t('mfa.regenerate') : t('mfa.disable')}
                  onSubmit={async (code) => {
                    if (mode === 'regenerate') {
                      const r = await regenerate.mutateAsync(code);
                      setCodes(r.recovery_codes);
                      toast.success(t('mfa.regenerated'));
                    } else {
                      await disable.mutateAsync(code);
                      toast.success(t('mfa.disabled'));
                    }
                    setMode('idle');
                  }}
                >
                  <Button type="button" variant="ghost" onClick={() => setMode('idle')}>
                    {t('mfa.cancel')}
                  </Button>
                </CodeForm>
              </div>
            )}
            <p className="text-xs text-muted-foreground">{t('mfa.lost')}</p>
          </div>
        ) : enrolment ? (
          <div className="space-y-4">
            <p className="text-sm">{t('mfa.scan')}</p>
            <img
              src={svgDataUrl(enrolment.qr_svg)}
              alt={t('mfa.qrAlt')}
              width={192}
              height={192}
              className="rounded-md border bg-white p-2"
              data-testid="mfa-qr"
            />
            <div className="space-y-1 text-sm">
              <p>{t('mfa.manual')}</p>
              <p>
                <span className="sr-only">{t('mfa.manualKey')} </span>
                <code className="break-all rounded bg-muted px-2 py-1 font-mono" data-testid="mfa-secret">
                  {groupKey(enrolment.secret)}
                </code>
              </p>
            </div>
            <p className="text-sm">{t('mfa.enter')}</p>
            <CodeForm
              id="mfa-confirm-code"
              submitLabel={t('mfa.confirm')}
              onSubmit={async (code) => {
                const r = await confirm.mutateAsync(code);
                setEnrolment(null);
                setCodes(r.recovery_codes);
                toast.success(t('mfa.enabled'));
              }}
            >
              <Button type="button" variant="ghost" onClick={() => setEnrolment(null)}>
                {t('mfa.cancel')}
              </Button>
            </CodeForm>
          </div>
        ) : (
          <Button type="button" onClick={handleStart}>
            <ShieldCheck aria-hidden="true" />
            {t('mfa.enable')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
