import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Code2 } from 'lucide-react';
import { createProjectSchema, DEFAULT_TECH_STACK } from '@ov/shared';
import type { z } from 'zod';
import { useAuth } from '@/lib/auth';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { errorKey, zodFormResolver, type FieldMessages } from '@/lib/form';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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

// The server's rules for the fields this form edits (title required, at most 200 characters…).
const projectFormSchema = createProjectSchema.pick({ title: true, description: true, visibility: true, category: true }).required({
  visibility: true,
});
type Values = { title: string; visibility: Visibility; category: string; description: string };
type Parsed = z.output<typeof projectFormSchema>;

const EMPTY: Values = { title: '', visibility: 'private', category: '', description: '' };
const TITLE_MESSAGES = {
  required: 'form.validation.titleRequired',
  tooLong: 'form.validation.tooLong',
  invalid: 'form.validation.titleRequired',
} as const satisfies FieldMessages;

function FormBody({ id, initial }: { id: string | null; initial: Values }) {
  const { t } = useTranslation(['projects', 'common']);
  const navigate = useNavigate();
  const { user } = useAuth();
  const save = useSaveProject(id);
  const { register, handleSubmit, formState, watch } = useForm({ resolver: zodFormResolver(projectFormSchema), defaultValues: initial });
  const category = watch('category');
  const titleError = errorKey(formState.errors.title, TITLE_MESSAGES);

  const submit = async (values: Parsed) => {
    if (!user) return; // spec §5: the form does nothing when no one is signed in
    try {
      const input = {
        title: values.title,
        description: values.description?.trim() || null,
        visibility: values.visibility,
        category: values.category || null,
        ...(id ? {} : { code_content: HELLO_PROJECT, tech_stack: [...DEFAULT_TECH_STACK] }),
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
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5" aria-labelledby="project-form-title">
      <FormField id="project-title" label={t('form.fields.title')} error={titleError && t(titleError)}>
        {(c) => <Input maxLength={200} {...c} {...register('title')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="project-visibility">{t('form.fields.visibility')}</Label>
          <NativeSelect id="project-visibility" {...register('visibility')}>
            {VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {t(`visibility.${v}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor="project-category">{t('form.fields.category')}</Label>
          <NativeSelect id="project-category" {...register('category')}>
            <option value="">{t('form.noCategory')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
            {category && !(CATEGORIES as readonly string[]).includes(category) ? <option value={category}>{category}</option> : null}
          </NativeSelect>
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="project-description">{t('form.fields.description')}</Label>
        <Textarea id="project-description" rows={5} maxLength={5000} {...register('description')} />
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={save.isPending}>{t('form.save')}</SubmitButton>
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

function Shell({ heading, children }: { heading: string; children: ReactNode }) {
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
  const { t } = useTranslation(['projects', 'common']);
  return (
    <Shell heading={t('form.newTitle')}>
      <PageMeta title={t('form.newTitle')} description={t('form.meta.description')} />
      <FormBody id={null} initial={EMPTY} />
    </Shell>
  );
}

export function EditProjectForm({ id }: { id: string }) {
  const { t } = useTranslation(['projects', 'common']);
  const navigate = useNavigate();
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
      <PageMeta title={t('form.editTitle')} description={t('form.meta.description')} />
      {project.isSuccess ? (
        <FormBody key={`${id}-${project.dataUpdatedAt}`} id={id} initial={toValues(project.data)} />
      ) : (
        <Spinner label={t('common:loading')} className="py-8" />
      )}
    </Shell>
  );
}
