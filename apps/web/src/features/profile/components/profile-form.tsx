import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { initials } from '@/lib/utils';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import type { Profile, UpdateProfileInput } from '../api/profile';

const isHttpUrl = (v: string) => /^https?:\/\/\S+$/i.test(v);

export function ProfileForm({
  profile,
  onSave,
}: {
  profile: Profile;
  onSave: (input: UpdateProfileInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('profile');
  const [fullName, setFullName] = useState(profile.full_name ?? '');
  const [avatarUrl, setAvatarUrl] = useState(profile.avatar_url ?? '');
  const [errors, setErrors] = useState<{ fullName?: string; avatarUrl?: string }>({});
  const [saving, setSaving] = useState(false);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!fullName.trim()) next.fullName = t('validation.fullNameRequired');
    if (avatarUrl.trim() && !isHttpUrl(avatarUrl.trim())) next.avatarUrl = t('validation.avatarUrl');
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      await onSave({ full_name: fullName.trim(), avatar_url: avatarUrl.trim() || null });
      toast.success(t('toast.saved'), { description: t('toast.savedDescription') });
    } catch (err) {
      toast.error(t('common:error'), { description: errorText(t, err) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-label={t('title')}>
      <div className="flex items-center gap-4">
        <Avatar src={avatarUrl.trim() || null} fallback={initials(fullName, profile.email)} className="size-16 text-lg" />
        <div>
          <p className="font-semibold">{fullName || t('common:userMenu.fallbackName')}</p>
          <p className="text-sm text-muted-foreground">{profile.email}</p>
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="profile-email">{t('fields.email')}</Label>
        <Input id="profile-email" value={profile.email} readOnly aria-readonly="true" className="bg-muted" />
      </div>
      <div className="space-y-2">
        <Label htmlFor="profile-name">{t('fields.fullName')}</Label>
        <Input
          id="profile-name"
          autoComplete="name"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          aria-invalid={!!errors.fullName}
          aria-describedby={errors.fullName ? 'profile-name-error' : undefined}
        />
        <FieldError id="profile-name-error">{errors.fullName}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor="profile-avatar">{t('fields.avatarUrl')}</Label>
        <Input
          id="profile-avatar"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={avatarUrl}
          onChange={(e) => setAvatarUrl(e.target.value)}
          aria-invalid={!!errors.avatarUrl}
          aria-describedby={errors.avatarUrl ? 'profile-avatar-error' : undefined}
        />
        <FieldError id="profile-avatar-error">{errors.avatarUrl}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor="profile-plan">{t('fields.plan')}</Label>
        <Input id="profile-plan" value={t(`plans.${profile.plan}`, { defaultValue: profile.plan })} readOnly aria-readonly="true" className="bg-muted" />
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {t('save')}
      </Button>
    </form>
  );
}
