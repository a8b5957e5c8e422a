import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { ADMIN_CREDIT_GRANT_MAX, GRANTABLE_ROLES, adminReasonSchema, type AdminUserItem, type Role } from '@ov/shared';
import { FormField } from '@/components/form/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAdminAction, type AdminAction } from '../api/admin';

/** An action before its reason is added (distributes Omit over the union). */
type Pending = AdminAction extends infer A ? (A extends AdminAction ? Omit<A, 'reason'> : never) : never;

/** One account's actions: roles, credits, lock, 2FA reset. One reason field serves them all and is required. */
export function ManageUserDialog({ user, open, onOpenChange, selfId }: { user: AdminUserItem; open: boolean; onOpenChange: (o: boolean) => void; selfId: string }) {
  const { t } = useTranslation(['admin', 'errors']);
  const action = useAdminAction(user.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [role, setRole] = useState<Role>(GRANTABLE_ROLES[0]);
  const [amount, setAmount] = useState('100');

  const run = async (a: Pending) => {
    setError(null);
    const parsed = adminReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setReasonError(t('manage.reasonRequired'));
      document.getElementById('manage-reason')?.focus();
      return;
    }
    setReasonError(null);
    try {
      await action.mutateAsync({ ...a, reason: parsed.data } as AdminAction);
      toast.success(t('manage.done'));
      setReason('');
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  const hasRole = user.roles.includes(role);
  const busy = action.isPending;
  const isSelf = user.id === selfId;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border bg-card p-5 text-card-foreground shadow-lg">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="break-all text-lg font-semibold">{t('manage.title', { email: user.email })}</Dialog.Title>
            <Dialog.Close asChild>
              <Button type="button" variant="ghost" size="icon" aria-label={t('manage.close')}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">{t('manage.description')}</Dialog.Description>

          <div className="mt-4 space-y-5">
            <FormField id="manage-reason" label={t('manage.reason')} hint={t('manage.reasonHint')} error={reasonError}>
              {(control) => <Textarea {...control} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} className="min-h-16" />}
            </FormField>
            {error ? (
              <Alert variant="destructive">
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            ) : null}

            <section aria-labelledby="manage-roles" className="space-y-2">
              <h3 id="manage-roles" className="font-semibold">
                {t('manage.roleSection')}
              </h3>
              <p className="text-sm text-muted-foreground">{user.roles.map((r) => t(`roles.${r}`)).join(', ')}</p>
              <div className="flex flex-wrap items-end gap-2">
                <FormField id="manage-role" label={t('manage.role')} className="min-w-48 flex-1">
                  {(control) => (
                    <NativeSelect {...control} value={role} onChange={(e) => setRole(e.target.value as Role)}>
                      {GRANTABLE_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {t(`roles.${r}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                <Button type="button" disabled={busy} onClick={() => void run({ kind: 'role', role, action: hasRole ? 'revoke' : 'grant' })}>
                  {hasRole ? t('manage.revoke') : t('manage.grant')}
                </Button>
              </div>
            </section>

            <section aria-labelledby="manage-credits" className="space-y-2">
              <h3 id="manage-credits" className="font-semibold">
                {t('manage.creditsSection')}
              </h3>
              <div className="flex flex-wrap items-end gap-2">
                <FormField id="manage-amount" label={t('manage.amount')} className="w-40">
                  {(control) => <Input {...control} type="number" min={1} max={ADMIN_CREDIT_GRANT_MAX} value={amount} onChange={(e) => setAmount(e.target.value)} />}
                </FormField>
                <Button type="button" variant="outline" disabled={busy} onClick={() => void run({ kind: 'credits', amount: Number(amount) })}>
                  {t('manage.addCredits')}
                </Button>
              </div>
            </section>

            <section aria-labelledby="manage-access" className="space-y-2">
              <h3 id="manage-access" className="font-semibold">
                {t('manage.accessSection')}
              </h3>
              {user.locked_at ? (
                <>
                  <p className="text-sm">{t('manage.lockedBecause', { reason: user.locked_reason ?? '' })}</p>
                  <Button type="button" variant="outline" disabled={busy} onClick={() => void run({ kind: 'unlock' })}>
                    {t('manage.unlock')}
                  </Button>
                </>
              ) : (
                <>
                  <p className="text-sm text-muted-foreground">{t('manage.lockHelp')}</p>
                  <Button type="button" variant="destructive" disabled={busy || isSelf} onClick={() => void run({ kind: 'lock' })}>
                    {t('manage.lock')}
                  </Button>
                </>
              )}
              {user.mfa_enabled && !isSelf ? (
                <div className="space-y-2 pt-2">
                  <p className="text-sm text-muted-foreground">{t('manage.resetMfaHelp')}</p>
                  <Button type="button" variant="outline" disabled={busy} onClick={() => void run({ kind: 'mfa-reset' })}>
                    {t('manage.resetMfa')}
                  </Button>
                </div>
              ) : null}
            </section>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
