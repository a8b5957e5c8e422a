import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Send, Trash2 } from 'lucide-react';
import { z } from 'zod';
import {
  CERTIFICATION_NAMES,
  CLASSIFICATIONS,
  STORE_CATEGORIES,
  STORE_PRICE,
  TARGET_BUYERS,
  submitStoreAppSchema,
  type SubmitStoreAppInput,
} from '@ov/shared';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { errorText } from '@/lib/errors';
import { errorKey, zodFormResolver, type FieldMessages } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useMyProjects } from '../api/get-my-projects';
import { useSubmitStoreApp } from '../api/store-writes';
import { submitDraftStore, type SubmitDraft } from '../utils/submit-draft';
import { StoreDialog } from './store-dialog';

const CERT_CHOICES = ['none', 'qualified', 'in_progress'] as const;

// The server's schema for the listing's fields (decision 145); the form adds how it shows features and certifications.
export const submitFormSchema = submitStoreAppSchema
  .pick({ project_id: true, title: true, description: true, category: true, price: true, target_buyers: true, classification: true })
  .extend({
    ministry_only: z.boolean(),
    data_location: z.string().trim().max(120),
    features_text: z.string().max(3000),
    certs: z.object(Object.fromEntries(CERTIFICATION_NAMES.map((n) => [n, z.enum(CERT_CHOICES)])) as Record<(typeof CERTIFICATION_NAMES)[number], z.ZodEnum<{ none: 'none'; qualified: 'qualified'; in_progress: 'in_progress' }>>),
  });
type FormIn = z.input<typeof submitFormSchema>;
type FormOut = z.output<typeof submitFormSchema>;

/** Spec §5 and §9: price 10000 by default, at least 1000, by steps of 1000. */
export const SUBMIT_DEFAULTS: FormIn = {
  project_id: '',
  title: '',
  description: '',
  category: 'other',
  price: STORE_PRICE.default,
  target_buyers: 'both',
  classification: 'non_protege',
  ministry_only: false,
  data_location: '',
  features_text: '',
  certs: Object.fromEntries(CERTIFICATION_NAMES.map((n) => [n, 'none'])) as FormIn['certs'],
};

/** The form's values as the server's body, checked once more with the server's own schema. */
export function toSubmitInput(v: FormOut): SubmitStoreAppInput {
  const features = v.features_text
    .split('\n')
    .map((f) => f.trim())
    .filter(Boolean)
    .slice(0, 20);
  const certifications = CERTIFICATION_NAMES.flatMap((name) => (v.certs[name] === 'none' ? [] : [{ name, status: v.certs[name] as 'qualified' | 'in_progress' }]));
  return submitStoreAppSchema.parse({
    project_id: v.project_id,
    title: v.title,
    description: v.description,
    category: v.category,
    price: v.price,
    target_buyers: v.target_buyers,
    classification: v.classification,
    ministry_only: v.ministry_only,
    ...(features.length ? { features } : {}),
    ...(certifications.length ? { certifications } : {}),
    ...(v.data_location ? { data_location: v.data_location } : {}),
  });
}

const TITLE = { required: 'submit.validation.titleRequired', tooLong: 'submit.validation.tooLong', invalid: 'submit.validation.titleRequired' } as const satisfies FieldMessages;
const DESCRIPTION = {
  required: 'submit.validation.descriptionRequired',
  tooLong: 'submit.validation.tooLong',
  invalid: 'submit.validation.descriptionRequired',
} as const satisfies FieldMessages;
const PROJECT = { invalid: 'submit.validation.projectRequired' } as const satisfies FieldMessages;

function priceKey(error: FieldErrors<FormIn>['price']) {
  if (!error) return undefined;
  if (error.type === 'tooLong') return 'submit.validation.priceMax' as const;
  if (error.message === 'price_step') return 'submit.validation.priceStep' as const;
  return 'submit.validation.priceMin' as const;
}

