import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { AddForm } from './AddForm';
import { nextId, withIds } from './ids';

export type ChecklistText = { newItem: string; add: string; remove: string; progress: string; empty: string; reset: string };

/** A checklist: items ticked off, added and removed, with its progress. */
export function Checklist({ text, items: initial }: { text: ChecklistText; items: string[] }) {
  const [items, setItems] = useState(() => withIds(initial.map((label) => ({ label, done: false }))));
  const done = items.filter((i) => i.done).length;
  return (
    <section className="panel tool" aria-label={text.progress}>
      <p aria-live="polite">{text.progress.replace('{n}', String(done)).replace('{total}', String(items.length))}</p>
      <progress max={items.length || 1} value={done} aria-label={text.progress.replace('{n}', String(done)).replace('{total}', String(items.length))} />
      <AddForm label={text.newItem} onAdd={(label) => setItems([...items, { id: nextId(items), label, done: false }])}>
        <Plus aria-hidden size={16} /> {text.add}
      </AddForm>
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
