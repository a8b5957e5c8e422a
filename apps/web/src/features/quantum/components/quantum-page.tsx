import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Atom } from 'lucide-react';
import type { QuantumRun } from '@ov/shared';
import { PageMeta } from '@/components/page-meta';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CoreTab } from './core-tab';
import { DashboardTab } from './dashboard-tab';
import { DocsTab } from './docs-tab';

/** /quantum-core (spec §2, issue 19): three tabs and a Back link to /. The run shown is shared by the first two tabs. */
export function QuantumPage() {
  const { t } = useTranslation('quantum');
  const [run, setRun] = useState<QuantumRun | null>(null);
  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-6 sm:px-4">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <Button asChild variant="ghost" size="sm" className="mb-4">
        <Link to="/">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('back')}
        </Link>
      </Button>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Atom className="size-8 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-bold sm:text-3xl">{t('heading')}</h1>
        <Badge variant="outline">{t('simulatedBadge')}</Badge>
      </div>
      <Alert className="mb-6">
        <AlertDescription>{t('honesty')}</AlertDescription>
      </Alert>
      <Tabs defaultValue="core">
        <TabsList className="h-auto">
          <TabsTrigger value="core">{t('tabs.core')}</TabsTrigger>
          <TabsTrigger value="dashboard">{t('tabs.dashboard')}</TabsTrigger>
          <TabsTrigger value="docs">{t('tabs.docs')}</TabsTrigger>
        </TabsList>
        <TabsContent value="core">
          <CoreTab run={run} onRun={setRun} />
        </TabsContent>
        <TabsContent value="dashboard">
          <DashboardTab run={run} />
        </TabsContent>
        <TabsContent value="docs">
          <DocsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
