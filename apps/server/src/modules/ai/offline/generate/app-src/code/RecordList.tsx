import { useState, type FormEvent } from 'react';

/**
 * One self-contained React component (the code assistant's answer): the records the request names, with a search,
 * an add form that checks each field, and deletion. Every screen is built from APP.
 */
type Value = string | number | boolean;
type Row = { id: string } & Partial<Record<string, Value>>;
type Field = { key: string; label: string; type: string; required: boolean; options?: string[] };
type Entity = { key: string; plural: string; text: Record<'add' | 'empty' | 'search' | 'count' | 'countOne' | 'created' | 'deleted', string>; fields: Field[]; rows: Row[] };
type AppData = { lang: string; title: string; classification: string; footer: string; privacy: string; ui: Record<'save' | 'delete' | 'actions' | 'required' | 'invalidNumber' | 'invalidEmail' | 'yes' | 'no' | 'all' | 'filterBy' | 'exportCsv' | 'choose' | 'formErrors', string>; entities: Entity[] };

// <app-data> written from the request; the rest of the file is the same in every app
const APP: AppData = {
  lang: 'en',
  title: 'Visitor log',
  classification: '',
  footer: 'Generated offline by Sentinel — fictitious sample data.',
  privacy: 'Privacy: this application collects no personal data; what you enter stays in this page, is sent to no one and is not kept once it is closed (no cookies, no browser storage).',
  ui: { save: 'Save', delete: 'Delete', actions: 'Actions', required: 'This field is required.', invalidNumber: 'Enter a number.', invalidEmail: 'Enter a valid email address.', yes: 'Yes', no: 'No', all: 'All', filterBy: 'Filter by', exportCsv: 'Export CSV', choose: '— Choose —', formErrors: 'The form has errors.' },

  entities: [
    {
      key: 'visitor',
      plural: 'Visitors',
      text: { add: 'Add a visitor', empty: 'No visitors', search: 'Search visitors', count: '{n} visitors', countOne: '{n} visitor', created: 'Visitor added', deleted: 'Visitor deleted' },
      fields: [
        { key: 'name', label: 'Name', type: 'person', required: true },
        { key: 'badge', label: 'Badge', type: 'identifier', required: true },
        { key: 'entryTime', label: 'Entry time', type: 'time', required: false },
      ],
      rows: [{ id: 'visitor-1', name: 'Alex Morgan', badge: 'B-1042', entryTime: '08:30' }],
    },
  ],
};
// </app-data>

const NUMERIC = ['number', 'money', 'percent', 'duration'];
const INPUT_TYPES: Record<string, string> = { number: 'number', money: 'number', percent: 'number', duration: 'number', date: 'date', time: 'time', datetime: 'datetime-local', email: 'email', phone: 'tel', url: 'url' };

const show = (f: Field, v: Value | undefined) => (v === undefined || v === '' ? '—' : f.type === 'boolean' ? (v ? APP.ui.yes : APP.ui.no) : String(v));

function read(f: Field, raw: FormDataEntryValue | null): { value?: Value; error?: string } {
  if (f.type === 'boolean') return { value: raw === 'on' };
  const text = String(raw ?? '').trim();
  if (text === '') return f.required ? { error: APP.ui.required } : {};
  if (!NUMERIC.includes(f.type)) return { value: text };
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? { value: n } : { error: APP.ui.invalidNumber };
}

function Register({ entity }: { entity: Entity }) {
  const [rows, setRows] = useState<Row[]>(entity.rows);
  const [query, setQuery] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const q = query.trim().toLowerCase();
  const visible = rows.filter((r) => !q || entity.fields.some((f) => show(f, r[f.key]).toLowerCase().includes(q)));

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const record: Row = { id: `${entity.key}-${Date.now()}` };
    const found: Record<string, string> = {};
    for (const f of entity.fields) {
      const r = read(f, data.get(f.key));
      if (r.error) found[f.key] = r.error;
      else if (r.value !== undefined) record[f.key] = r.value;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setRows((list) => [record, ...list]);
    setStatus(entity.text.created);
    event.currentTarget.reset();
  }

  function remove(id: string) {
    setRows((list) => list.filter((x) => x.id !== id));
    setStatus(entity.text.deleted);
  }

  return (
    <section>
      <h2>{entity.plural}</h2>
      <p role="status">{status || (visible.length === 1 ? entity.text.countOne : entity.text.count).replace('{n}', String(visible.length))}</p>
      <input type="search" aria-label={entity.text.search} placeholder={entity.text.search} value={query} onChange={(e) => setQuery(e.target.value)} />
      <table>
        <thead>
          <tr>
            {entity.fields.map((f) => (
              <th key={f.key} scope="col">
                {f.label}
              </th>
            ))}
            <th scope="col">{APP.ui.actions}</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((r) => (
            <tr key={r.id}>
              {entity.fields.map((f) => (
                <td key={f.key}>{show(f, r[f.key])}</td>
              ))}
              <td>
                <button type="button" onClick={() => remove(r.id)}>
                  {APP.ui.delete}
                </button>
              </td>
            </tr>
          ))}
          {visible.length === 0 && (
            <tr>
              <td colSpan={entity.fields.length + 1}>{entity.text.empty}</td>
            </tr>
          )}
        </tbody>
      </table>
      <form onSubmit={add} noValidate>
        <h3>{entity.text.add}</h3>
        {entity.fields.map((f) => {
          const id = `${entity.key}-${f.key}`;
          const props = { id, name: f.key, 'aria-invalid': Boolean(errors[f.key]), 'aria-describedby': `${id}-error` };
          return (
            <p key={f.key}>
              <label htmlFor={id}>{f.label + (f.required ? ' *' : '')}</label>{' '}
              {f.type === 'boolean' ? (
                <input type="checkbox" {...props} />
              ) : f.options ? (
                <select {...props}>
                  <option value="">{APP.ui.choose}</option>
                  {f.options.map((o) => (
                    <option key={o}>{o}</option>
                  ))}
                </select>
              ) : (
                <input type={INPUT_TYPES[f.type] ?? 'text'} {...props} />
              )}
              <span id={`${id}-error`}>{errors[f.key]}</span>
            </p>
          );
        })}
        <button type="submit">{APP.ui.save}</button>
      </form>
    </section>
  );
}

export function RecordList() {
  return (
    <main lang={APP.lang}>
      {APP.classification && <p role="note">{APP.classification}</p>}
      <h1>{APP.title}</h1>
      {APP.entities.map((e) => (
        <Register key={e.key} entity={e} />
      ))}
      <footer>
        <p>{APP.footer}</p>
        <p className="privacy">{APP.privacy}</p>
      </footer>
    </main>
  );
}
