import { useState } from 'react';
import { ArrowLeftRight } from 'lucide-react';
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
  const fmt = (x: number) => new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumSignificantDigits: 10 }).format(x);

  return (
    <section className="panel tool" aria-label={text.result}>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="cv-cat">{text.category}</label>
          <select
            id="cv-cat"
            value={category}
            onChange={(e) => {
              const c = e.target.value as UnitCategory;
              const u = unitsOf(c);
              setCategory(c);
              setFrom(u[0]!);
              setTo(u[1] ?? u[0]!);
            }}
          >
            {categories.map((c) => (
              <option key={c} value={c}>
                {text.categories[c]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="cv-value">{text.value}</label>
          <input id="cv-value" data-ov="start" inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={!valid} />
        </div>
        <div className="field">
          <label htmlFor="cv-from">{text.from}</label>
          <select id="cv-from" value={from} onChange={(e) => setFrom(e.target.value)}>
            {units.map((u) => (
              <option key={u}>{u}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="cv-to">{text.to}</label>
          <select id="cv-to" value={to} onChange={(e) => setTo(e.target.value)}>
            {units.map((u) => (
              <option key={u}>{u}</option>
            ))}
          </select>
        </div>
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
      <button
        type="button"
        className="ghost"
        onClick={() => {
          setFrom(to);
          setTo(from);
        }}
      >
        <ArrowLeftRight aria-hidden size={16} /> {text.swap}
      </button>
      <p className="big" aria-live="polite">
        {result === null ? '—' : `${fmt(n)} ${from} = ${fmt(result)} ${to}`}
      </p>
    </section>
  );
}
