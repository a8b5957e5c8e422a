import { useState } from 'react';
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { AddForm } from './AddForm';
import { nextId, withIds } from './ids';

export type KanbanText = { newCard: string; add: string; left: string; right: string; remove: string; empty: string };

/** A board: cards added to the first column and moved from column to column. */
export function Kanban({ text, columns, cards: initial }: { text: KanbanText; columns: string[]; cards: { title: string; column: number }[] }) {
  const [cards, setCards] = useState(() => withIds(initial));
  const move = (id: number, d: number) => setCards(cards.map((c) => (c.id === id ? { ...c, column: Math.min(columns.length - 1, Math.max(0, c.column + d)) } : c)));
  return (
    <section className="panel" aria-label={columns.join(', ')}>
      <AddForm label={text.newCard} onAdd={(title) => setCards([...cards, { id: nextId(cards), title, column: 0 }])}>
        {text.add}
      </AddForm>
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
