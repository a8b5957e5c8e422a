import { useState, type KeyboardEvent } from 'react';
import { evaluate } from './calc';

export type CalculatorText = { display: string; clear: string; back: string; equals: string; error: string; history: string; decimal: string };

const KEYS = ['7', '8', '9', '÷', '4', '5', '6', '×', '1', '2', '3', '−', '0', '.', '%', '+'];

/** A calculator that computes right (precedence, parentheses, percentages), by clicks or by keyboard. */
export function Calculator({ text, lang }: { text: CalculatorText; lang: 'fr' | 'en' }) {
  const [expr, setExpr] = useState('');
  const [error, setError] = useState(false);
  const [history, setHistory] = useState<string[]>([]);
  const fmt = (n: number) => new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 10 }).format(n);
  const show = lang === 'fr' ? expr.replace(/\./g, ',') : expr;

  function press(k: string) {
    setError(false);
    if (k === '=') {
      const v = evaluate(expr);
      if (v === null) setError(true);
      else {
        setHistory([`${show} = ${fmt(v)}`, ...history].slice(0, 8));
        setExpr(String(v));
      }
    } else if (k === 'C') setExpr('');
    else if (k === '⌫') setExpr(expr.slice(0, -1));
    else setExpr(expr + k);
  }

  function onKey(e: KeyboardEvent) {
    const map: Record<string, string> = { '*': '×', '/': '÷', '-': '−', Enter: '=', '=': '=', Backspace: '⌫', Escape: 'C', ',': '.' };
    const k = map[e.key] ?? (/^[0-9.+%()]$/.test(e.key) ? e.key : null);
    if (k) {
      e.preventDefault();
      press(k);
    }
  }

  return (
    <section className="panel tool" onKeyDown={onKey} aria-label={text.display}>
      <label htmlFor="calc-display" className="muted">
        {text.display}
      </label>
      <output id="calc-display" className="display" aria-live="polite">
        {error ? text.error : show || '0'}
      </output>
      <div className="keys">
        <button type="button" className="ghost" onClick={() => press('C')}>
          {text.clear}
        </button>
        <button type="button" className="ghost" onClick={() => press('(')}>
          (
        </button>
        <button type="button" className="ghost" onClick={() => press(')')}>
          )
        </button>
        <button type="button" className="ghost" aria-label={text.back} onClick={() => press('⌫')}>
          ⌫
        </button>
        {KEYS.map((k) => (
          <button key={k} type="button" className={/\d/.test(k) ? 'ghost' : undefined} aria-label={k === '.' ? text.decimal : undefined} onClick={() => press(k)}>
            {k === '.' && lang === 'fr' ? ',' : k}
          </button>
        ))}
        <button type="button" data-ov="start" style={{ gridColumn: 'span 4' }} onClick={() => press('=')}>
          {text.equals}
        </button>
      </div>
      {history.length > 0 && (
        <>
          <h2>{text.history}</h2>
          <ul className="list">
            {history.map((h, i) => (
              <li key={i}>{h}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
