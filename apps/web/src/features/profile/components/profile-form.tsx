import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { updateProfileSchema } from '@ov/shared';
import { errorText } from '@/lib/errors';
import { errorKey, zodFormResolver, type FieldMessages } from '@/lib/form';
import { toast } from '@/lib/toast';
import { initials } from '@/lib/utils';
import { FormField } from '@/components/form/form-field';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { Profile, UpdateProfileInput } from '../api/profile';

// The server's schema, with the name required on this form (spec: the full name cannot be emptied).
const profileFormSchema = updateProfileSchema.required({ full_name: true });

const MESSAGES = {
  full_name: { required: 'validation.fullNameRequired', tooLong: 'validation.tooLong', invalid: 'validation.fullNameRequired' },
  avatar_url: { invalid: 'validation.avatarUrl' },
} as const satisfies Record<string, FieldMessages>;

const PLANS = { free: 'plans.free', pro: 'plans.pro', enterprise: 'plans.enterprise' } as const;
const isKnownPlan = (plan: string): plan is keyof typeof PLANS => Object.hasOwn(PLANS, plan);

export function ProfileForm({
  profile,
  onSave,
}: {
  profile: Profile;
  onSave: (input: UpdateProfileInput) => Promise<unknown>;
}) {
  const { t } = useTranslation(['profile', 'common']);
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodFormResolver(profileFormSchema),
    defaultValues: { full_name: profile.full_name ?? '', avatar_url: profile.avatar_url ?? '' },
  });
  const [saving, setSaving] = useState(false);
  const fullName = watch('full_name');
  const avatarUrl = watch('avatar_url')?.trim() || null;
  const nameError = errorKey(formState.errors.full_name, MESSAGES.full_name);
  const avatarError = errorKey(formState.errors.avatar_url, MESSAGES.avatar_url);

  const submit = async (input: UpdateProfileInput) => {
    setSaving(true);
    try {
      await onSave({ full_name: input.full_name, avatar_url: input.avatar_url || null });
      toast.success(t('toast.saved'), { description: t('toast.savedDescription') });
    } catch (err) {
      toast.error(t('common:error'), { description: errorText(t, err) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5" aria-label={t('title')}>
      <div className="flex items-center gap-4">
        <Avatar src={avatarUrl} fallback={initials(fullName ?? '', profile.email)} className="size-16 text-lg" />
        <div>
          <p className="font-semibold">{fullName || t('common:userMenu.fallbackName')}</p>
          <p className="text-sm text-muted-foreground">{profile.email}</p>
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="profile-email">{t('fields.email')}</Label>
        <Input id="profile-email" value={profile.email} readOnly aria-readonly="true" className="bg-muted" />
      </div>
      <FormField id="profile-name" label={t('fields.fullName')} error={nameError && t(nameError)}>
        {(c) => <Input autoComplete="name" {...c} {...register('full_name')} />}
      </FormField>
      <FormField id="profile-avatar" label={t('fields.avatarUrl')} error={avatarError && t(avatarError)}>
        {(c) => <Input type="url" inputMode="url" placeholder="https://" {...c} {...register('avatar_url')} />}
      </FormField>
      <div className="space-y-2">
        <Label htmlFor="profile-plan">{t('fields.plan')}</Label>
        <Input id="profile-plan" value={isKnownPlan(profile.plan) ? t(PLANS[profile.plan]) : profile.plan} readOnly aria-readonly="true" className="bg-muted" />
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {t('save')}
      </Button>
    </form>
  );
}
