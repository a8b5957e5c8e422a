import { clampInput } from './random';

/** A labelled whole-number input in a toolbar, its value kept within [min, max]. */
export function NumberField({ label, min, max, value, onChange }: { label: string; min: number; max: number; value: number; onChange: (value: number) => void }) {
  return (
    <label className="inline">
      {label}
      <input type="number" min={min} max={max} value={value} onChange={(e) => onChange(clampInput(e.target.value, min, max))} />
    </label>
  );
}
