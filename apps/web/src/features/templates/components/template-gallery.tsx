import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileCode2, Loader2 } from 'lucide-react';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { PageMeta } from '@/components/page-meta';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useCreateFromTemplate } from '../api/create-from-template';
import { templatesOf, type Template, type TemplateKind } from './catalog';

export function TemplateGallery({ kind }: { kind: TemplateKind }) {
  const { t, i18n } = useTranslation(['templates', 'common']);
  const navigate = useNavigate();
  const create = useCreateFromTemplate();
  const lang = i18n.language === 'en' ? 'en' : 'fr';

  const handleUse = async (tpl: Template) => {
    try {
      const files = tpl.files(lang);
      const { id } = await create.mutateAsync({
        title: t(`items.${tpl.id}.title`),
        description: t(`items.${tpl.id}.description`),
        category: tpl.category,
        files,
      });
      toast.success(t('toast.created'), { description: t('toast.createdDescription') });
      navigate(`/projects/${encodeURIComponent(id)}`);
    } catch (err) {
      toast.error(t('common:error'), { description: errorText(t, err) });
    }
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageMeta title={t(`kinds.${kind}.title`)} description={t(`kinds.${kind}.description`)} />
      <PageHeader title={t(`kinds.${kind}.title`)} description={t(`kinds.${kind}.description`)} />
      <ul className="grid gap-4 md:grid-cols-2">
        {templatesOf(kind).map((tpl) => {
          const files = tpl.files(lang);
          return (
            <li key={tpl.id}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <CardTitle>{t(`items.${tpl.id}.title`)}</CardTitle>
                  <CardDescription>{t(`items.${tpl.id}.description`)}</CardDescription>
                </CardHeader>
                <CardContent className="flex-1">
                  <p className="mb-2 text-sm text-muted-foreground">{t('files', { count: files.length })}</p>
                  <ul className="flex flex-wrap gap-1" aria-label={t('filesLabel')}>
                    {files.map((f) => (
                      <li key={f.path}>
                        <Badge variant="outline">
                          <FileCode2 className="size-3" aria-hidden="true" />
                          {f.path}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <Button
                    disabled={create.isPending}
                    onClick={() => void handleUse(tpl)}
                    aria-label={t('useNamed', { title: t(`items.${tpl.id}.title`) })}
                  >
                    {create.isPending && create.variables?.title === t(`items.${tpl.id}.title`) ? (
                      <Loader2 className="animate-spin" aria-hidden="true" />
                    ) : null}
                    {t('use')}
                  </Button>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
