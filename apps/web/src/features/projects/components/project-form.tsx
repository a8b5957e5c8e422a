import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Code2, Loader2 } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { usePageMeta } from '@/lib/page-meta';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import {
  CATEGORIES,
  HELLO_PROJECT,
  VISIBILITIES,
  useProject,
  useSaveProject,
  visibilityOf,
  type Project,
  type Visibility,
} from '../api/projects';

type Values = { title: string; visibility: Visibility; category: string; description: string };

const EMPTY: Values = { title: '', visibility: 'private', category: '', description: '' };

function FormBody({ id, initial }: { id: string | null; initial: Values }) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const { user } = useAuth();
  const save = useSaveProject(id);
  const [values, setValues] = useState<Values>(initial);
  const [titleError, setTitleError] = useState<string | null>(null);
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((prev) => ({ ...prev, [k]: v }));

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!user) return; // spec §5: the form does nothing when no one is signed in
    if (!values.title.trim()) {
      setTitleError(t('form.validation.titleRequired'));
      return;
    }
    setTitleError(null);
    try {
      const input = {
        title: values.title.trim(),
        description: values.description.trim() || null,
        visibility: values.visibility,
        category: values.category || null,
        ...(id ? {} : { code_content: HELLO_PROJECT, tech_stack: ['html', 'css', 'js'] }),
      };
      const r = await save.mutateAsync(input);
      if (id) {
        toast.success(t('form.toast.updated'), { description: t('form.toast.updatedDescription') });
      } else {
        toast.success(t('form.toast.created'), { description: t('form.toast.createdDescription') });
        navigate(`/projects/${encodeURIComponent(r.id)}`);
      }
    } catch (err) {
      toast.error(t('common:error'), { description: errorText(t, err) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-labelledby="project-form-title">
      <div className="space-y-2">
        <Label htmlFor="project-title">{t('form.fields.title')}</Label>
        <Input
          id="project-title"
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          aria-invalid={!!titleError}
          aria-describedby={titleError ? 'project-title-error' : undefined}
          maxLength={200}
        />
        <FieldError id="project-title-error">{titleError}</FieldError>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="project-visibility">{t('form.fields.visibility')}</Label>
          <NativeSelect
            id="project-visibility"
            value={values.visibility}
            onChange={(e) => set('visibility', e.target.value as Visibility)}
          >
            {VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {t(`visibility.${v}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor="project-category">{t('form.fields.category')}</Label>
          <NativeSelect id="project-category" value={values.category} onChange={(e) => set('category', e.target.value)}>
            <option value="">{t('form.noCategory')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
            {values.category && !(CATEGORIES as readonly string[]).includes(values.category) ? (
              <option value={values.category}>{values.category}</option>
            ) : null}
          </NativeSelect>
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="project-description">{t('form.fields.description')}</Label>
        <Textarea
          id="project-description"
          rows={5}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={5000}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {t('form.save')}
        </Button>
        {id ? (
          <Button asChild variant="outline">
            <Link to={`/editor?project=${encodeURIComponent(id)}`}>
              <Code2 aria-hidden="true" />
              {t('form.openEditor')}
            </Link>
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to="/projects">{t('form.backToList')}</Link>
        </Button>
      </div>
    </form>
  );
}

const toValues = (p: Project): Values => ({
  title: p.title ?? '',
  visibility: visibilityOf(p.visibility),
  category: p.category ?? '',
  description: p.description ?? '',
});

function Shell({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl">
      <Card>
        <CardHeader>
          <h1 id="project-form-title" className="text-2xl font-semibold">
            {heading}
          </h1>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

export function NewProjectForm() {
  const { t } = useTranslation('projects');
  usePageMeta(t('form.newTitle'), t('form.meta.description'));
  return (
    <Shell heading={t('form.newTitle')}>
      <FormBody id={null} initial={EMPTY} />
    </Shell>
  );
}

export function EditProjectForm({ id }: { id: string }) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  usePageMeta(t('form.editTitle'), t('form.meta.description'));
  const project = useProject(id);

  useEffect(() => {
    if (!project.isError) return;
    const err = project.error;
    const notFound = isApiError(err) && (err.status === 404 || err.code === 'not_found');
    toast.error(t('common:error'), { description: notFound ? t('form.notFound') : errorText(t, err) });
    navigate('/projects', { replace: true });
  }, [project.isError, project.error, navigate, t]);

  return (
    <Shell heading={t('form.editTitle')}>
      {project.isSuccess ? (
        <FormBody key={`${id}-${project.dataUpdatedAt}`} id={id} initial={toValues(project.data)} />
      ) : (
        <Spinner label={t('common:loading')} className="py-8" />
      )}
    </Shell>
  );
}
