import { useState, type FormEvent, type ReactNode } from 'react';

/** A one-line "add" form: its input is labelled, a non-blank entry is handed over trimmed and the input cleared. */
export function AddForm({ label, onAdd, children }: { label: string; onAdd: (value: string) => void; children: ReactNode }) {
  const [draft, setDraft] = useState('');
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft.trim()) return;
    onAdd(draft.trim());
    setDraft('');
  }
  return (
    <form className="toolbar" onSubmit={submit}>
      <label className="inline grow">
        <span className="sr-only">{label}</span>
        <input data-ov="new-item" placeholder={label} value={draft} onChange={(e) => setDraft(e.target.value)} />
      </label>
      <button type="submit" data-ov="add">
        {children}
      </button>
    </form>
  );
}
