import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageMeta } from '@/components/page-meta';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuditPanel } from './audit-panel';
import { MessagesPanel } from './messages-panel';
import { UsersPanel } from './users-panel';

/** /admin (issue 20): users, the audit log, contact messages, and a link to the store's review queue. Admins only. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={
          // The store's review queue (issue 17) lives in its own page; the console links to it.
          <Link to="/admin/store" className="inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium hover:bg-accent">
            <ClipboardCheck className="size-4" aria-hidden="true" />
            {t('storeReview')}
          </Link>
        }
      />
      <Tabs defaultValue="users">
        <TabsList className="flex h-auto flex-wrap">
          <TabsTrigger value="users">{t('tabs.users')}</TabsTrigger>
          <TabsTrigger value="audit">{t('tabs.audit')}</TabsTrigger>
          <TabsTrigger value="messages">{t('tabs.messages')}</TabsTrigger>
        </TabsList>
        <TabsContent value="users" className="pt-4">
          <UsersPanel />
        </TabsContent>
        <TabsContent value="audit" className="pt-4">
          <AuditPanel />
        </TabsContent>
        <TabsContent value="messages" className="pt-4">
          <MessagesPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
