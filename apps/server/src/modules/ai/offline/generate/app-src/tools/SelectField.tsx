/** A labelled select in a form's grid; each option shows its value unless `optionLabel` names it. */
export function SelectField<T extends string>({ id, label, value, options, onChange, optionLabel = (o) => o }: { id: string; label: string; value: T; options: readonly T[]; onChange: (value: T) => void; optionLabel?: (option: T) => string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </div>
  );
}
