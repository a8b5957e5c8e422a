/**
 * Small text helpers shared by the understanding step: folding (lower case, no accents) that keeps
 * every character at its place so a match in the folded text can be sliced from the original one,
 * stable camelCase keys, singular and plural forms (pluralize for English, rules for French), and the
 * French stemmer (@nlpjs/lang-fr) used to compare words.
 */
import pluralize from 'pluralize';
import { StemmerFr } from '@nlpjs/lang-fr';

export type Lang = 'fr' | 'en';

/** Lower case without accents, one output character per input UTF-16 unit (indices stay valid). */
export function fold(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\u2019' || ch === '\u02bc' || ch === '\u2018') {
      out += "'";
      continue;
    }
    out += (ch.normalize('NFD')[0] ?? ch).toLowerCase()[0] ?? ch;
  }
  return out;
}

/** Folded words (letters and digits), for keyword matching. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** FNV-1a, 32 bits: the seed of the sample data. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const KEY_STOP = new Set(['de', 'du', 'des', 'd', 'la', 'le', 'les', 'l', 'un', 'une', 'of', 'the', 'a', 'an', 'au', 'aux', 'en']);

/** Stable camelCase ASCII key of a label: "Heure d'entrée" → "heureEntree", "Date of birth" → "dateBirth". */
export function toKey(label: string): string {
  const parts = fold(label)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w && !KEY_STOP.has(w));
  const list = parts.length ? parts : ['champ'];
  let key = list.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  if (!/^[a-z]/.test(key)) key = `f${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  return key.slice(0, 40);
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words that end a French noun group ("visiteurs du ministère" → "visiteurs"). */
export const FR_LINKS = new Set(
  "de du des d la le les l un une et ou a au aux en dans sur pour par avec sans qui que dont chez vers entre sous selon afin ainsi plus leur leurs son sa ses mon ma mes notre nos votre vos ce cet cette ces".split(' '),
);
export const EN_LINKS = new Set(
  'of for with and or in on at by to from the a an their its his her my our your this that these those which who where including containing having has have per into onto between among across during within without against versus'.split(' '),
);

const FR_INVARIABLE = new Set(
  'colis pays corps cours temps fois prix choix voix bras virus tapis avis souris dos mois fils proces acces succes process bus gaz nez poids repas tas concours discours recours secours parcours sas os'.split(' '),
);
const FR_AUX_TO_AIL = new Set(['travaux', 'vitraux', 'coraux', 'emaux', 'soupiraux', 'baux']);
const FR_AUX_TO_AU = new Set(['materiaux', 'tuyaux', 'noyaux', 'boyaux', 'joyaux', 'landaus', 'etaux']);

function singularFrWord(word: string): string {
  const f = fold(word);
  if (f.length <= 3 || FR_INVARIABLE.has(f)) return word;
  if (FR_AUX_TO_AIL.has(f)) return f === 'baux' ? word.slice(0, -3) + 'ail' : word.slice(0, -3) + 'ail';
  if (FR_AUX_TO_AU.has(f)) return word.slice(0, -1);
  if (f.endsWith('eaux') || f.endsWith('eux') || f.endsWith('oux')) return word.slice(0, -1);
  if (f.endsWith('aux')) return word.slice(0, -3) + 'al';
  if (/[^s]s$/.test(f) && !/(is|us|as|os)$/.test(f)) return word.slice(0, -1);
  return word;
}

function pluralFrWord(word: string): string {
  const f = fold(word);
  if (/[sxz]$/.test(f)) return word;
  if (/(eau|au|eu)$/.test(f) && !/(pneu|bleu)$/.test(f)) return `${word}x`;
  if (/al$/.test(f) && !/(bal|carnaval|festival|recital|regal|chacal|cal)$/.test(f)) return `${word.slice(0, -2)}aux`;
  return `${word}s`;
}

const INVARIABLE_FR = /^(radio|video|photo|audio|standard|express|web|internet|gps|radar|satellite)$/;

/** Applies a word function to the head of a French noun group, up to its first link word ("marchés publics de l'État"). */
function frGroup(phrase: string, fn: (w: string) => string): string {
  const parts = phrase.split(/(\s+|-)/);
  let linked = false;
  return parts
    .map((p, i) => {
      if (linked || /^\s+$|^-$/.test(p) || !p) return p;
      const f = fold(p);
      // a noun in apposition does not agree ("exercices radio", "caméras vidéo", "appareils photo")
      if (i > 0 && INVARIABLE_FR.test(f)) return p;
      if (FR_LINKS.has(f) || /^[dl]'/.test(f) || /^\d/.test(f)) {
        linked = true;
        return p;
      }
      return fn(p);
    })
    .join('');
}

export function singularFr(phrase: string): string {
  return frGroup(phrase, singularFrWord);
}
export function pluralFr(phrase: string): string {
  return frGroup(phrase, pluralFrWord);
}

/** English noun group to singular / plural: the head noun is the last word ("spare batteries" → "spare battery"); pluralize knows irregular and uncountable nouns (people, aircraft, equipment). */
function enHead(phrase: string, fn: (w: string) => string): string {
  const m = /([A-Za-z][A-Za-z'-]*)(\s*)$/.exec(phrase);
  if (!m) return phrase;
  return phrase.slice(0, m.index) + fn(m[1]!) + m[2];
}
export function singularEn(phrase: string): string {
  return enHead(phrase.trim(), (w) => pluralize.singular(w));
}
export function pluralEn(phrase: string): string {
  return enHead(phrase.trim(), (w) => pluralize.plural(w));
}

const stemmer = new StemmerFr();

/** A comparison form of a label: folded words, French-stemmed, English plural "s" removed, link words dropped. */
export function stemKey(text: string): string {
  return words(text)
    .filter((w) => !FR_LINKS.has(w) && !EN_LINKS.has(w))
    .map((w) => {
      const s = stemmer.stem(w);
      return fold(s).replace(/(ie|e)?s$/, '');
    })
    .join(' ');
}

/** French gender from the ending of the noun, when the lexicon does not know it. */
const FEMININE = new Set('garde panne personne victime recrue sentinelle vigie estafette ordonnance recette facture piece cle main voiture radio photo moto plainte'.split(' '));
const MASCULINE = new Set('incident document vehicule materiel equipement site service poste stage personnel groupe acces bureau dossier cours parc controle role exercice message perimetre casque protocole pole capitaine domaine programme probleme systeme theme musee lycee genre modele reste silence'.split(' '));

export function guessGender(noun: string): 'm' | 'f' {
  const f = fold(noun.split(/\s+/)[0] ?? noun);
  const s = singularFrWord(f);
  if (FEMININE.has(s)) return 'f';
  if (MASCULINE.has(s)) return 'm';
  if (/(tion|sion|xion|te|ure|ence|ance|ie|ee|ette|ine|ade|ise|elle|esse|ude|iere|rice|aine|eine|ole|euse|ere|que|onne|enne|anne|ale|ille|ace|ue|ense)$/.test(s)) {
    if (/(ice|age|isme|ment|ete|ege|aire|oire|ome|ire|ste)$/.test(s) && !/(rice)$/.test(s)) return 'm';
    return 'f';
  }
  return 'm';
}
