import { useId, useState, type FormEvent } from 'react';
import type { EntityDef, FieldDef, Row, UiText } from '../lib/model';
import { bounds, inputType, parseField } from '../lib/validate';

export type RefOptions = Record<string, { id: string; label: string }[]>;

function initialText(field: FieldDef, row: Row | undefined): string | boolean {
  const v = row?.[field.key];
  if (field.type === 'boolean') return v === true;
  return v === undefined || v === null ? '' : String(v);
}

/** The form of one record: one labelled input per field, checked by type; in steps when the entity asks for it. */
export function RecordForm({ entity, row, ui, refs, onSave, onCancel }: { entity: EntityDef; row?: Row; ui: UiText; refs: RefOptions; onSave: (values: Record<string, unknown>) => void; onCancel: () => void }) {
  const uid = useId();
  const [values, setValues] = useState<Record<string, string | boolean>>(() => Object.fromEntries(entity.fields.map((f) => [f.key, initialText(f, row)])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stepSize = 4;
  const steps = entity.features.includes('wizard') ? Math.max(1, Math.ceil(entity.fields.length / stepSize)) : 1;
  const [step, setStep] = useState(0);
  const visible = steps > 1 ? entity.fields.slice(step * stepSize, step * stepSize + stepSize) : entity.fields;

  function check(fields: FieldDef[]): Record<string, unknown> | null {
    const out: Record<string, unknown> = {};
    const errs: Record<string, string> = {};
    for (const f of fields) {
      const r = parseField(f, values[f.key] ?? '', ui);
      if (r.error) errs[f.key] = r.error;
      else out[f.key] = r.value;
    }
    setErrors(errs);
    return Object.keys(errs).length ? null : out;
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (step < steps - 1) {
      if (check(visible)) setStep(step + 1);
      return;
    }
    const out = check(entity.fields);
    if (out) onSave(out);
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form className="card record-form" onSubmit={submit} noValidate aria-labelledby={uid + '-title'}>
      <h3 id={uid + '-title'}>{row ? entity.text.edit : entity.text.add}</h3>
      {steps > 1 && (
        <p className="muted">
          {ui.step.replace('{n}', String(step + 1)).replace('{total}', String(steps))}
        </p>
      )}
      {errorCount > 0 && (
        <p className="error" role="alert">
          {ui.formErrors}
        </p>
      )}
      <div className="form-grid">
        {visible.map((f) => {
          const id = `${uid}-${f.key}`;
          const err = errors[f.key];
          const describedBy = err ? id + '-err' : undefined;
          const label = (
            <>
              {f.label}
              {f.required && <span aria-hidden="true"> *</span>}
              {f.unit && f.type !== 'money' ? <span className="muted"> ({f.unit})</span> : null}
            </>
          );
          if (f.type === 'boolean') {
            return (
              <div className="field check" key={f.key}>
                <input id={id} type="checkbox" checked={values[f.key] === true} onChange={(e) => setValues({ ...values, [f.key]: e.target.checked })} />
                <label htmlFor={id}>{label}</label>
              </div>
            );
          }
          const common = { id, required: f.required, 'aria-invalid': err ? true : undefined, 'aria-describedby': describedBy } as const;
          const text = String(values[f.key] ?? '');
          const set = (v: string) => setValues({ ...values, [f.key]: v });
          let input;
          if (f.type === 'enum' || f.ref) {
            const options = f.ref ? (refs[f.ref] ?? []) : (f.options ?? []).map((o) => ({ id: o, label: o }));
            input = (
              <select {...common} value={text} onChange={(e) => set(e.target.value)}>
                <option value="">{ui.choose}</option>
                {options.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
              </select>
            );
          } else if (f.type === 'longtext') {
            input = <textarea {...common} value={text} onChange={(e) => set(e.target.value)} />;
          } else {
            const b = bounds(f);
            input = (
              <input
                {...common}
                type={inputType(f)}
                value={text}
                min={b.min}
                max={b.max}
                step={f.type === 'money' ? '0.01' : f.type === 'number' || f.type === 'percent' ? 'any' : undefined}
                placeholder={f.pattern ?? (f.type === 'coordinates' ? '48.8566, 2.3522' : undefined)}
                onChange={(e) => set(e.target.value)}
              />
            );
          }
          return (
            <div className="field" key={f.key}>
              <label htmlFor={id}>{label}</label>
              {input}
              {err && (
                <span id={id + '-err'} className="error">
                  {err}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <div className="toolbar">
        {step > 0 && (
          <button type="button" className="ghost" onClick={() => setStep(step - 1)}>
            {ui.previous}
          </button>
        )}
        <button type="submit" data-ov="save">
          {step < steps - 1 ? ui.next : ui.save}
        </button>
        <button type="button" className="ghost" onClick={onCancel}>
          {ui.cancel}
        </button>
      </div>
    </form>
  );
}
