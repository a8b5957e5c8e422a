import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PageMeta } from '@/components/page-meta';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuditPanel } from './audit-panel';
import { MessagesPanel } from './messages-panel';
import { UsersPanel } from './users-panel';

/** /admin (issue 20): users, the audit log, contact messages. The route shows it to admins only. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeader title={t('title')} description={t('subtitle')} />
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
