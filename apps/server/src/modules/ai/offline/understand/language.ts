/**
 * The language of a prompt or an instruction: counts of French and English function words (which
 * decide short texts, where trigram models are unreliable: franc-min reads "a chess clock" as French),
 * then franc-min's trigram model for longer texts where the counts tie, then the tie-break (the
 * user's interface language), then French, the product's first language.
 */
import type * as Franc from 'franc-min';
import { lazyRequire } from '../../../../platform/lazy-require';
import { CATALOGUE } from './catalogue';
import { TOOL_NAMES } from './detect';
import { fold, type Lang } from './text';

// franc-min's trigram model (1.5 MB of V8 heap) is read on the first long prompt whose word counts tie, not at start (decision 267).
const francModule = lazyRequire<typeof Franc>('franc-min', import.meta.url);

const FR = new Set(
  "le la les l un une des du de d et ou pour avec dans sur qui que je j veux voudrais cree creer creez genere generer fais faire moi mon ma mes nos notre quel quelle comment pourquoi quand quoi dois doit faut peut puis application appli gestion suivi tableau bord formulaire carte liste outil plateforme systeme donnees au aux en est sont par ajoute ajouter supprime retire renomme trie trier champ colonne chaque leur leurs nom numero heure date aide truc chose registre un une minuteur chronometre calculatrice sans cette ce ces tout tous".split(' '),
);
const EN = new Set(
  "the a an and or for with in on of to i want what does do how why when where who about can should it this your you which from have has build create make generate me my our app application management tracking dashboard form map list page tool platform system data users need please that is are by add remove delete rename sort field column each their name number time date help thing something cool some any new list tracker log register timer stopwatch calculator".split(' '),
);
// The names of the records and tools the offline AI knows, and of their fields, in each language: a two-word
// request with no function word ("Password generator", "Dice roller") is then read by its nouns.
const words = (text: string) => fold(text).split(/[^a-z0-9]+/).filter((w) => w.length > 2);
for (const k of CATALOGUE) {
  for (const w of [...k.fr.slice(0, 2), ...k.fields.map((f) => f[0])].flatMap(words)) FR.add(w);
  for (const w of [...k.en, ...k.fields.map((f) => f[1])].flatMap(words)) EN.add(w);
}
for (const t of Object.values(TOOL_NAMES)) {
  for (const w of words(t.fr)) FR.add(w);
  for (const w of words(t.en)) EN.add(w);
}
for (const w of ['hello', 'hi', 'hey', 'thanks', 'please']) EN.add(w);
for (const w of ['bonjour', 'salut', 'merci']) FR.add(w);
// Words spelt the same in both languages do not count ("application", "date", "list"/"liste" differ).
for (const w of [...FR]) if (EN.has(w)) {
  FR.delete(w);
  EN.delete(w);
}

export function detectLanguage(text: string, tieBreak?: Lang): Lang {
  const folded = fold(text);
  const tokens = folded.split(/[^a-z0-9]+/).filter(Boolean);
  let fr = 0;
  let en = 0;
  for (const w of tokens) {
    if (FR.has(w)) fr++;
    if (EN.has(w)) en++;
  }
  // Accented letters and elisions are French signs ("d'entrée", "ajoute", "é").
  if (/[àâçéèêëîïôûùüÿœ]/i.test(text)) fr += 1;
  if (/\b[dlj]'[a-z]/.test(folded) || /\bqu'/.test(folded)) fr += 1;
  if (/\b\w+'s\b|\b(don|can|isn|doesn)'t\b/.test(folded)) en += 1;
  if (fr !== en) return fr > en ? 'fr' : 'en';
  if (tokens.length >= 4) {
    const guess = francModule().franc(text, { only: ['fra', 'eng'], minLength: 10 });
    if (guess === 'fra') return 'fr';
    if (guess === 'eng') return 'en';
  }
  return tieBreak ?? 'fr';
}
