/* global document */
// A records app in plain JavaScript: every screen is built from APP (no framework; the DOM is built with
// textContent only, so no value can inject markup). Include it at the end of a page that has <main id="app">.
'use strict';

// <app-data> written from the request; the rest of the file is the same in every app
const APP = {
  lang: 'fr',
  title: 'Registre des visiteurs',
  classification: '',
  footer: 'Généré hors ligne par Sentinel — données d’exemple fictives.',
  privacy: 'Confidentialité : cette application ne collecte aucune donnée personnelle ; ce que vous saisissez reste dans cette page, n’est envoyé à personne et n’est pas conservé après sa fermeture (ni cookie, ni stockage dans le navigateur).',
  ui: {
    save: 'Enregistrer',
    delete: 'Supprimer',
    actions: 'Actions',
    required: 'Ce champ est obligatoire.',
    invalidNumber: 'Saisissez un nombre.',
    invalidEmail: 'Saisissez une adresse e-mail valide (nom@domaine.fr).',
    yes: 'Oui',
    no: 'Non',
    all: 'Tous',
    filterBy: 'Filtrer par',
    exportCsv: 'Exporter CSV',
    choose: '— Choisir —',
    formErrors: 'Le formulaire contient des erreurs : corrigez les champs signalés.',
  },
  entities: [
    {
      key: 'visiteur',
      plural: 'Visiteurs',
      text: { add: 'Nouveau visiteur', empty: 'Aucun visiteur', search: 'Rechercher un visiteur', count: '{n} visiteurs', countOne: '{n} visiteur', created: 'Visiteur ajouté', deleted: 'Visiteur supprimé' },
      fields: [
        { key: 'nom', label: 'Nom', type: 'person', required: true },
        { key: 'badge', label: 'Badge', type: 'identifier', required: true },
        { key: 'heureEntree', label: 'Heure d’entrée', type: 'time', required: false },
        { key: 'escorte', label: 'Escorté', type: 'boolean', required: false },
      ],
      rows: [
        { id: 'visiteur-1', nom: 'Camille Martin', badge: 'B-1042', heureEntree: '08:30', escorte: true },
        { id: 'visiteur-2', nom: 'Louis Bernard', badge: 'B-1043', heureEntree: '09:15', escorte: false },
      ],
    },
  ],
};
// </app-data>

const NUMERIC = ['number', 'money', 'percent', 'duration'];
const INPUT_TYPES = { number: 'number', money: 'number', percent: 'number', duration: 'number', date: 'date', time: 'time', datetime: 'datetime-local', email: 'email', phone: 'tel', url: 'url' };

function el(tag, props, children) {
  const node = document.createElement(tag);
  Object.assign(node, props || {});
  for (const c of children || []) node.append(c);
  return node;
}

function show(field, value) {
  if (value === undefined || value === null || value === '') return '—';
  if (field.type === 'boolean') return value ? APP.ui.yes : APP.ui.no;
  if (field.type === 'money') return new Intl.NumberFormat(APP.lang, { style: 'currency', currency: 'EUR' }).format(Number(value));
  return String(value);
}

function readField(field, input) {
  if (field.type === 'boolean') return { value: input.checked };
  const text = input.value.trim();
  if (text === '') return field.required ? { error: APP.ui.required } : { value: undefined };
  if (NUMERIC.includes(field.type)) {
    const n = Number(text.replace(',', '.'));
    return Number.isFinite(n) ? { value: n } : { error: APP.ui.invalidNumber };
  }
  if (field.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(text)) return { error: APP.ui.invalidEmail };
  return { value: text };
}

