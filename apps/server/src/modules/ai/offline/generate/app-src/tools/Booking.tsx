import { useState, type FormEvent } from 'react';
import { nextId } from './ids';
import { SelectField } from './SelectField';

export type BookingText = { resource: string; date: string; name: string; book: string; cancel: string; free: string; taken: string; bookings: string; empty: string; nameRequired: string; slot: string; booked: string };

/** Booking: a resource, a day, a free slot and a name; taken slots can't be booked twice. */
export function Booking({ text, resources, slots, today }: { text: BookingText; resources: string[]; slots: string[]; today: string }) {
  const [resource, setResource] = useState(resources[0] ?? '');
  const [date, setDate] = useState(today);
  const [slot, setSlot] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [bookings, setBookings] = useState<{ id: number; resource: string; date: string; slot: string; name: string }[]>([]);
  const taken = (s: string) => bookings.some((b) => b.resource === resource && b.date === date && b.slot === s);
  function book(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setError(text.nameRequired);
    if (!slot || taken(slot)) return setError(text.slot);
    setBookings([...bookings, { id: nextId(bookings), resource, date, slot, name: name.trim() }].sort((a, b) => (a.date + a.slot).localeCompare(b.date + b.slot)));
    setSlot(null);
    setName('');
    setError('');
  }
  return (
    <section className="panel tool" aria-label={text.bookings}>
      <form onSubmit={book} noValidate>
        <div className="form-grid">
          <SelectField id="bk-res" label={text.resource} value={resource} options={resources} onChange={setResource} />
          <div className="field">
            <label htmlFor="bk-date">{text.date}</label>
            <input id="bk-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="bk-name">{text.name}</label>
            <input id="bk-name" value={name} onChange={(e) => setName(e.target.value)} />
          </div>
        </div>
        <div className="slots" role="group" aria-label={text.slot}>
          {slots.map((s) => (
            <button key={s} type="button" className="ghost slot" disabled={taken(s)} aria-pressed={slot === s} onClick={() => setSlot(s)} title={taken(s) ? text.taken : text.free}>
              {s}
            </button>
          ))}
        </div>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <p>
          <button type="submit" data-ov="add">
            {text.book}
          </button>
        </p>
      </form>
      <h2>{text.bookings}</h2>
      {bookings.length === 0 && <p className="empty">{text.empty}</p>}
      <ul className="list">
        {bookings.map((b) => (
          <li key={b.id}>
            <span>{text.booked.replace('{resource}', b.resource).replace('{date}', b.date).replace('{slot}', b.slot).replace('{name}', b.name)}</span>
            <button type="button" className="ghost" onClick={() => setBookings(bookings.filter((x) => x.id !== b.id))}>
              {text.cancel}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
