/**
 * Scoring of the offline AI evaluation (issue 13 point 8): is an expected noun or field visible in the UI text,
 * and in which language is that text. Pure functions, tested in score.test.ts.
 */

const FUNCTION_WORDS = new Set(['de', 'du', 'des', 'd', 'l', 'la', 'le', 'les', 'the', 'of', 'a', 'an', 'en', 'in', 'par', 'per']);

/** Lower case, no accents, apostrophes and punctuation as spaces. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`]/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Singular and plural read the same ("visiteurs" ~ "visiteur", "travaux" ~ "travail" is not attempted). */
const stem = (w: string) => (w.length > 3 ? w.replace(/(s|x)$/, '') : w);

export function tokens(text: string): string[] {
  return normalize(text)
    .split(' ')
    .filter((w) => w && !FUNCTION_WORDS.has(w))
    .map(stem);
}

/** True when the term's words appear in the text, in order and next to each other (function words ignored). */
export function visible(term: string, text: string | string[]): boolean {
  const t = tokens(term);
  if (!t.length) return true;
  const hay = Array.isArray(text) ? text : tokens(text);
  outer: for (let i = 0; i + t.length <= hay.length; i++) {
    for (let j = 0; j < t.length; j++) if (hay[i + j] !== t[j]) continue outer;
    return true;
  }
  return false;
}

const FR = ['le', 'la', 'les', 'des', 'du', 'de', 'un', 'une', 'et', 'ou', 'pour', 'avec', 'sur', 'dans', 'par', 'aucun', 'aucune', 'nouveau', 'nouvelle', 'rechercher', 'trier', 'exporter', 'enregistrer', 'annuler', 'modifier', 'supprimer', 'oui', 'non', 'tous', 'croissant', 'donnees', 'genere', 'hors', 'ligne', 'fictives', 'demarrer', 'reinitialiser', 'valider', 'ajouter', 'effacer'];
const EN = ['the', 'of', 'and', 'or', 'for', 'with', 'on', 'in', 'by', 'no', 'new', 'add', 'search', 'sort', 'export', 'save', 'cancel', 'edit', 'delete', 'yes', 'all', 'ascending', 'data', 'generated', 'offline', 'fictitious', 'sample', 'start', 'reset', 'check', 'clear', 'an', 'a'];
const FR_SET = new Set(FR);
const EN_SET = new Set(EN);

/** The interface's language from its function and interface words (the sample names do not count). */
export function interfaceLanguage(text: string): { lang: 'fr' | 'en'; fr: number; en: number } {
  let fr = 0;
  let en = 0;
  for (const w of normalize(text).split(' ')) {
    if (FR_SET.has(w)) fr++;
    if (EN_SET.has(w)) en++;
  }
  return { lang: fr >= en ? 'fr' : 'en', fr, en };
}

/** A value that passes the generated form's validation for an input of this kind. */
export function sampleInput(input: { type: string; placeholder: string | null; tag: string }): string {
  const p = input.placeholder ?? '';
  if (p && /[#A]/.test(p) && !/\s/.test(p) && p.length <= 24) return p.replace(/#/g, '1').replace(/A/g, 'B');
  if (/^-?\d+(\.\d+)?, -?\d+/.test(p)) return '48.85, 2.35';
  switch (input.type) {
    case 'number':
      return '5';
    case 'date':
      return '2026-01-15';
    case 'time':
      return '09:30';
    case 'datetime-local':
      return '2026-01-15T09:30';
    case 'email':
      return 'eval@example.com';
    case 'tel':
      return '0612345678';
    case 'url':
      return 'https://example.com/eval';
    default:
      return 'Eval 42';
  }
}

/** RFC 4180 reader for checking exports. */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
