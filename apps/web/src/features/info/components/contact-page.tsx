import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Clock, Loader2, Mail, Phone } from 'lucide-react';
import { contactSchema, type ContactInput } from '@ov/shared';
import { CONTACT } from '@/config/paths';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { usePageMeta } from '@/lib/page-meta';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { useSendContact } from '../api/send-contact';
import { InfoHero, InfoSection } from './info-layout';

type Field = keyof ContactInput;
const EMPTY: Record<Field, string> = { first_name: '', last_name: '', email: '', phone: '', subject: '', message: '' };
const FIELDS: { name: Field; type?: string; autoComplete?: string; multiline?: boolean; optional?: boolean }[] = [
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', optional: true },
  { name: 'subject' },
  { name: 'message', multiline: true },
];

/** The shared zod schema decides validity; we only choose the words (required or invalid). */
export function validateContact(values: Record<Field, string>) {
  const input = { ...values, phone: values.phone.trim() || undefined };
  const r = contactSchema.safeParse(input);
  const errors: Partial<Record<Field, 'required' | 'invalid'>> = {};
  if (!r.success) {
    for (const issue of r.error.issues) {
      const f = issue.path[0] as Field;
      if (!errors[f]) errors[f] = values[f]?.trim() ? 'invalid' : 'required';
    }
  }
  return { errors, data: r.success ? r.data : null };
}

export function ContactPage() {
  const { t } = useTranslation('info');
  usePageMeta(t('contact.meta.title'), t('contact.meta.description'));
  const send = useSendContact();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, 'required' | 'invalid'>>>({});
  const [sent, setSent] = useState(false);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { errors: errs, data } = validateContact(values);
    setErrors(errs);
    if (!data) return;
    try {
      await send.mutateAsync(data);
      setSent(true);
      setValues(EMPTY);
      toast.success(t('contact.sent.title'), { description: t('contact.sent.body') });
    } catch (err) {
      toast.error(t('common:error'), { description: errorText(t, err) });
    }
  };

  return (
    <InfoSection>
      <InfoHero title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('contact.formTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            {sent ? (
              <Alert className="mb-4" data-testid="contact-sent">
                <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />
                <AlertTitle>{t('contact.sent.title')}</AlertTitle>
                <AlertDescription>{t('contact.sent.body')}</AlertDescription>
              </Alert>
            ) : null}
            <form noValidate onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-2" aria-label={t('contact.formTitle')}>
              {FIELDS.map((f) => {
                const id = `contact-${f.name}`;
                const err = errors[f.name];
                const props = {
                  id,
                  value: values[f.name],
                  autoComplete: f.autoComplete,
                  'aria-invalid': !!err,
                  'aria-describedby': err ? `${id}-error` : undefined,
                  'aria-required': !f.optional,
                };
                return (
                  <div key={f.name} className={f.multiline || f.name === 'subject' ? 'space-y-2 sm:col-span-2' : 'space-y-2'}>
                    <Label htmlFor={id}>
                      {t(`contact.fields.${f.name}`)}
                      {f.optional ? <span className="font-normal text-muted-foreground"> {t('contact.optional')}</span> : null}
                    </Label>
                    {f.multiline ? (
                      <Textarea rows={6} {...props} onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))} />
                    ) : (
                      <Input type={f.type ?? 'text'} {...props} onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))} />
                    )}
                    <FieldError id={`${id}-error`}>{err ? t(`contact.errors.${err}`) : null}</FieldError>
                  </div>
                );
              })}
              <div className="sm:col-span-2">
                <Button type="submit" disabled={send.isPending}>
                  {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                  {t('contact.send')}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <div className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Clock className="size-5 text-primary" aria-hidden="true" />
                {t('contact.hours.title')}
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-1 text-sm">
              <p>{t('contact.hours.weekdays')}</p>
              <p>{t('contact.hours.saturday')}</p>
              <p className="text-muted-foreground">{t('contact.hours.timezone')}</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Mail className="size-5 text-primary" aria-hidden="true" />
                {t('contact.email.title')}
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-1 text-sm">
              <a href={`mailto:${CONTACT.email}`} className="underline-offset-4 hover:underline">
                {CONTACT.email}
              </a>
              <p className="text-muted-foreground">{t('contact.email.reply')}</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Phone className="size-5 text-primary" aria-hidden="true" />
                {t('contact.phone')}
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-1 text-sm">
              {CONTACT.phones.map((p) => (
                <p key={p}>
                  <a href={`tel:${p.replace(/\s/g, '')}`} className="underline-offset-4 hover:underline">
                    {p}
                  </a>
                </p>
              ))}
            </CardContent>
          </Card>
        </div>
      </div>
    </InfoSection>
  );
}
