import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SELF_SERVICE_ROLES, signInSchema, signUpSchema, type SignInInput, type SignUpInput } from '@ov/shared';
import { paths } from '@/config/paths';
import { errorKey, zodFormResolver } from '@/lib/form';
import { FormField } from '@/components/form/form-field';
import { NewPasswordFields, PasswordField } from '@/components/form/password-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { Input } from '@/components/ui/input';
import { EmailField } from './email-field';
import { AUTH_MESSAGES as M } from './messages';
import { SideLink } from './side-link';

/** Sign-in (spec §5: email and password required); the page sends the parsed input. */
export function SignInForm({ busy, onSubmit }: { busy: boolean; onSubmit: (input: SignInInput) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const { register, handleSubmit, formState } = useForm({
    resolver: zodFormResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const key = (name: keyof SignInInput) => errorKey(formState.errors[name], M[name]);
  const emailError = key('email');
  const passwordError = key('password');
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label={t('tabs.signIn')}>
      <EmailField id="signin-email" error={emailError && t(emailError)} registration={register('email')} />
      <PasswordField
        register={register}
        name="password"
        id="signin-password"
        label={t('fields.password')}
        autoComplete="current-password"
        error={passwordError && t(passwordError)}
      />
      <SubmitButton className="w-full" busy={busy}>
        {busy ? t('actions.signingIn') : t('actions.signIn')}
      </SubmitButton>
      <SideLink to={paths.resetPassword}>{t('forgot')}</SideLink>
    </form>
  );
}

/** Sign-up (spec §5): the server's schema decides, the words are the spec's. */
export function SignUpForm({ busy, onSubmit }: { busy: boolean; onSubmit: (input: SignUpInput) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const { register, handleSubmit, formState } = useForm({
    resolver: zodFormResolver(signUpSchema),
    defaultValues: { full_name: '', email: '', password: '', account_type: 'developer' },
  });
  const key = (name: 'full_name' | 'email' | 'password') => errorKey(formState.errors[name], M[name]);
  const nameError = key('full_name');
  const emailError = key('email');
  const passwordError = key('password');
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label={t('tabs.signUp')}>
      <FormField id="signup-name" label={t('fields.fullName')} error={nameError && t(nameError)}>
        {(c) => <Input autoComplete="name" placeholder={t('placeholders.fullName')} {...c} {...register('full_name')} />}
      </FormField>
      <EmailField id="signup-email" error={emailError && t(emailError)} registration={register('email')} />
      <NewPasswordFields
        register={register}
        idPrefix="signup-password"
        hint={t('hints.password')}
        password={{ name: 'password', label: t('fields.password'), error: passwordError && t(passwordError) }}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('fields.accountType')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {SELF_SERVICE_ROLES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input type="radio" value={type} {...register('account_type')} className="accent-[var(--primary)]" />
              {t(`accountTypes.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton className="w-full" busy={busy}>
        {busy ? t('actions.signingUp') : t('actions.signUp')}
      </SubmitButton>
      <p className="text-center text-xs text-muted-foreground">{t('offer')}</p>
    </form>
  );
}