/** "Soumettre une application": pick one of MY projects, describe the listing, submit (spec §5, §8). */
export function SubmitDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['store', 'common']);
  const navigate = useNavigate();
  const projects = useMyProjects(open);
  const submit = useSubmitStoreApp();
  const { register, handleSubmit, formState, reset, setValue, getValues, watch } = useForm<FormIn, unknown, FormOut>({
    resolver: zodFormResolver(submitFormSchema),
    defaultValues: SUBMIT_DEFAULTS,
  });
  const projectId = watch('project_id');
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const drafts = useMemo(() => (userId ? submitDraftStore(userId) : null), [userId]);
  /** The project whose draft the form holds now (restored or being typed): its draft is not restored over it again. */
  const holds = useRef<string | null>(null);
  const started = useRef(false);
  const [restored, setRestored] = useState(false);
  const [draftFor, setDraftFor] = useState<string | null>(null);

  // Closing empties the form; the draft stays in sessionStorage until it is submitted or discarded.
  useEffect(() => {
    if (open) return;
    started.current = false;
    holds.current = null;
    setRestored(false);
    setDraftFor(null);
    reset(SUBMIT_DEFAULTS);
  }, [open, reset]);

  // Opening again: back to the project of the last draft, if it is still one of the user's projects.
  useEffect(() => {
    if (!open || started.current || !projects.data || !drafts) return;
    started.current = true;
    const last = drafts.last();
    if (last && projects.data.some((p) => p.id === last)) setValue('project_id', last);
  }, [open, projects.data, drafts, setValue]);

  // Picking a project fills the title, description and category the author has not typed yet.
  const fillFromProject = useCallback(
    (id: string) => {
      const p = projects.data?.find((x) => x.id === id);
      if (!p) return;
      if (!getValues('title').trim()) setValue('title', p.title.slice(0, 120));
      if (!getValues('description').trim() && p.description) setValue('description', p.description.slice(0, 5000));
      if (p.category && (STORE_CATEGORIES as readonly string[]).includes(p.category)) setValue('category', p.category as FormIn['category']);
    },
    [projects.data, getValues, setValue],
  );

  // A project with a draft gets its draft back (and says so); another one is filled from the project.
  useEffect(() => {
    if (!projectId || !projects.data?.some((p) => p.id === projectId)) return;
    const draft = drafts?.get(projectId) ?? null;
    setDraftFor(draft ? projectId : null);
    if (draft) {
      if (holds.current === projectId) return;
      holds.current = projectId;
      reset({ ...getValues(), ...draft, price: draft.price ?? STORE_PRICE.default, project_id: projectId });
      setRestored(true);
      return;
    }
    setRestored(false);
    fillFromProject(projectId);
  }, [projectId, projects.data, drafts, reset, getValues, fillFromProject]);

  // What the user types is kept, per project, as they type (not what the form fills by itself).
  useEffect(() => {
    if (!drafts) return;
    const sub = watch((v, { name, type }) => {
      if (type !== 'change' || !name || name === 'project_id' || name.startsWith('certs') || !v.project_id) return;
      const draft: SubmitDraft = {
        title: v.title ?? '',
        description: v.description ?? '',
        category: v.category ?? SUBMIT_DEFAULTS.category,
        price: typeof v.price === 'number' && Number.isFinite(v.price) ? v.price : null,
        target_buyers: v.target_buyers ?? SUBMIT_DEFAULTS.target_buyers,
        classification: v.classification ?? SUBMIT_DEFAULTS.classification,
        ministry_only: !!v.ministry_only,
        data_location: v.data_location ?? '',
        features_text: v.features_text ?? '',
      };
      drafts.save(v.project_id, draft);
      holds.current = v.project_id;
      setDraftFor(v.project_id);
    });
    return () => sub.unsubscribe();
  }, [drafts, watch]);

  const discardDraft = () => {
    if (!projectId) return;
    drafts?.discard(projectId);
    holds.current = null;
    setRestored(false);
    setDraftFor(null);
    reset({ ...SUBMIT_DEFAULTS, project_id: projectId });
    fillFromProject(projectId);
    toast.success(t('submit.draft.discarded'));
  };

  const onValid = async (values: FormOut) => {
    try {
      const app = await submit.mutateAsync(toSubmitInput(values));
      drafts?.discard(values.project_id);
      holds.current = null;
      toast.success(t('submit.successTitle'), { description: t('submit.successDescription'), duration: 5000 });
      onOpenChange(false);
      navigate(`/store/${encodeURIComponent(app.slug)}`);
    } catch (err) {
      toast.error(t('submit.errorTitle'), { description: errorText(t, err) });
    }
  };
  // Spec §8: a missing required field also says so in a toast.
  const onInvalid = (errors: FieldErrors<FormIn>) => {
    if (errors.title || errors.description || errors.project_id) toast.error(t('submit.errorTitle'), { description: t('submit.missingFields') });
  };

  const e = formState.errors;
  const titleError = errorKey(e.title, TITLE);
  const descriptionError = errorKey(e.description, DESCRIPTION);
  const projectError = errorKey(e.project_id, PROJECT);
  const priceError = priceKey(e.price);

  return (
    <StoreDialog open={open} onOpenChange={onOpenChange} title={t('submit.title')} description={t('submit.description')} closeLabel={t('submit.cancel')}>
      {projects.isPending ? (
        <Spinner label={t('common:loading')} className="py-6" />
      ) : (
        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-4" aria-label={t('submit.title')}>
          {restored && draftFor === projectId && (
            <Alert role="status" data-testid="draft-restored">
              <AlertDescription>{t('submit.draft.restored')}</AlertDescription>
            </Alert>
          )}
          <FormField id="store-project" label={t('submit.project')} error={projectError && t(projectError)} hint={projects.data?.length ? undefined : t('submit.noProjects')}>
            {(c) => (
              <NativeSelect {...c} {...register('project_id')}>
                <option value="">{t('submit.chooseProject')}</option>
                {(projects.data ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="store-title" label={t('submit.fields.title')} error={titleError && t(titleError)}>
            {(c) => <Input maxLength={120} required {...c} {...register('title')} />}
          </FormField>
          <FormField id="store-description" label={t('submit.fields.description')} error={descriptionError && t(descriptionError)}>
            {(c) => <Textarea rows={4} maxLength={5000} required {...c} {...register('description')} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="store-category" label={t('submit.fields.category')}>
              {(c) => (
                <NativeSelect {...c} {...register('category')}>
                  {STORE_CATEGORIES.map((cat) => (
                    <option key={cat} value={cat}>
                      {t(`categories.${cat}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField id="store-price" label={t('submit.fields.price')} hint={t('submit.fields.priceHint')} error={priceError && t(priceError)}>
              {(c) => (
                <Input type="number" inputMode="numeric" min={STORE_PRICE.min} step={STORE_PRICE.step} max={STORE_PRICE.max} {...c} {...register('price', { valueAsNumber: true })} />
              )}
            </FormField>
            <FormField id="store-buyers" label={t('submit.fields.targetBuyers')}>
              {(c) => (
                <NativeSelect {...c} {...register('target_buyers')}>
                  {TARGET_BUYERS.map((b) => (
                    <option key={b} value={b}>
                      {t(`targetBuyers.${b}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField id="store-classification" label={t('submit.fields.classification')} hint={t('submit.fields.classificationHint')}>
              {(c) => (
                <NativeSelect {...c} {...register('classification')}>
                  {CLASSIFICATIONS.map((cl) => (
                    <option key={cl} value={cl}>
                      {t(`classification.${cl}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
          <div className="flex items-start gap-3">
            <input id="store-ministry" type="checkbox" className="mt-0.5 size-4 accent-primary" aria-describedby="store-ministry-hint" {...register('ministry_only')} />
            <div>
              <Label htmlFor="store-ministry">{t('submit.fields.ministryOnly')}</Label>
              <p id="store-ministry-hint" className="text-xs text-muted-foreground">
                {t('submit.fields.ministryOnlyHint')}
              </p>
            </div>
          </div>
          <fieldset className="space-y-2 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{t('submit.fields.certifications')}</legend>
            <p className="text-xs text-muted-foreground">{t('submit.fields.certificationsHint')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              {CERTIFICATION_NAMES.map((name) => (
                <div key={name} className="space-y-1">
                  <Label htmlFor={`store-cert-${name}`}>{t(`detail.certNames.${name}`)}</Label>
                  <NativeSelect id={`store-cert-${name}`} {...register(`certs.${name}`)}>
                    {CERT_CHOICES.map((s) => (
                      <option key={s} value={s}>
                        {t(`submit.certStatus.${s}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ))}
            </div>
          </fieldset>
          <FormField id="store-data-location" label={t('submit.fields.dataLocation')} error={e.data_location ? t('submit.validation.dataLocation') : null}>
            {(c) => <Input maxLength={120} placeholder={t('submit.fields.dataLocationPlaceholder')} {...c} {...register('data_location')} />}
          </FormField>
          <FormField id="store-features" label={t('submit.fields.features')}>
            {(c) => <Textarea rows={3} maxLength={3000} {...c} {...register('features_text')} />}
          </FormField>
          <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
            {draftFor && draftFor === projectId && (
              <Button type="button" variant="ghost" className="mr-auto" onClick={discardDraft}>
                <Trash2 aria-hidden="true" />
                {t('submit.draft.discard')}
              </Button>
            )}
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('submit.cancel')}
            </Button>
            <SubmitButton busy={submit.isPending} icon={<Send aria-hidden="true" />}>
              {t('submit.send')}
            </SubmitButton>
          </div>
        </form>
      )}
    </StoreDialog>
  );
}
