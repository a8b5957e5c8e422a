import { locale, type FieldDef, type Lang, type UiText } from './model';

/** Shows a stored value as the user reads it: euros, dates, times, yes/no... (dates in UTC: the stored value is the truth). */
export function formatValue(field: FieldDef, value: unknown, ui: UiText): string {
  if (value === undefined || value === null || value === '') return '—';
  const lang: Lang = ui.lang;
  switch (field.type) {
    case 'money':
      return new Intl.NumberFormat(locale(lang), { style: 'currency', currency: field.unit && /^[A-Z]{3}$/.test(field.unit) ? field.unit : 'EUR' }).format(Number(value));
    case 'number':
      return new Intl.NumberFormat(locale(lang)).format(Number(value)) + (field.unit ? ' ' + field.unit : '');
    case 'percent':
      return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 1 }).format(Number(value)) + (lang === 'fr' ? ' %' : '%');
    case 'duration': {
      const min = Number(value);
      const h = Math.floor(min / 60);
      const m = Math.round(min % 60);
      return h > 0 ? `${h} h ${String(m).padStart(2, '0')}` : `${m} min`;
    }
    case 'date': {
      const d = new Date(String(value) + 'T00:00:00Z');
      return Number.isNaN(d.getTime()) ? String(value) : new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
    }
    case 'datetime': {
      const d = new Date(String(value) + 'Z');
      return Number.isNaN(d.getTime()) ? String(value) : new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(d);
    }
    case 'time':
      return lang === 'fr' ? String(value).replace(':', ' h ') : String(value);
    case 'boolean':
      return value ? ui.yes : ui.no;
    default:
      return String(value);
  }
}

/** A comparable value for sorting. */
export function sortKey(field: FieldDef | undefined, value: unknown): string | number {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (field?.type === 'enum' && field.options) return field.options.indexOf(String(value));
  return String(value).toLocaleLowerCase();
}

export function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}
