import { useState } from 'react';
import { computeFormula, formatResult, initialText, inputLabel, type Formula, type Lang } from './formulas';

export type FormulaText = { inputs: string; results: string; formula: string; fix: string };

/**
 * A calculator for a known formula (or several combined): labelled inputs with their units, filled with the values the
 * request gave, the results live, the formula shown.
 */
export function FormulaCalculator({ text, formula, lang, values }: { text: FormulaText; formula: Formula; lang: Lang; values?: Record<string, number> }) {
  const [raw, setRaw] = useState<Record<string, string>>(() => Object.fromEntries(formula.inputs.map((i) => [i.key, initialText(i, values, lang)])));
  const out = computeFormula(formula, raw, lang);
  const errors = 'errors' in out ? out.errors : {};
  const colon = lang === 'fr' ? '\u00a0: ' : ': ';

  return (
    <section className="panel tool" aria-label={formula.title[lang]} data-ov="formula">
      <h2>{text.inputs}</h2>
      <div className="form-grid">
        {formula.inputs.map((input, i) => {
          const id = `fc-${input.key}`;
          const error = errors[input.key];
          return (
            <div className="field" key={input.key}>
              <label htmlFor={id}>{inputLabel(input, lang)}</label>
              <input
                id={id}
                data-ov={i === 0 ? 'start' : undefined}
                inputMode="decimal"
                value={raw[input.key] ?? ''}
                onChange={(e) => setRaw({ ...raw, [input.key]: e.target.value })}
                aria-invalid={error !== undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error && (
                <span id={`${id}-error`} className="error">
                  {error}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <h2>{text.results}</h2>
      <div aria-live="polite">
        {'results' in out ? (
          out.results.map((r) => (
            <p key={r.label.en} className="result" data-ov="result">
              <span className="muted">
                {r.label[lang]}
                {colon}
              </span>
              <output>{formatResult(r, lang)}</output>
            </p>
          ))
        ) : (
          <p className="error" role="alert">
            {text.fix}
          </p>
        )}
      </div>
      <p className="muted">
        {text.formula}
        {colon}
        {formula.formula[lang]}
      </p>
    </section>
  );
}
