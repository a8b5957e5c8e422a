import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Clock, Mail, Phone, type LucideIcon } from 'lucide-react';
import { contactSchema, type ContactInput } from '@ov/shared';
import { CONTACT } from '@/config/paths';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { errorKey, zodFormResolver, type FieldMessages } from '@/lib/form';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { PageMeta } from '@/components/page-meta';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
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
/** Every field says "required" when empty, "too long" past the server's bound, else "invalid" (the shared schema decides). */
const MESSAGE = {
  required: 'contact.errors.required',
  tooLong: 'contact.errors.tooLong',
  invalid: 'contact.errors.invalid',
} as const satisfies FieldMessages;

/** One of the ways to reach us beside the form: an icon, a title, the details. */
function ContactCard({ Icon, title, children }: { Icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 text-sm">{children}</CardContent>
    </Card>
  );
}

export function ContactPage() {
  const { t } = useTranslation(['info', 'common']);
  const send = useSendContact();
  const { register, handleSubmit, formState, reset } = useForm({ resolver: zodFormResolver(contactSchema), defaultValues: EMPTY });
  const [sent, setSent] = useState(false);

  const submit = async ({ phone, ...input }: ContactInput) => {
    try {
      // an empty phone is left out, as the form says it is optional
      await send.mutateAsync(phone ? { ...input, phone } : input);
      setSent(true);
      reset();
      toast.success(t('contact.sent.title'), { description: t('contact.sent.body') });
    } catch (err) {
      toast.error(t('common:error'), { description: errorText(t, err) });
    }
  };

  return (
    <InfoSection>
      <PageMeta title={t('contact.meta.title')} description={t('contact.meta.description')} />
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
            <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2" aria-label={t('contact.formTitle')}>
              {FIELDS.map((f) => {
                const key = errorKey(formState.errors[f.name], MESSAGE);
                const label = (
                  <>
                    {t(`contact.fields.${f.name}`)}
                    {f.optional ? <span className="font-normal text-muted-foreground"> {t('contact.optional')}</span> : null}
                  </>
                );
                return (
                  <FormField
                    key={f.name}
                    id={`contact-${f.name}`}
                    label={label}
                    error={key && t(key)}
                    className={f.multiline || f.name === 'subject' ? 'sm:col-span-2' : undefined}
                  >
                    {(c) =>
                      f.multiline ? (
                        <Textarea rows={6} aria-required={!f.optional} {...c} {...register(f.name)} />
                      ) : (
                        <Input type={f.type ?? 'text'} autoComplete={f.autoComplete} aria-required={!f.optional} {...c} {...register(f.name)} />
                      )
                    }
                  </FormField>
                );
              })}
              <div className="sm:col-span-2">
                <SubmitButton busy={send.isPending}>{t('contact.send')}</SubmitButton>
              </div>
            </form>
          </CardContent>
        </Card>
        <div className="space-y-4">
          <ContactCard Icon={Clock} title={t('contact.hours.title')}>
            <p>{t('contact.hours.weekdays')}</p>
            <p>{t('contact.hours.saturday')}</p>
            <p className="text-muted-foreground">{t('contact.hours.timezone')}</p>
          </ContactCard>
          <ContactCard Icon={Mail} title={t('contact.email.title')}>
            <a href={`mailto:${CONTACT.email}`} className="underline-offset-4 hover:underline">
              {CONTACT.email}
            </a>
            <p className="text-muted-foreground">{t('contact.email.reply')}</p>
          </ContactCard>
          <ContactCard Icon={Phone} title={t('contact.phone')}>
            {CONTACT.phones.map((p) => (
              <p key={p}>
                <a href={`tel:${p.replace(/\s/g, '')}`} className="underline-offset-4 hover:underline">
                  {p}
                </a>
              </p>
            ))}
          </ContactCard>
        </div>
      </div>
    </InfoSection>
  );
}
