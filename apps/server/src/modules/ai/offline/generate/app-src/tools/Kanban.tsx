import { useState, type FormEvent } from 'react';
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';

export type KanbanText = { newCard: string; add: string; left: string; right: string; remove: string; empty: string };

/** A board: cards added to the first column and moved from column to column. */
export function Kanban({ text, columns, cards: initial }: { text: KanbanText; columns: string[]; cards: { title: string; column: number }[] }) {
  const [cards, setCards] = useState(() => initial.map((c, i) => ({ ...c, id: i + 1 })));
  const [draft, setDraft] = useState('');
  const move = (id: number, d: number) => setCards(cards.map((c) => (c.id === id ? { ...c, column: Math.min(columns.length - 1, Math.max(0, c.column + d)) } : c)));
  function add(e: FormEvent) {
    e.preventDefault();
    if (!draft.trim()) return;
    setCards([...cards, { id: Math.max(0, ...cards.map((c) => c.id)) + 1, title: draft.trim(), column: 0 }]);
    setDraft('');
  }
  return (
    <section className="panel" aria-label={columns.join(', ')}>
      <form className="toolbar" onSubmit={add}>
        <label className="inline grow">
          <span className="sr-only">{text.newCard}</span>
          <input data-ov="new-item" placeholder={text.newCard} value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <button type="submit" data-ov="add">
          {text.add}
        </button>
      </form>
      <div className="columns">
        {columns.map((col, ci) => (
          <div className="card" key={col}>
            <h2>
              {col} <span className="muted">({cards.filter((c) => c.column === ci).length})</span>
            </h2>
            <ul className="list">
              {cards.filter((c) => c.column === ci).length === 0 && <li className="empty">{text.empty}</li>}
              {cards
                .filter((c) => c.column === ci)
                .map((c) => (
                  <li key={c.id}>
                    <span>{c.title}</span>
                    <span>
                      <button type="button" className="ghost icon" disabled={ci === 0} aria-label={`${text.left} : ${c.title}`} onClick={() => move(c.id, -1)}>
                        <ArrowLeft aria-hidden size={14} />
                      </button>
                      <button type="button" className="ghost icon" disabled={ci === columns.length - 1} aria-label={`${text.right} : ${c.title}`} onClick={() => move(c.id, 1)}>
                        <ArrowRight aria-hidden size={14} />
                      </button>
                      <button type="button" className="ghost icon" aria-label={`${text.remove} : ${c.title}`} onClick={() => setCards(cards.filter((x) => x.id !== c.id))}>
                        <Trash2 aria-hidden size={14} />
                      </button>
                    </span>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
