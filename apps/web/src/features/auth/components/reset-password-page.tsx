import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@ov/shared';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { errorKey, withConfirmation, zodFormResolver } from '@/lib/form';
import { paths } from '@/config/paths';
import { Card, CardContent } from '@/components/ui/card';
import { FormFeedback } from '@/components/form/form-feedback';
import { NewPasswordFields } from '@/components/form/password-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { PageMeta } from '@/components/page-meta';
import { CardPageHeader } from '@/components/page-header';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api/password-reset';
import { EmailField } from './email-field';
import { AUTH_MESSAGES as M } from './messages';
import { SideLink } from './side-link';

const setPasswordSchema = withConfirmation(passwordResetConfirmSchema.pick({ new_password: true }), 'new_password');

/**
 * "Mot de passe oublié ?" (decision 032). Without `?token=`: asks for a link (the answer never says whether the
 * account exists). With it: sets the new password, which ends every session of the account.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <main id="main" tabIndex={-1} className="flex min-h-screen items-center justify-center p-4 focus:outline-none">
      <PageMeta title={t('reset.meta.title')} description={t('reset.meta.description')} />
      <div className="w-full max-w-md space-y-4">
        <Card>{token ? <SetPassword token={token} /> : <RequestLink />}</Card>
        <SideLink to={paths.auth}>{t('reset.backToSignIn')}</SideLink>
      </div>
    </main>
  );
}

/** One step of the page: its heading and words, then its form and what came of it. */
function Step({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <>
      <CardPageHeader className="leading-tight" title={title} description={intro} />
      <CardContent className="space-y-4">{children}</CardContent>
    </>
  );
}

function RequestLink() {
  const { t, i18n } = useTranslation('auth');
  const { register, handleSubmit, formState } = useForm({
    resolver: zodFormResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();
  const emailError = errorKey(formState.errors.email, M.email);
  const answer = request.data ? (request.data.email_enabled ? 'sent' : 'noEmail') : null;

  return (
    <Step title={t('reset.requestTitle')} intro={t('reset.requestIntro')}>
      <FormFeedback
        success={answer && t(`reset.${answer}`)}
        error={request.isError && errorText(t, request.error)}
        testIds={{ success: 'reset-answer', error: 'reset-error' }}
      />
      <form
        noValidate
        onSubmit={handleSubmit((input) => request.mutate({ input, language: i18n.language }))}
        className="space-y-4"
        aria-label={t('reset.requestTitle')}
      >
        <EmailField id="reset-email" error={emailError && t(emailError)} registration={register('email')} />
        <SubmitButton className="w-full" busy={request.isPending}>
          {request.isPending ? t('reset.sending') : t('reset.send')}
        </SubmitButton>
      </form>
    </Step>
  );
}

function SetPassword({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { register, handleSubmit, formState } = useForm({
    resolver: zodFormResolver(setPasswordSchema),
    defaultValues: { new_password: '', confirm: '' },
  });
  const confirm = useConfirmPasswordReset();
  const passwordError = errorKey(formState.errors.new_password, M.password);
  const confirmError = errorKey(formState.errors.confirm, M.confirm);
  const invalidToken = isApiError(confirm.error) && confirm.error.code === 'invalid_reset_token';

  return (
    <Step title={t('reset.setTitle')} intro={t('reset.setIntro')}>
      <FormFeedback
        success={
          confirm.isSuccess && (
            <>
              {t('reset.done')}{' '}
              <Link to={paths.auth} className="font-medium text-primary underline underline-offset-4">
                {t('reset.signIn')}
              </Link>
            </>
          )
        }
        error={
          confirm.isError && (
            <>
              {errorText(t, confirm.error)}{' '}
              {invalidToken ? (
                <Link to={paths.resetPassword} className="font-medium underline underline-offset-4">
                  {t('reset.askAgain')}
                </Link>
              ) : null}
            </>
          )
        }
        testIds={{ success: 'reset-done', error: 'reset-error' }}
      />
      {confirm.isSuccess ? null : (
        <form
          noValidate
          onSubmit={handleSubmit(({ new_password }) => confirm.mutate({ token, new_password }))}
          className="space-y-4"
          aria-label={t('reset.setTitle')}
        >
          <NewPasswordFields
            register={register}
            idPrefix="reset"
            hint={t('hints.password')}
            password={{ name: 'new_password', label: t('reset.newPassword'), error: passwordError && t(passwordError) }}
            confirm={{ name: 'confirm', label: t('reset.confirmPassword'), error: confirmError && t(confirmError) }}
          />
          <SubmitButton className="w-full" busy={confirm.isPending}>
            {confirm.isPending ? t('reset.saving') : t('reset.save')}
          </SubmitButton>
        </form>
      )}
    </Step>
  );
}
