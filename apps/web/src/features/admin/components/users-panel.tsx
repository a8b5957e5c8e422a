import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { AdminUserItem } from '@ov/shared';
import { QueryFallback } from '@/components/query-fallback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { useUsers } from '../api/admin';
import { ManageUserDialog } from './manage-user-dialog';
import { Pager } from './pager';

export function UsersPanel() {
  const { t, i18n } = useTranslation('admin');
  const { user: me } = useAuth();
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState({ q: '', page: 1 });
  const [managed, setManaged] = useState<string | null>(null);
  const users = useUsers(filter);
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }) : t('users.never'));
  const managedUser = users.data?.items.find((u) => u.id === managed) ?? null;

  const status = (u: AdminUserItem) => (
    <div className="flex flex-wrap gap-1">
      <Badge variant={u.locked_at ? 'destructive' : 'secondary'}>{u.locked_at ? t('users.locked') : t('users.active')}</Badge>
      <Badge variant="outline">{u.mfa_enabled ? t('users.mfaOn') : t('users.mfaOff')}</Badge>
    </div>
  );
  const manageButton = (u: AdminUserItem) => (
    <Button type="button" size="sm" variant="outline" aria-label={t('users.manageLabel', { email: u.email })} onClick={() => setManaged(u.id)}>
      {t('users.manage')}
    </Button>
  );

  return (
    <div className="space-y-4">
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter({ q: draft.trim(), page: 1 });
        }}
      >
        <div className="min-w-56 flex-1 space-y-2">
          <Label htmlFor="admin-user-search">{t('users.search')}</Label>
          <Input id="admin-user-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={200} />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          {t('users.searchButton')}
        </Button>
      </form>
      {!users.data ? (
        <QueryFallback query={users} className="py-8" />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('users.total', { count: users.data.total })}
          </p>
          {users.data.items.length === 0 ? <p>{t('users.empty')}</p> : null}
          {/* Cards on phones, a table from md up: the same data, no horizontal scrolling. */}
          <ul className="space-y-3 md:hidden" data-testid="admin-users-cards">
            {users.data.items.map((u) => (
              <li key={u.id} className="space-y-2 rounded-lg border p-4 text-sm">
                <p className="font-medium">{u.full_name ?? '—'}</p>
                <p className="break-all text-muted-foreground">{u.email}</p>
                <p>{u.roles.map((r) => t(`roles.${r}`)).join(', ')}</p>
                <p>
                  {t('users.credits')} : {u.credits} · {t('users.projects')} : {u.projects_count}
                </p>
                <p className="text-muted-foreground">
                  {t('users.lastSignIn')} : {date(u.last_sign_in_at)}
                </p>
                {status(u)}
                {manageButton(u)}
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-lg border md:block">
            <table className="w-full text-sm" data-testid="admin-users-table">
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="p-3">{t('users.name')}</th>
                  <th scope="col" className="p-3">{t('users.roles')}</th>
                  <th scope="col" className="p-3 text-right">{t('users.credits')}</th>
                  <th scope="col" className="p-3 text-right">{t('users.projects')}</th>
                  <th scope="col" className="p-3">{t('users.lastSignIn')}</th>
                  <th scope="col" className="p-3">{t('users.status')}</th>
                  <th scope="col" className="p-3"><span className="sr-only">{t('users.manage')}</span></th>
                </tr>
              </thead>
              <tbody>
                {users.data.items.map((u) => (
                  <tr key={u.id} className="border-t align-top">
                    <td className="p-3">
                      <div className="font-medium">{u.full_name ?? '—'}</div>
                      <div className="break-all text-muted-foreground">{u.email}</div>
                    </td>
                    <td className="p-3">{u.roles.map((r) => t(`roles.${r}`)).join(', ')}</td>
                    <td className="p-3 text-right tabular-nums">{u.credits}</td>
                    <td className="p-3 text-right tabular-nums">{u.projects_count}</td>
                    <td className="p-3">{date(u.last_sign_in_at)}</td>
                    <td className="p-3">{status(u)}</td>
                    <td className="p-3 text-right">{manageButton(u)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={filter.page} total={users.data.total} pageSize={users.data.page_size} onPage={(page) => setFilter((f) => ({ ...f, page }))} />
        </>
      )}
      {managedUser ? <ManageUserDialog user={managedUser} open onOpenChange={(o) => !o && setManaged(null)} selfId={me?.id ?? ''} /> : null}
    </div>
  );
}
