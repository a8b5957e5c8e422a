import type { FieldDef, UiText } from './model';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^\+?[\d\s().-]{6,20}$/;

/** The regular expression of an identifier's shape: # a digit, A a letter, anything else as is. */
export function patternRegex(pattern: string): RegExp {
  const body = [...pattern]
    .map((c) => (c === '#' ? '\\d' : c === 'A' ? '[A-Za-z]' : c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')))
    .join('');
  return new RegExp('^' + body + '$');
}

/** Bounds that fit the type (a percentage between 0 and 100, an amount or a duration never negative). */
export function bounds(field: FieldDef): { min?: number; max?: number } {
  if (field.type === 'percent') return { min: 0, max: 100 };
  if (field.type === 'money' || field.type === 'duration') return { min: 0 };
  return {};
}

/** Reads a form input into the stored value; returns an error message in the app's language when it does not fit. */
export function parseField(field: FieldDef, raw: string | boolean, ui: UiText): { value: unknown; error?: string } {
  if (field.type === 'boolean') return { value: raw === true };
  const text = String(raw).trim();
  if (text === '') return field.required ? { value: undefined, error: ui.required } : { value: undefined };
  switch (field.type) {
    case 'number':
    case 'money':
    case 'percent':
    case 'duration': {
      const n = Number(text.replace(/\s/g, '').replace(',', '.'));
      if (!Number.isFinite(n)) return { value: undefined, error: ui.invalidNumber };
      const { min, max } = bounds(field);
      if (min !== undefined && n < min) return { value: undefined, error: ui.tooLow.replace('{n}', String(min)) };
      if (max !== undefined && n > max) return { value: undefined, error: ui.tooHigh.replace('{n}', String(max)) };
      return { value: n };
    }
    case 'email':
      return EMAIL.test(text) ? { value: text } : { value: undefined, error: ui.invalidEmail };
    case 'time':
      return TIME.test(text) ? { value: text } : { value: undefined, error: ui.invalidTime };
    case 'date':
      return DATE.test(text) && !Number.isNaN(Date.parse(text)) ? { value: text } : { value: undefined, error: ui.invalidDate };
    case 'datetime':
      return Number.isNaN(Date.parse(text)) ? { value: undefined, error: ui.invalidDate } : { value: text.slice(0, 16) };
    case 'url':
      try {
        const u = new URL(text);
        return u.protocol === 'http:' || u.protocol === 'https:' ? { value: text } : { value: undefined, error: ui.invalidUrl };
      } catch {
        return { value: undefined, error: ui.invalidUrl };
      }
    case 'phone':
      return PHONE.test(text) ? { value: text } : { value: undefined, error: ui.invalidPhone };
    case 'coordinates': {
      const m = /^(-?\d+(?:\.\d+)?)\s*[,;]\s*(-?\d+(?:\.\d+)?)$/.exec(text);
      if (!m || Math.abs(Number(m[1])) > 90 || Math.abs(Number(m[2])) > 180) return { value: undefined, error: ui.invalidCoordinates };
      return { value: `${Number(m[1])}, ${Number(m[2])}` };
    }
    case 'identifier':
      if (field.pattern && !patternRegex(field.pattern).test(text.toUpperCase())) return { value: undefined, error: ui.invalidPattern.replace('{p}', field.pattern) };
      return { value: field.pattern ? text.toUpperCase() : text };
    case 'enum':
      return field.options && !field.options.includes(text) ? { value: undefined, error: ui.required } : { value: text };
    default:
      return { value: text };
  }
}

/** The HTML input type that fits the field. */
export function inputType(field: FieldDef): string {
  switch (field.type) {
    case 'number':
    case 'money':
    case 'percent':
    case 'duration':
      return 'number';
    case 'date':
      return 'date';
    case 'time':
      return 'time';
    case 'datetime':
      return 'datetime-local';
    case 'email':
      return 'email';
    case 'phone':
      return 'tel';
    case 'url':
      return 'url';
    default:
      return 'text';
  }
}
