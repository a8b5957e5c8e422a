import { useState } from 'react';
import { NumberField } from './NumberField';
import { randomBelow } from './random';

export type DiceText = { count: string; sides: string; roll: string; total: string; history: string };

/** Rolls dice with the browser's cryptographic random numbers (no bias: rejection sampling). */
export function Dice({ text, sides: initialSides = 6 }: { text: DiceText; sides?: number }) {
  const [count, setCount] = useState(2);
  const [sides, setSides] = useState(initialSides);
  const choices = [...new Set([4, 6, 8, 10, 12, 20, 100, initialSides])].sort((a, b) => a - b);
  const [rolls, setRolls] = useState<number[][]>([]);
  function roll() {
    const out = Array.from({ length: count }, () => randomBelow(sides) + 1);
    setRolls([out, ...rolls].slice(0, 10));
  }
  const last = rolls[0];
  return (
    <section className="panel tool" aria-label={text.roll}>
      <div className="toolbar">
        <NumberField label={text.count} min={1} max={20} value={count} onChange={setCount} />
        <label className="inline">
          {text.sides}
          <select value={sides} onChange={(e) => setSides(Number(e.target.value))}>
            {choices.map((s) => (
              <option key={s} value={s}>
                d{s}
              </option>
            ))}
          </select>
        </label>
        <button type="button" data-ov="start" onClick={roll}>
          {text.roll}
        </button>
      </div>
      {last && (
        <p className="big" aria-live="polite">
          {last.join(' + ')} = {last.reduce((a, b) => a + b, 0)}
        </p>
      )}
      {rolls.length > 1 && (
        <>
          <h2>{text.history}</h2>
          <ul className="list">
            {rolls.slice(1).map((r, i) => (
              <li key={i}>
                {r.join(', ')} — {text.total} {r.reduce((a, b) => a + b, 0)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
