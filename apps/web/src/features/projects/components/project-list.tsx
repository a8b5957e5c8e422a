import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus, Search } from 'lucide-react';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { PageMeta } from '@/components/page-meta';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useProjects, visibilityOf, type ProjectSummary } from '../api/projects';

export function filterProjects<P extends Pick<ProjectSummary, 'title' | 'description'>>(projects: P[], query: string): P[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return projects;
  return projects.filter((p) => `${p.title} ${p.description ?? ''}`.toLocaleLowerCase().includes(q));
}

export function ProjectList() {
  const { t, i18n } = useTranslation(['projects', 'common']);
  const projects = useProjects();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterProjects(projects.data ?? [], query), [projects.data, query]);

  useEffect(() => {
    if (projects.isError) toast.error(t('common:error'), { description: errorText(t, projects.error) });
  }, [projects.isError, projects.error, t]);

  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageMeta title={t('list.meta.title')} description={t('list.meta.description')} />
      <PageHeader
        title={t('list.title')}
        actions={
          <Button asChild>
            <Link to="/projects/new">
              <Plus aria-hidden="true" />
              {t('list.new')}
            </Link>
          </Button>
        }
      />
      <div className="relative max-w-md">
        <Label htmlFor="project-search" className="sr-only">
          {t('list.search')}
        </Label>
        <Search className="absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden="true" />
        <Input
          id="project-search"
          type="search"
          className="pl-9"
          placeholder={t('list.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {projects.isPending ? (
        <Spinner label={t('common:loading')} className="py-12" />
      ) : shown.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground" role="status">
          {t('list.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t('list.title')}>
          {shown.map((p) => (
            <li key={p.id}>
              <Card className="flex h-full flex-col">
                <CardHeader className="flex-1">
                  <div className="flex items-start justify-between gap-2">
                    <CardTitle>{p.title}</CardTitle>
                    <Badge variant="secondary">{t(`visibility.${visibilityOf(p.visibility)}`)}</Badge>
                  </div>
                  {p.description ? <CardDescription className="line-clamp-3">{p.description}</CardDescription> : null}
                </CardHeader>
                <CardFooter className="justify-between gap-2">
                  <span className="text-xs text-muted-foreground">
                    {t('list.updated', { date: fmt.format(new Date(p.updated_at)) })}
                  </span>
                  <Button asChild variant="outline" size="sm">
                    <Link to={`/projects/${encodeURIComponent(p.id)}`} aria-label={t('list.editNamed', { title: p.title })}>
                      <Pencil aria-hidden="true" />
                      {t('list.edit')}
                    </Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
