import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARKETPLACE_CATEGORIES, createSolutionSchema, type MarketplaceCategory } from '@ov/shared';
import { paths } from '@/config/paths';
import { FormField } from '@/components/form/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useLinkableListings, useOwnProjects, usePublishSolution } from '../api/publish-solution';
import { parseEuros } from '../utils/format';
import { DialogForm } from './dialog-form';

type Field = 'project_id' | 'store_app_id' | 'title' | 'description' | 'startup' | 'category' | 'price' | 'funding_goal' | 'tags' | 'demo_url';

/** The startup's form: a solution linked to one of its own projects (decision 194). */
export function PublishSolutionForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['marketplace', 'errors']);
  const projects = useOwnProjects(true);
  const listings = useLinkableListings(true);
  const publish = usePublishSolution();
  const [key] = useState(() => `web:${crypto.randomUUID()}`);
  const [v, setV] = useState({ project_id: '', title: '', description: '', startup: '', category: '' as MarketplaceCategory | '', price: '0', funding_goal: '', tags: '', demo_url: '', store_app_id: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => {
    setV((p) => ({ ...p, [k]: e.target.value }));
    // a corrected field loses its message at once
    setErrors((prev) => {
      const next = { ...prev };
      delete next[k];
      return next;
    });
  };

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = createSolutionSchema.safeParse({
      project_id: v.project_id,
      title: v.title,
      description: v.description,
      startup: v.startup,
      category: v.category || undefined,
      price: parseEuros(v.price) ?? -1,
      funding_goal: parseEuros(v.funding_goal) ?? 0,
      tags: v.tags.split(',').map((s) => s.trim()).filter(Boolean),
      ...(v.demo_url.trim() ? { demo_url: v.demo_url.trim() } : {}),
      ...(v.store_app_id ? { store_app_id: v.store_app_id } : {}),
      idempotency_key: key,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Field;
        next[f] ??= t(`marketplace:publish.invalid.${f}`);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await publish.mutateAsync(parsed.data);
      toast.success(t('marketplace:toast.published'), { description: parsed.data.title });
      onDone();
    } catch (err) {
      setErrors({ form: errorText(t, err) });
    }
  };

  if (projects.isSuccess && projects.data.length === 0)
    return (
      <Alert>
        <AlertDescription className="space-y-3">
          <p>{t('marketplace:publish.noProject')}</p>
          <Button asChild size="sm">
            <Link to={paths.projectNew}>{t('marketplace:publish.newProject')}</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );

  return (
    <DialogForm onSubmit={handleSubmit} error={errors.form} pending={publish.isPending} submitLabel={t('marketplace:publish.submit')} onCancel={onDone}>
      <FormField id="publish-project" label={t('marketplace:publish.project')} hint={t('marketplace:publish.projectHint')} error={errors.project_id ?? null}>
        {(control) => (
          <NativeSelect {...control} value={v.project_id} onChange={set('project_id')} disabled={!projects.isSuccess}>
            <option value="">—</option>
            {(projects.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="publish-listing" label={t('marketplace:publish.listing')} hint={t('marketplace:publish.listingHint')} error={errors.store_app_id ?? null}>
        {(control) => (
          <NativeSelect {...control} value={v.store_app_id} onChange={set('store_app_id')} disabled={!listings.isSuccess}>
            <option value="">{t('marketplace:publish.noListing')}</option>
            {(listings.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.title} (/store/{l.slug})
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="publish-title" label={t('marketplace:publish.title')} error={errors.title ?? null}>
        {(control) => <Input {...control} value={v.title} onChange={set('title')} maxLength={120} />}
      </FormField>
      <FormField id="publish-description" label={t('marketplace:publish.description')} error={errors.description ?? null}>
        {(control) => <Textarea {...control} value={v.description} onChange={set('description')} maxLength={2000} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="publish-startup" label={t('marketplace:publish.startup')} error={errors.startup ?? null}>
          {(control) => <Input {...control} value={v.startup} onChange={set('startup')} maxLength={80} autoComplete="organization" />}
        </FormField>
        <FormField id="publish-category" label={t('marketplace:filters.category')} error={errors.category ?? null}>
          {(control) => (
            <NativeSelect {...control} value={v.category} onChange={set('category')}>
              <option value="">—</option>
              {MARKETPLACE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`marketplace:categories.${c}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="publish-price" label={t('marketplace:publish.price')} error={errors.price ?? null}>
          {(control) => <Input {...control} inputMode="numeric" value={v.price} onChange={set('price')} />}
        </FormField>
        <FormField id="publish-goal" label={t('marketplace:publish.goal')} error={errors.funding_goal ?? null}>
          {(control) => <Input {...control} inputMode="numeric" value={v.funding_goal} onChange={set('funding_goal')} />}
        </FormField>
      </div>
      <FormField id="publish-tags" label={t('marketplace:publish.tags')} hint={t('marketplace:publish.tagsHint')} error={errors.tags ?? null}>
        {(control) => <Input {...control} value={v.tags} onChange={set('tags')} />}
      </FormField>
      <FormField id="publish-demo" label={t('marketplace:publish.demo')} hint={t('marketplace:publish.demoHint')} error={errors.demo_url ?? null}>
        {(control) => <Input {...control} type="url" value={v.demo_url} onChange={set('demo_url')} />}
      </FormField>
    </DialogForm>
  );
}
