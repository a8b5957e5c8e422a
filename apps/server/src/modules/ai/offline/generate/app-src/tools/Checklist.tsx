import { useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';

export type ChecklistText = { newItem: string; add: string; remove: string; progress: string; empty: string; reset: string };

/** A checklist: items ticked off, added and removed, with its progress. */
export function Checklist({ text, items: initial }: { text: ChecklistText; items: string[] }) {
  const [items, setItems] = useState(() => initial.map((label, i) => ({ id: i + 1, label, done: false })));
  const [draft, setDraft] = useState('');
  const done = items.filter((i) => i.done).length;
  function add(e: FormEvent) {
    e.preventDefault();
    if (!draft.trim()) return;
    setItems([...items, { id: Math.max(0, ...items.map((i) => i.id)) + 1, label: draft.trim(), done: false }]);
    setDraft('');
  }
  return (
    <section className="panel tool" aria-label={text.progress}>
      <p aria-live="polite">{text.progress.replace('{n}', String(done)).replace('{total}', String(items.length))}</p>
      <progress max={items.length || 1} value={done} aria-label={text.progress.replace('{n}', String(done)).replace('{total}', String(items.length))} />
      <form className="toolbar" onSubmit={add}>
        <label className="inline grow">
          <span className="sr-only">{text.newItem}</span>
          <input data-ov="new-item" placeholder={text.newItem} value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <button type="submit" data-ov="add">
          <Plus aria-hidden size={16} /> {text.add}
        </button>
      </form>
      {items.length === 0 && <p className="empty">{text.empty}</p>}
      <ul className="list">
        {items.map((it) => (
          <li key={it.id}>
            <span className="field check">
              <input id={`c${it.id}`} type="checkbox" checked={it.done} onChange={() => setItems(items.map((x) => (x.id === it.id ? { ...x, done: !x.done } : x)))} />
              <label htmlFor={`c${it.id}`} style={it.done ? { textDecoration: 'line-through' } : undefined}>
                {it.label}
              </label>
            </span>
            <button type="button" className="ghost icon" aria-label={`${text.remove} : ${it.label}`} onClick={() => setItems(items.filter((x) => x.id !== it.id))}>
              <Trash2 aria-hidden size={14} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="ghost" onClick={() => setItems(items.map((x) => ({ ...x, done: false })))}>
        {text.reset}
      </button>
    </section>
  );
}
