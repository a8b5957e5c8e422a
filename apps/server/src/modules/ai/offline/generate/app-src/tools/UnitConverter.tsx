import { useState } from 'react';
import { ArrowLeftRight } from 'lucide-react';
import { SelectField } from './SelectField';
import { convert, unitsOf, type UnitCategory } from './units';

export type ConverterText = { category: string; value: string; from: string; to: string; swap: string; result: string; rate: string; rateNote: string; categories: Record<UnitCategory, string> };

/** Converts between units with real factors; every input labelled. */
export function UnitConverter({ text, categories, lang }: { text: ConverterText; categories: UnitCategory[]; lang: 'fr' | 'en' }) {
  const [category, setCategory] = useState<UnitCategory>(categories[0] ?? 'length');
  const units = unitsOf(category);
  const [from, setFrom] = useState(units[0]!);
  const [to, setTo] = useState(units[1] ?? units[0]!);
  const [value, setValue] = useState('1');
  const [rate, setRate] = useState('1');
  const n = Number(value.replace(',', '.'));
  const r = Number(rate.replace(',', '.'));
  const currency = category === 'currency';
  const valid = value.trim() !== '' && Number.isFinite(n) && units.includes(from) && units.includes(to) && (!currency || (Number.isFinite(r) && r > 0));
  const result = valid ? convert(category, n, from, to, r) : null;
  function pickCategory(c: UnitCategory) {
    const u = unitsOf(c);
    setCategory(c);
    setFrom(u[0]!);
    setTo(u[1] ?? u[0]!);
  }
  function swap() {
    setFrom(to);
    setTo(from);
  }
  const fmt = (x: number) => new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumSignificantDigits: 10 }).format(x);

  return (
    <section className="panel tool" aria-label={text.result}>
      <div className="form-grid">
        <SelectField id="cv-cat" label={text.category} value={category} options={categories} onChange={pickCategory} optionLabel={(c) => text.categories[c]} />
        <div className="field">
          <label htmlFor="cv-value">{text.value}</label>
          <input id="cv-value" data-ov="start" inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={!valid} />
        </div>
        <SelectField id="cv-from" label={text.from} value={from} options={units} onChange={setFrom} />
        <SelectField id="cv-to" label={text.to} value={to} options={units} onChange={setTo} />
        {currency && (
          <div className="field">
            <label htmlFor="cv-rate">{text.rate.replace('{from}', from).replace('{to}', to)}</label>
            <input id="cv-rate" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} aria-invalid={!valid} aria-describedby="cv-rate-note" />
            <span id="cv-rate-note" className="muted">
              {text.rateNote}
            </span>
          </div>
        )}
      </div>
      <button type="button" className="ghost" onClick={swap}>
        <ArrowLeftRight aria-hidden size={16} /> {text.swap}
      </button>
      <p className="big" aria-live="polite">
        {result === null ? '—' : `${fmt(n)} ${from} = ${fmt(result)} ${to}`}
      </p>
    </section>
  );
}
