import { useState, type FormEvent } from 'react';
import { nextId, withIds } from './ids';

export type NotesText = { title: string; body: string; add: string; search: string; remove: string; empty: string; titleRequired: string };

/** Notes: written, searched and deleted. */
export function Notes({ text, notes: initial }: { text: NotesText; notes: { title: string; body: string }[] }) {
  const [notes, setNotes] = useState(() => withIds(initial));
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [query, setQuery] = useState('');
  const [error, setError] = useState('');
  const q = query.trim().toLocaleLowerCase();
  const shown = notes.filter((n) => !q || (n.title + ' ' + n.body).toLocaleLowerCase().includes(q));
  function add(e: FormEvent) {
    e.preventDefault();
    if (!title.trim()) return setError(text.titleRequired);
    setNotes([{ id: nextId(notes), title: title.trim(), body: body.trim() }, ...notes]);
    setTitle('');
    setBody('');
    setError('');
  }
  return (
    <section className="panel tool" aria-label={text.title}>
      <form className="card" onSubmit={add} noValidate>
        <div className="field">
          <label htmlFor="note-title">{text.title}</label>
          <input id="note-title" value={title} onChange={(e) => setTitle(e.target.value)} aria-invalid={!!error} />
        </div>
        <div className="field">
          <label htmlFor="note-body">{text.body}</label>
          <textarea id="note-body" value={body} onChange={(e) => setBody(e.target.value)} />
        </div>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" data-ov="add">
          {text.add}
        </button>
      </form>
      <label className="search">
        <span className="sr-only">{text.search}</span>
        <input type="search" data-ov="search" placeholder={text.search} value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {shown.length === 0 && <p className="empty">{text.empty}</p>}
      {shown.map((n) => (
        <article className="card" key={n.id}>
          <h2>{n.title}</h2>
          <p>{n.body}</p>
          <button type="button" className="ghost" aria-label={`${text.remove} : ${n.title}`} onClick={() => setNotes(notes.filter((x) => x.id !== n.id))}>
            {text.remove}
          </button>
        </article>
      ))}
    </section>
  );
}
