import { useState } from 'react';
import { NumberField } from './NumberField';
import { randomBelow } from './random';

export type PasswordText = { length: string; lower: string; upper: string; digits: string; symbols: string; generate: string; copy: string; copied: string; password: string; strength: string; bits: string };

const SETS = { lower: 'abcdefghijkmnopqrstuvwxyz', upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ', digits: '23456789', symbols: '!#$%&*+-=?@^_' } as const;

/** Passwords from the browser's cryptographic random numbers, with their entropy in bits. */
export function PasswordGenerator({ text, length: initialLength = 16 }: { text: PasswordText; length?: number }) {
  const [length, setLength] = useState(initialLength);
  const [use, setUse] = useState({ lower: true, upper: true, digits: true, symbols: true });
  const [password, setPassword] = useState('');
  const [copied, setCopied] = useState(false);
  const alphabet = (Object.keys(SETS) as (keyof typeof SETS)[]).filter((k) => use[k]).map((k) => SETS[k]).join('');
  const bits = alphabet ? Math.floor(length * Math.log2(alphabet.length)) : 0;
  function generate() {
    if (!alphabet) return;
    setPassword(Array.from({ length }, () => alphabet[randomBelow(alphabet.length)]).join(''));
    setCopied(false);
  }
  return (
    <section className="panel tool" aria-label={text.password}>
      <div className="toolbar">
        <NumberField label={text.length} min={8} max={128} value={length} onChange={setLength} />
        {(Object.keys(SETS) as (keyof typeof SETS)[]).map((k) => (
          <span className="field check" key={k}>
            <input id={`pw-${k}`} type="checkbox" checked={use[k]} onChange={() => setUse({ ...use, [k]: !use[k] })} />
            <label htmlFor={`pw-${k}`}>{text[k]}</label>
          </span>
        ))}
      </div>
      <div className="toolbar">
        <button type="button" data-ov="start" disabled={!alphabet} onClick={generate}>
          {text.generate}
        </button>
        <button
          type="button"
          className="ghost"
          disabled={!password}
          onClick={() => {
            void navigator.clipboard?.writeText(password).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {copied ? text.copied : text.copy}
        </button>
      </div>
      <output className="display mono" aria-label={text.password}>
        {password || '—'}
      </output>
      <p className="muted">
        {text.strength} : {bits} {text.bits}
      </p>
    </section>
  );
}