function csv(entity, rows) {
  const cell = (v) => (/[",\r\n]/.test(v) ? '"' + v.replace(/"/g, '""') + '"' : v);
  const lines = [entity.fields.map((f) => f.label), ...rows.map((r) => entity.fields.map((f) => show(f, r[f.key])))];
  return lines.map((l) => l.map(cell).join(',')).join('\r\n') + '\r\n';
}

function control(field, id) {
  if (field.type === 'boolean') return el('input', { id, type: 'checkbox' });
  if (field.type === 'longtext') return el('textarea', { id, rows: 3 });
  if (field.type === 'enum' && field.options) {
    return el('select', { id }, [el('option', { value: '', textContent: APP.ui.choose }), ...field.options.map((o) => el('option', { value: o, textContent: o }))]);
  }
  return el('input', { id, type: INPUT_TYPES[field.type] || 'text', required: field.required });
}

function register(entity) {
  let rows = entity.rows.slice();
  const filters = {};
  const status = el('p', { className: 'muted', role: 'status' });
  const search = el('input', { type: 'search', placeholder: entity.text.search });
  search.setAttribute('aria-label', entity.text.search);
  const tbody = el('tbody');
  const head = el('tr', {}, [...entity.fields.map((f) => el('th', { scope: 'col', textContent: f.label })), el('th', { scope: 'col', textContent: APP.ui.actions })]);

  function render() {
    const q = search.value.trim().toLowerCase();
    const visible = rows.filter(
      (r) =>
        Object.entries(filters).every(([k, v]) => !v || String(r[k]) === v) &&
        (!q || entity.fields.some((f) => show(f, r[f.key]).toLowerCase().includes(q))),
    );
    tbody.replaceChildren(
      ...visible.map((r) => {
        const remove = el('button', { type: 'button', className: 'ghost', textContent: APP.ui.delete });
        remove.addEventListener('click', () => {
          rows = rows.filter((x) => x.id !== r.id);
          render();
          status.textContent = entity.text.deleted;
        });
        return el('tr', {}, [...entity.fields.map((f) => el('td', { textContent: show(f, r[f.key]) })), el('td', {}, [remove])]);
      }),
    );
    if (visible.length === 0) tbody.append(el('tr', {}, [el('td', { colSpan: entity.fields.length + 1, className: 'empty', textContent: entity.text.empty })]));
    status.textContent = (visible.length === 1 ? entity.text.countOne : entity.text.count).replace('{n}', String(visible.length));
  }

  const filterControls = entity.fields
    .filter((f) => f.type === 'boolean' || (f.type === 'enum' && f.options))
    .map((f) => {
      const values = f.type === 'boolean' ? [['true', APP.ui.yes], ['false', APP.ui.no]] : f.options.map((o) => [o, o]);
      const select = el('select', {}, [el('option', { value: '', textContent: APP.ui.all }), ...values.map(([v, t]) => el('option', { value: v, textContent: t }))]);
      select.setAttribute('aria-label', APP.ui.filterBy + ' ' + f.label);
      select.addEventListener('change', () => {
        filters[f.key] = select.value;
        render();
      });
      return select;
    });
  search.addEventListener('input', render);

  const exportButton = el('button', { type: 'button', className: 'ghost', textContent: APP.ui.exportCsv });
  exportButton.addEventListener('click', () => {
    const link = el('a', { href: URL.createObjectURL(new Blob([csv(entity, rows)], { type: 'text/csv' })), download: entity.key + '.csv' });
    link.click();
    URL.revokeObjectURL(link.href);
  });

  const inputs = entity.fields.map((f) => ({ f, input: control(f, entity.key + '-' + f.key), error: el('p', { className: 'error', id: entity.key + '-' + f.key + '-error' }) }));
  const form = el('form', { className: 'card', noValidate: true }, [
    el('h3', { textContent: entity.text.add }),
    el(
      'div',
      { className: 'form-grid' },
      inputs.map(({ f, input, error }) => {
        input.setAttribute('aria-describedby', error.id);
        return el('div', { className: f.type === 'boolean' ? 'field check' : 'field' }, [el('label', { htmlFor: input.id, textContent: f.label + (f.required ? ' *' : '') }), input, error]);
      }),
    ),
    el('button', { type: 'submit', textContent: APP.ui.save }),
  ]);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const record = { id: entity.key + '-' + (rows.reduce((m, r) => Math.max(m, Number(/(\d+)$/.exec(r.id)?.[1] ?? 0)), 0) + 1) };
    let ok = true;
    for (const { f, input, error } of inputs) {
      const read = readField(f, input);
      error.textContent = read.error || '';
      input.setAttribute('aria-invalid', String(Boolean(read.error)));
      if (read.error) ok = false;
      else if (read.value !== undefined) record[f.key] = read.value;
    }
    if (!ok) {
      status.textContent = APP.ui.formErrors;
      return;
    }
    rows = [record, ...rows];
    form.reset();
    render();
    status.textContent = entity.text.created;
  });

  render();
  return el('section', { className: 'panel' }, [
    el('div', { className: 'panel-head' }, [el('h2', { textContent: entity.plural }), status]),
    el('div', { className: 'toolbar' }, [search, ...filterControls, exportButton]),
    el('div', { className: 'table-wrap' }, [el('table', {}, [el('thead', {}, [head]), tbody])]),
    form,
  ]);
}

const root = document.getElementById('app') || document.body;
if (APP.classification) root.append(el('p', { className: 'classification', textContent: APP.classification }));
root.append(el('header', { className: 'topbar' }, [el('h1', { textContent: APP.title })]), ...APP.entities.map(register), el('footer', {}, [el('p', { textContent: APP.footer }), el('p', { className: 'privacy', textContent: APP.privacy })]));
