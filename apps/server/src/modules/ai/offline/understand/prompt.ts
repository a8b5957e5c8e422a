/**
 * Reads a request to build an app (French or English) into an AppSpec: the records and their fields
 * with types, the features asked, the kind of app (records, dashboard, tool), the domain and the
 * language; or says the request is too vague and proposes three concrete ones. Pure and deterministic.
 */
import { appSpecSchema, type AppEntity, type AppField, type AppSpec, type AppSpecInput, type EntityFeature, type ToolKind } from '@ov/shared';
import { CATALOGUE, findKnown, type KnownEntity } from './catalogue';
import { calculatorFormulas, calculatorOf } from './formulas';
import { detectAppFeatures, detectClassification, detectDomain, detectFeatures, detectNotDone, detectRoles, detectTool, FEATURE_ITEM, FEATURE_WORDS, TOOL_NAMES } from './detect';
import { inferType, isPersonEntity, isSeverityLike, makeField, unitOf } from './fields';
import { detectLanguage } from './language';
import { capitalize, EN_LINKS, fold, FR_LINKS, guessGender, hash, pluralEn, pluralFr, singularEn, singularFr, stemKey, toKey, words, type Lang } from './text';

export type Understanding = { kind: 'spec'; spec: AppSpec } | { kind: 'vague'; lang: Lang; proposals: [string, string, string] };

// ---------------------------------------------------------------------------------------------
// System text: instructions meant for an assistant never become titles or labels.

const SYSTEM_SENTENCE = /^\s*(?:\[?(?:system|systeme|instructions?|consignes?|contexte|context)\]?\s*:|tu es\b|vous etes\b|you are\b|you're\b|as an? (?:ai|assistant|expert|senior)|en tant qu|act as|agis comme|agissez comme|joue le role|ton role|your role|your task|ta mission|ta tache|reponds|repondez|respond|answer (?:only|in|with)|ne reponds|do not (?:answer|explain|add)|n'ajoute|n'explique|use only|utilise uniquement|ignore (?:all|previous|les|toutes)|sentinel builder|ov sentinel|genere uniquement|generate only|output only|return only|renvoie uniquement)/;
const REQUEST_VERB = /\b(?:cree|creer|creez|construis|construire|genere|generer|fais|faire|developpe|developper|realise|realiser|je veux|je voudrais|j'aimerais|il me faut|build|create|make|generate|develop|i want|i need|i'd like|we need)\b/;

/** Removes sentences that instruct an assistant ("Tu es Sentinel Builder…", "You are an assistant…") and chat prefixes. */
export function stripSystemText(prompt: string): string {
  const text = prompt.replace(/\r/g, '').replace(/[<>{}`$\\]/g, ' ');
  const parts = text.split(/(?<=[.!?\n])\s+|\n+/);
  const kept: string[] = [];
  for (let part of parts) {
    part = part.replace(/^\s*(?:user|utilisateur|demande|request|prompt|question)\s*:\s*/i, '');
    const f = fold(part);
    if (SYSTEM_SENTENCE.test(f)) {
      // "Tu es Sentinel Builder, crée une application de …": keep the request that follows.
      const verb = REQUEST_VERB.exec(f);
      if (verb && verb.index > 0) kept.push(part.slice(verb.index));
      continue;
    }
    if (part.trim()) kept.push(part.trim());
  }
  return kept.join(' ').replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------------------------
// The request words before what is asked ("Crée-moi une application web pour suivre …").

const LEAD =
  /^(?:(?:bonjour|salut|hello|hi|hey)\b[,!. ]*)?(?:(?:s'il te plait|s'il vous plait|stp|svp|please)[, ]*)?(?:(?:je (?:veux|voudrais|souhaite|souhaiterais|aimerais)|j'aimerais|j'ai besoin d'|il me faut|il nous faut|nous voulons|nous aimerions|on veut|peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|merci de|i want|i would like|i'd like|i need|we need|we want|can you|could you|would you|please|help me)\s+)?(?:(?:me |nous |moi )?(?:creer|cree|creez|crees|construire|construis|construisez|developper|developpe|developpez|faire|fais|faites|generer|genere|generez|coder|code|codez|ecrire|ecris|realiser|realise|concevoir|concois|monter|avoir|disposer d'|obtenir|mettre en place|create|build|make|generate|develop|write|design|set up|setup|give me|get)(?:-moi|-nous)?\s+(?:moi |nous |me |us )?)?(?:(?:une?|l'|la|le|an?|the|my|our|mon|ma|notre|des|some)\s+)?(?:(?:petite?|simple|nouvelle?|small|new|little|basic|complete|complet|complete)\s+)?(?:(?:application|appli|app|outil|plateforme|site|logiciel|systeme|programme|interface|module|web ?app|tool|platform|system|software|program|website|portail|portal|page)s?(?: web| react| en ligne| interne| internal)?\s*)?(?:(?:qui permet de|permettant de|afin de|pour|de|to|for|that|which|of|qui)\s+|(?:qui permet d'|permettant d'|afin d'|d'))?/;

/** French request verbs and the noun that names the app ("suivre les véhicules" → "Suivi des véhicules"). */
const FR_VERB_NOUN: [RegExp, string][] = [
  [/^(?:suivre|tracker|traquer)\b/, 'Suivi'],
  [/^(?:gerer|administrer)\b/, 'Gestion'],
  [/^(?:enregistrer|recenser|consigner|noter|repertorier)\b/, 'Registre'],
  [/^(?:lister)\b/, 'Liste'],
  [/^(?:planifier|plannifier)\b/, 'Planification'],
  [/^(?:superviser)\b/, 'Supervision'],
  [/^(?:surveiller)\b/, 'Surveillance'],
  [/^(?:inventorier)\b/, 'Inventaire'],
  [/^(?:signaler|declarer)\b/, 'Signalement'],
  [/^(?:piloter)\b/, 'Pilotage'],
  [/^(?:organiser)\b/, 'Organisation'],
  [/^(?:archiver)\b/, 'Archivage'],
  [/^(?:visualiser|afficher|voir)\b/, 'Tableau'],
];
const EN_VERB_NOUN: [RegExp, string][] = [
  [/^(?:track|follow|keep track of|tracking)\b/, 'tracker'],
  [/^(?:manage|handle|administer|managing)\b/, 'management'],
  [/^(?:log(?! ?book)|record|register|logging|recording)\b/, 'log'],
  [/^(?:list)\b/, 'list'],
  [/^(?:plan|schedule|planning)\b/, 'planner'],
  [/^(?:monitor|watch|supervise|monitoring)\b/, 'monitor'],
  [/^(?:inventory|catalog|catalogue)\b/, 'inventory'],
  [/^(?:report)\b/, 'reports'],
];

/** Nouns that head a French app name and point at its records ("Registre des visiteurs"). */
const FR_HEAD = /\b(tableau de bord|plan de maintenance|plan d'entretien|programme de maintenance|plan|programme|base de donnees|main courante|registre|gestion|gestionnaire|suivi|liste|inventaire|catalogue|annuaire|planning|planification|supervision|surveillance|recensement|journal|carnet|fichier|repertoire|historique|declaration|declarations|signalement|pilotage|cartographie|calendrier|agenda|releve|bilan|organisation|administration|archivage|controle|saisie|enregistrement|tableau|dossiers?|fiches?|referentiel|parc|stock|stocks|traitement|tracker|outil de suivi|portail)s?\s+(?:de la |de l'|des |du |de |d')/g;
const EN_HEAD_BEFORE = /\b(?:register for|registry for|inventory for|(?:track|monitor|follow|manage) (?:the )?(?:status|progress|state) of|track|manage|log(?! ?book)|record|register|list|monitor|plan|catalog|catalogue|follow|handle|store|keep track of|organi[sz]e|schedule|inventory of|register of|list of|log of|registry of|directory of|tracking of|management of|database of|catalog of|dashboard of|dashboard for|overview of|tracker for|tracker of|records of|record of)\s+(?:(?:the|our|my|all|their|of|incoming|outgoing|[a-z]+'s)\s+)*/g;
const EN_HEAD_AFTER = /\b(log ?book|register|registry|log|logbook|tracker|tracking|management|manager|inventory|list|directory|catalog|catalogue|database|dashboard|monitor|monitoring|planner|planning|records|board|book|roster|ledger|overview|follow-up|system|app|tool|portal)\b/g;

type Found = { phrase: string; start: number; end: number };

/** Heads of a log of entries ("main courante", "log book"): without a plural record noun, the records are entries. */
const JOURNAL = /\b(journal|journaux|main courante|carnet de bord|carnet|registre|log ?book|logs?|journal de bord|diary|register|historique|history)\b/;

/** A French noun group at `start` of `raw`: words up to a link word ("visiteurs du ministère" → "visiteurs"), at most three. */
function frGroupAt(raw: string, folded: string, start: number): Found | undefined {
  const re = /[\p{L}][\p{L}'-]*/gu;
  re.lastIndex = start;
  const wordsOut: { text: string; end: number }[] = [];
  let m: RegExpExecArray | null;
  let pos = start;
  while ((m = re.exec(raw)) && wordsOut.length < 3) {
    if (raw.slice(pos, m.index).trim() !== '') break; // punctuation between words
    const f = folded.slice(m.index, m.index + m[0].length);
    if (FR_LINKS.has(f) || /^[dl]'/.test(f) || EN_LINKS.has(f) && wordsOut.length > 0) break;
    if (/^(avec|comprenant|contenant|incluant|ainsi|permettant|afin|qui|ou|et|en|plus|via|par|pour|sur|dans|selon|chaque)$/.test(f)) break;
    // a second word is kept only when it qualifies the first ("marchés publics", "pièces détachées")
    if (wordsOut.length >= 1 && !isAdjectiveFr(f)) break;
    // "stocks de munitions", "liste des agents": the container names no record, its complement does
    if (wordsOut.length === 0 && CONTAINER_FR.test(f)) {
      const after = /^\s+(?:de la |de l'|des |du |de |d')/.exec(folded.slice(m.index + m[0].length));
      if (after) {
        re.lastIndex = m.index + m[0].length + after[0].length;
        pos = re.lastIndex;
        continue;
      }
    }
    // "demandes de congé", "bons de commande": a generic noun keeps its complement
    if (wordsOut.length === 0 && COMPLEMENTED_FR.test(f)) {
      const after = /^\s+(de |d')([\p{L}-]+)/u.exec(raw.slice(m.index + m[0].length));
      if (after && !FR_LINKS.has(fold(after[2]!))) {
        let end = m.index + m[0].length + after[0].length;
        // "permis de port d'arme", "bons de sortie d'entrepôt": the complement's own elided complement goes with it
        const more = /^\s+d'([\p{L}-]+)/u.exec(raw.slice(end));
        const text = `${m[0]} ${after[1]}${after[2]}${more ? ` d'${more[1]}` : ''}`;
        if (more) end += more[0].length;
        wordsOut.push({ text, end });
        break;
      }
    }
    wordsOut.push({ text: m[0], end: m.index + m[0].length });
    pos = m.index + m[0].length;
    // "gardes à vue", "travail à distance": a compound noun with "à"
    const withA = /^\s+a\s+(vue|distance|domicile|disposition|jour)\b/.exec(folded.slice(pos));
    if (withA && wordsOut.length === 1) {
      wordsOut[0] = { text: raw.slice(m.index, pos + withA[0].length), end: pos + withA[0].length };
      break;
    }
  }
  if (!wordsOut.length) return undefined;
  return { phrase: wordsOut.map((w) => w.text).join(' '), start, end: wordsOut[wordsOut.length - 1]!.end };
}

const CONTAINER_FR = /^(flottes?|plannings?|stocks?|inventaires?|listes?|parcs?|ensembles?|registres?|fichiers?|bases?|historiques?|suivis?|effectifs)$/;
const COMPLEMENTED_FR = /^(demandes?|bons?|ordres?|fiches?|comptes?|rapports?|certificats?|bulletins?|permis|avis|dossiers?|declarations?|notes?|plans?|feuilles?|pieces?|cartes?|lettres?|carnets?|journaux|journal|contrats?|accords?|titres?|attestations?|autorisations?|proces-verbaux|proces-verbal)$/;

function isAdjectiveFr(f: string): boolean {
  return /^(supplementaires?|annuel(?:le)?s?|mensuel(?:le)?s?|hebdomadaires?|quotidien(?:ne)?s?|obligatoires?|entrant(?:e)?s?|sortant(?:e)?s?|techniques?|immobiliers?|immobilieres?|routiers?|routieres?|publics?|publiques?|detache(?:e|es|s)?|militaires?|medicaux|medicale?s?|medical|techniques?|administrati(?:f|fs|ve|ves)|logistiques?|informatiques?|personnels?|personnelles?|mobiles?|sensibles?|classifie(?:e|es|s)?|entrants?|sortants?|entrantes?|sortantes?|financiers?|financieres?|humaines?|humains?|blindes?|legers?|lourds?|roulants?|electroniques?|externes?|internes?|scolaires?|sportifs?|sportives?|culturels?|culturelles?|municipaux|municipales?|regionaux|regionales?|nationaux|nationales?|operationnels?|operationnelles?|strategiques?|tactiques?|aeriens?|aeriennes?|navals|navales?|terrestres?|portables?|spatiaux|spatiales?|prives?|privees?|urgents?|urgentes?|perdus?|trouves?|disponibles?|reserves?|actifs?|actives?|dangereux|dangereuses?|chimiques?|biologiques?|nucleaires?|radio|fixes?|electrogenes?|electriques?|hydrauliques?|thermiques?|solaires?|de|d')$/.test(f);
}

/** An English noun group ending at `end` ("visitor" before "log", "public contract" before "register"). */
function enGroupBefore(raw: string, folded: string, end: number): Found | undefined {
  const before = folded.slice(0, end).replace(/\s+$/, '');
  const ws = [...before.matchAll(/[a-z][a-z'-]*/g)];
  const picked: RegExpMatchArray[] = [];
  for (let i = ws.length - 1; i >= 0 && picked.length < 2; i--) {
    const w = ws[i]![0];
    if (EN_LINKS.has(w) || FR_LINKS.has(w) || /^(app|application|tool|system|simple|small|new|basic|build|create|make|generate|want|need|please|complete|web|online|internal|an?|the)$/.test(w)) break;
    picked.unshift(ws[i]!);
  }
  if (!picked.length) return undefined;
  const start = picked[0]!.index!;
  const stop = picked[picked.length - 1]!.index! + picked[picked.length - 1]![0].length;
  return { phrase: raw.slice(start, stop), start, end: stop };
}

/** An English noun group starting at `start` ("vehicles", "public contracts", "spare batteries"). */
function enGroupAt(raw: string, folded: string, start: number): Found | undefined {
  const re = /[a-z][a-z'-]*/g;
  re.lastIndex = start;
  const picked: RegExpExecArray[] = [];
  let m: RegExpExecArray | null;
  let pos = start;
  while ((m = re.exec(folded)) && picked.length < 3) {
    if (folded.slice(pos, m.index).trim() !== '') break;
    if (EN_LINKS.has(m[0]) || /^(with|including|containing|using|via|so|where|which|that|who|like|such)$/.test(m[0])) break;
    picked.push(m);
    pos = m.index + m[0].length;
  }
  if (!picked.length) return undefined;
  const end = picked[picked.length - 1]!.index + picked[picked.length - 1]![0].length;
  return { phrase: raw.slice(start, end), start, end };
}

// ---------------------------------------------------------------------------------------------
// Entities

type EntityDraft = { singular: string; plural: string; gender?: 'm' | 'f'; known?: KnownEntity; at: number; end: number; fieldText?: string };

/** Records whose fields describe a request for them ("demande de congé", "demande d'habilitation"). */
const ACTIVITIES = new Set(['leave', 'training', 'clearance', 'intervention', 'order', 'mission', 'appointment', 'expense']);

/** Lower case, except acronyms ("IT support ticket", "demande RH"). */
function lowerWords(text: string): string {
  return text.replace(/[\p{L}'-]+/gu, (w) => (w.length >= 2 && w === w.toUpperCase() ? w : w.toLowerCase()));
}

const NOT_ENTITY = /^(status|statut|state|etat|progress|avancement|application|appli|app|apps|outil|tool|systeme|system|plateforme|platform|donnees|data|informations?|infos?|page|pages|site|interface|logiciel|software|projet|project|bord|truc|chose|thing|stuff|something|ensemble|type|types|liste|list|suivi|gestion|management|tracking|nom|name|champ|champs|field|fields|colonne|colonnes|column|columns|ministere|ministry|equipe|team|service|entreprise|company|societe|mairie|prefecture|caserne|barracks|base)$/;

function draftFrom(phrase: string, lang: Lang, at: number, end: number): EntityDraft | undefined {
  const f = fold(phrase).trim();
  if (!f || NOT_ENTITY.test(f) || NOT_ENTITY.test(f.split(' ')[0] ?? '')) return undefined;
  const complement = /^\S+ (?:de |d')(\S+)$/.exec(f)?.[1];
  const known = findKnown(f, lang) ?? findKnown(fold(lang === 'fr' ? singularFr(phrase) : singularEn(phrase)), lang);
  if (complement && lang === 'fr' && (!known || !known.words.includes(f))) {
    // "demandes de congé": the user's words; the catalogue's fields for "congé" when it is an activity
    // with its own fields, else those of the head ("demandes de matériel" are requests)
    const singular = lowerWords(singularFr(phrase));
    const ofComplement = findKnown(complement);
    const byComplement = ofComplement && ACTIVITIES.has(ofComplement.id) ? ofComplement : (known ?? ofComplement);
    const head = findKnown(fold(singular.split(' ')[0] ?? ''));
    return { singular, plural: pluralFr(singular), gender: head ? head.fr[2] : guessGender(singular), ...(byComplement ? { known: byComplement } : {}), at, end };
  }
  if (known) {
    // The user's own word wins when it is not the catalogue's ("flotte" stays a vehicle, "visites" are visitors' visits)
    const [sing, plur] = lang === 'fr' ? [known.fr[0], known.fr[1]] : [known.en[0], known.en[1]];
    return { singular: sing, plural: plur, gender: known.fr[2], known, at, end };
  }
  if (lang === 'fr') {
    const singular = lowerWords(singularFr(phrase));
    const plural = pluralFr(singular);
    return { singular, plural, gender: guessGender(singular), at, end };
  }
  const singular = lowerWords(singularEn(phrase));
  return { singular, plural: lowerWords(pluralEn(singular)), at, end };
}

function findEntities(raw: string, folded: string, lang: Lang, fieldsFrom: number): EntityDraft[] {
  const out: EntityDraft[] = [];
  const push = (d: EntityDraft | undefined) => {
    if (!d) return;
    if (out.some((o) => stemKey(o.singular) === stemKey(d.singular) || (o.known && o.known === d.known))) return;
    out.push(d);
  };
  const scope = fieldsFrom >= 0 ? fieldsFrom : folded.length;
  // "Chaque incident a …", "Each member has …": the record is named outright
  const each = EACH_RECORD.exec(folded);
  // "each record should have", "chaque fiche contient": the record is not named there (the head names it)
  if (each && !GENERIC_RECORD.test(each[1]!)) {
    const start = each.index + each[0].indexOf(each[1]!);
    const found = lang === 'fr' ? frGroupAt(raw, folded, start) : enGroupAt(raw, folded, start);
    // no further than the words "each" names ("each shelter we need": the shelter)
    const words = each[1]!.trim().split(/\s+/).length;
    const g = found && { ...found, phrase: found.phrase.split(/\s+/).slice(0, words).join(' ') };
    if (g) push(draftFrom(g.phrase, lang, g.start, g.start + g.phrase.length));
    if (out.length) return out;
  }
  // French heads: "registre des visiteurs", "gestion de la flotte"
  for (const m of folded.matchAll(FR_HEAD)) {
    if (m.index >= scope) break;
    const g = frGroupAt(raw, folded, m.index + m[0].length);
    const d = g ? draftFrom(g.phrase, lang, g.start, g.end) : undefined;
    // "main courante du poste", "journal de la base": a log of entries, not of places
    // (the plural is on the head: "registre des permis de conduire" holds permits)
    if (d && JOURNAL.test(m[0]) && !d.known && !/[sx]$/.test(fold(g!.phrase).split(' ')[0]!)) continue;
    push(d);
    if (out.length) break;
  }
  if (lang === 'en' && !out.length) {
    // "cyber incident tracker for our CERT", "equipment inventory of the signals platoon": the noun before the head
    // names the records; what follows "for" / "of" is whom the app is for
    for (const m of folded.matchAll(EN_HEAD_AFTER)) {
      if (m.index >= scope) break;
      // (only before an owner: "for our CERT", "of the platoon"; "a tracker for hazardous material shipments" tracks those)
      if (!/^\s+(?:for|of)\s+(?:our|the|my|their|your|this|a|an)\s/.test(folded.slice(m.index + m[0].length))) continue;
      const g = enGroupBefore(raw, folded, m.index);
      if (g) push(draftFrom(g.phrase, lang, g.start, g.end));
      break;
    }
  }
  if (lang === 'en' || !out.length) {
    for (const m of folded.matchAll(EN_HEAD_BEFORE)) {
      if (m.index >= scope || out.length) break;
      const g = enGroupAt(raw, folded, m.index + m[0].length);
      if (g) push(draftFrom(g.phrase, lang, g.start, g.end));
    }
    for (const m of folded.matchAll(EN_HEAD_AFTER)) {
      if (m.index >= scope || out.length) break;
      const g = enGroupBefore(raw, folded, m.index);
      if (g) push(draftFrom(g.phrase, lang, g.start, g.end));
    }
  }
  if (!out.length && JOURNAL.test(folded.slice(0, scope))) return out;
  // French verbs: "suivre les véhicules", "gérer nos stocks"
  if (!out.length) {
    const verb = /\b(?:suivre|gerer|enregistrer|recenser|lister|planifier|superviser|surveiller|inventorier|signaler|declarer|piloter|organiser|archiver|visualiser|consigner|repertorier)\s+(?:les |la |le |l'|des |nos |mes |ses |leurs |tous les |toutes les )?/g;
    for (const m of folded.matchAll(verb)) {
      if (m.index >= scope) break;
      const g = frGroupAt(raw, folded, m.index + m[0].length);
      if (g) push(draftFrom(g.phrase, lang, g.start, g.end));
      if (out.length) break;
    }
  }
  // A record the catalogue knows, anywhere before the field list ("Une app pour les alertes de sécurité")
  if (!out.length) {
    let best: { known: KnownEntity; at: number; len: number } | undefined;
    for (const known of CATALOGUE) {
      for (const w of known.words) {
        const re = new RegExp(`(?:^|[^a-z])(${w.replace(/ /g, '[ -]')})(?![a-z])`);
        const m = re.exec(folded.slice(0, scope));
        if (m && (!best || m.index < best.at)) best = { known, at: m.index + m[0].indexOf(m[1]!), len: m[1]!.length };
      }
    }
    if (best) push(draftFrom(raw.slice(best.at, best.at + best.len), lang, best.at, best.at + best.len));
  }
  // More records joined to the first: "des véhicules et de leurs interventions", "vehicles and drivers"
  const first = out[0];
  if (first) {
    let cursor = first.end;
    for (let i = 0; i < 3; i++) {
      const rest = folded.slice(cursor);
      const m = /^\s*(?:\([^)]*\)\s*)?(?:,|\bet\b|\band\b|\bainsi que\b)\s*(?:de |d')?(?:les |des |la |le |l'|leurs |their |the |its |ses |of )?/.exec(rest);
      if (!m) break;
      const at = cursor + m[0].length;
      const g = lang === 'fr' ? frGroupAt(raw, folded, at) : enGroupAt(raw, folded, at);
      if (!g) break;
      const d = draftFrom(g.phrase, lang, g.start, g.end);
      // only nouns that name records: known ones, or nouns with their own field list "(…)"
      const ownList = /^\s*\(/.test(raw.slice(g.end));
      if (!d || (!d.known && !ownList)) break;
      if (fieldsFrom >= 0 && g.start >= fieldsFrom) break;
      push(d);
      cursor = g.end;
    }
  }
  // A field list in parentheses right after an entity: "des véhicules (immatriculation, modèle)"
  for (const d of out) {
    const m = /^\s*\(([^)]*)\)/.exec(raw.slice(d.end));
    if (m) d.fieldText = m[1];
  }
  return out.slice(0, 6);
}

// ---------------------------------------------------------------------------------------------
// Named fields

/** What introduces the fields after "each X": "has", "with", "we need", "should have", "doit contenir"... */
const EACH_VERB = "(?:a|possede|comporte|contient|aura|has|have|with|:|needs|contains|includes|requires|(?:we|you|i|on)\\s+(?:need|want|keep|track|record|note)|(?:should|must|will|shall|needs to|has to)\\s+(?:have|contain|include|record|show|hold)|doit\\s+(?:avoir|contenir|comporter|indiquer))";
/** "Chaque incident a …", "For each shelter we need …", "Each member has …": the record (one or two words) and its fields. */
const EACH_RECORD = new RegExp(`\\b(?:chaque|each|every|pour chaque|for each)\\s+([a-z][a-z'-]*(?:\\s+(?!(?:should|must|will|shall|we|you|i|on|needs?|has|have|a|with|doit)\\b)[a-z][a-z'-]*)?)\\s+${EACH_VERB}\\b`);
const GENERIC_RECORD = /^(?:record|entry|item|row|line|enregistrement|fiche|ligne|entree|element)s?$/;
const FIELDS_TRIGGER = /\b(?:avec|comprenant|contenant|incluant|with|including|containing|having|that has|which has|qui contient|(?:pour chaque|for each) [\p{L}'-]+,? (?:il (?:nous |me )?faut|on (?:doit|veut) (?:noter|saisir|connaitre|avoir|enregistrer)|nous (?:voulons|devons (?:noter|saisir))|(?:we|you|i) (?:need|want|must record|record|note|keep))|(?:chaque|each|pour chaque|for each|every) [\p{L}'-]+ (?:a|possede|comporte|contient|aura|has|have|with|:|needs|contains|includes|requires|(?:we|you|i|on) (?:need|want|keep|track|record|note)|(?:should|must|will|shall) (?:have|contain|include|record|show|hold)|doit (?:avoir|contenir|comporter|indiquer)))\s*(?:(?:les|des|the|a|an|un|une|ses|their|its)\s+)?(?:(?:champs|fields|colonnes|columns|informations|infos|donnees|data|details|rubriques|proprietes|properties|attributs|attributes)\s*)?(?:(?:suivants|suivantes|following)\s*)?:?\s*/gu;
const LIST_COLON = /\b(?:champs|fields|colonnes|columns|rubriques|informations|donnees|data)\s*:\s*/g;

export type Item = { label: string; options?: string[]; required?: boolean };

const DATE_ET_HEURE = /\b(date et heure|date and time|nom et prenom|first and last name|questions et reponses)\b/g;

/** Stands for a protected space inside parentheses while splitting on "et" / "and". */
const NUL = String.fromCharCode(0);

function splitTop(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === ',' || ch === ';')) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  out.push(cur);
  const parts: string[] = [];
  for (const piece of out) {
    // " et " / " and " split outside parentheses, but not "date et heure"
    const protectedPiece = piece.replace(/\(([^)]*)\)/g, (s) => s.replace(/ (et|and|ou|or) /g, ` $1${NUL}`));
    const guarded = fold(protectedPiece).replace(DATE_ET_HEURE, (s) => s.replace(/ /g, '_'));
    let last = 0;
    const re = /\s+(?:et|and|&|\+|ainsi que|as well as|plus|puis|then)\s+/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(guarded))) {
      parts.push(protectedPiece.slice(last, m.index));
      last = m.index + m[0].length;
    }
    parts.push(protectedPiece.slice(last));
  }
  return parts.map((p) => p.split(NUL).join(' ').trim()).filter(Boolean);
}

const ITEM_LEAD = /^(?:(?:et|and|avec|with|ainsi que|also|aussi|plus|puis|then|sa|son|ses|leur|leurs|le|la|les|l'|un|une|des|du|de la|de l'|d'|de|the|a|an|their|its|his|her|our|some|optional|optionnel|champ|champs|field|fields|colonne|colonnes|column|columns|case a cocher)\s+|[ld]')+/i;
const REQUIRED_WORDS = /\s*\(?\b(obligatoires?|requis|required|mandatory|indispensables?)\b\)?\s*/i;
const OPTIONAL_WORDS = /\s*\(?\b(facultatifs?|facultatives?|optionnels?|optionnelles?|optional)\b\)?\s*/i;

/** The items of a list; `things` keeps every item (a checklist's "carte" is a map to pack, not a map view). */
export function parseItems(text: string, things = false): Item[] {
  const items: Item[] = [];
  for (let piece of splitTop(text)) {
    piece = piece.replace(/^[\s:–—-]+|[\s.!?:–—-]+$/g, '');
    let required: boolean | undefined;
    if (REQUIRED_WORDS.test(piece)) {
      required = true;
      piece = piece.replace(REQUIRED_WORDS, ' ').trim();
    }
    if (OPTIONAL_WORDS.test(piece)) {
      required = false;
      piece = piece.replace(OPTIONAL_WORDS, ' ').trim();
    }
    let options: string[] | undefined;
    const paren = /\(([^)]*)\)/.exec(piece);
    if (paren) {
      const inner = paren[1]!.replace(/^(?:ex\s*[.:]|exemples?\s*:|e\.g\.|par exemple\s*:?|valeurs?\s*:|values?\s*:)\s*/i, '');
      const opts = inner.split(/\s*(?:,|\/|\||;|\bou\b|\bor\b|\bet\b|\band\b)\s*/i).map((o) => o.trim()).filter(Boolean);
      if (opts.length >= 2) options = opts;
      // "(A à F)", "(1 to 6)": a range of values, spelled out by makeField
      else if (/^(?:de |from )?(?:[A-Za-z]|\d{1,2})\s*(?:à|a|to|-|–)\s*(?:[A-Za-z]|\d{1,2})$/.test(inner.trim())) options = [inner.trim()];
      // a unit in brackets stays in the name ("capacité (litres)"): it says what the number counts
      if (opts.length >= 2 || !unitOf(`x ${paren[0]}`)) piece = (piece.slice(0, paren.index) + piece.slice(paren.index + paren[0].length)).trim();
    } else {
      // "statut : ouvert/en cours/fermé", "priorité basse/haute"
      const colon = /^([^:]+?)\s*:\s*(.+)$/.exec(piece);
      const slash = /^(\S+(?:\s+\S+)?)\s+(\S+(?:\s*\/\s*\S+(?:\s\S+)?)+)$/.exec(piece);
      if (colon && /[/|]|,| ou | or /.test(colon[2]!)) {
        options = colon[2]!.split(/\s*(?:\/|\||\bou\b|\bor\b)\s*/i).map((o) => o.trim()).filter(Boolean);
        piece = colon[1]!;
      } else if (slash && slash[2]!.includes('/')) {
        options = slash[2]!.split(/\s*\/\s*/).map((o) => o.trim()).filter(Boolean);
        piece = slash[1]!;
      }
    }
    // an acronym is not an article ("UN number", "IP address")
    if (!/^[A-Z]{2,}\b/.test(piece)) piece = piece.replace(ITEM_LEAD, '').replace(ITEM_LEAD, '').trim();
    // "réparé ou non", "returned (yes/no)": a yes/no field
    let yesNo = false;
    if (/\s+(?:ou non|ou pas|or not)$/i.test(piece)) {
      piece = piece.replace(/\s+(?:ou non|ou pas|or not)$/i, '');
      yesNo = true;
    }
    piece = piece.replace(/[.!?:]+$/, '').replace(/\s+(?:field|column|input|champ|colonne)s?$/i, '').trim();
    if (!piece) continue;
    const f = fold(piece);
    if (things) {
      if (/\p{L}/u.test(piece) && piece.split(/\s+/).length <= 8) items.push({ label: piece });
      continue;
    }
    // (an English name whose head comes last is a field even when it starts with a feature word: "filter expiry
    // date", "audit date", "print count"; "search by name" stays a feature)
    // ("la validation du chef de section" is a decision given on the record, a field; "validation" alone is a feature)
    const decision = /^(?:(?:la|l')\s*)?validation\s+(?:du|de la|de l'|d'|des|par)\s*\S/.test(f);
    if (!decision && FEATURE_ITEM.test(f) && !(/\s(date|time|number|id|code|level|status|type|size|count|reference)$/.test(f) && !/\s(by|par|per|selon)\s/.test(f))) continue;
    // "pie chart by category", "affichés sur une carte": a feature, unless the words name a typed field ("numéro de carte")
    if (/\b(charts?|graphs?|graphiques?|diagrammes?|camemberts?|histogrammes?|courbes?|repartition|breakdown)\b.*\b(by|par|per|selon|over|au fil|dans le temps)\b/.test(f)) continue;
    if (FEATURE_WORDS.some(({ re }) => re.test(f)) && inferType(piece, /\b(the|of|by|with)\b/.test(f) ? 'en' : 'fr') === 'text') continue;
    if (piece.split(/\s+/).length > 6) continue; // a clause, not a field name
    if (/^(qui|que|pour|afin|so|that|which|where|when|quand|lorsque|si|if)\b/.test(f)) continue;
    // "alerte quand le stock est bas" is a notification, not a field
    if (/\b(quand|lorsque|lorsqu'|des que|when|whenever|once|if|si)\b/.test(f)) continue;
    if (!/\p{L}/u.test(piece)) continue;
    items.push({ label: piece, ...(yesNo ? { options: ['Oui', 'Non'] } : options ? { options } : {}), ...(required !== undefined ? { required } : {}) });
  }
  return things ? items : valuesOfAKind(items);
}

/** Plural nouns that announce the values of one field ("shifts morning, afternoon and night"), folded, with the field's name. */
const KIND_WORDS: Record<string, string> = {
  shifts: 'Shift', creneaux: 'Créneau', quarts: 'Quart', vacations: 'Vacation', categories: 'Catégorie', types: 'Type', niveaux: 'Niveau', levels: 'Level',
  statuts: 'Statut', statuses: 'Status', equipes: 'Équipe', teams: 'Team', priorites: 'Priorité', priorities: 'Priority',
};

/**
 * "with shifts morning, afternoon and night", "avec les créneaux matin, après-midi et nuit", "with morning, afternoon
 * and night shifts": one field and its values, not three fields named after the values.
 */
function valuesOfAKind(items: Item[]): Item[] {
  if (items.length < 2 || items.some((i) => i.options)) return items;
  const single = (i: Item) => !/\s/.test(i.label.trim()) && inferType(i.label, 'fr') === 'text' && inferType(i.label, 'en') === 'text';
  const first = /^(\S+)\s+(\S+)$/.exec(items[0]!.label.trim());
  if (first && KIND_WORDS[fold(first[1]!)] && items.slice(1).every(single))
    return [{ label: KIND_WORDS[fold(first[1]!)]!, options: [first[2]!, ...items.slice(1).map((i) => i.label.trim())].map(capitalize) }];
  const last = /^(\S+)\s+(\S+)$/.exec(items[items.length - 1]!.label.trim());
  if (last && KIND_WORDS[fold(last[2]!)] && items.slice(0, -1).every(single))
    return [{ label: KIND_WORDS[fold(last[2]!)]!, options: [...items.slice(0, -1).map((i) => i.label.trim()), last[1]!].map(capitalize) }];
  return items;
}

/** Where the field list starts (-1 if none) and its text, up to the end of its sentence. */
function fieldSegment(raw: string, folded: string): { from: number; text: string } {
  let best: { at: number; from: number } | undefined;
  for (const re of [FIELDS_TRIGGER, LIST_COLON])
    for (const m of folded.matchAll(re)) if (!best || m.index < best.at) best = { at: m.index, from: m.index + m[0].length };
  // "Log book for the radio room: operator, call sign, time…"
  // (two short names are a list too: "Journal de la base : date, événement", "Badge log: name and badge")
  const colon = /:\s*(?=[^.!?\n]*,[^.!?\n]*,)/.exec(folded) ?? /:\s*(?=(?:[^\s,.!?:]+ ?){1,4}(?:,| et | and )\s*(?:[^\s,.!?:]+ ?){1,4}(?:[.!?\n]|$))(?![^.!?\n]*[sx] ?(?:,| et | and )[^.!?\n]*[sx]\s*(?:[.!?\n]|$))/.exec(folded);
  // (but two plurals are what is kept, not fields: "Gestion des stocks : munitions et rations")
  // "CRM: customers with name, email…": the trigger before the first comma opens the list, not the colon
  const firstComma = colon ? folded.indexOf(',', colon.index) : -1;
  const triggerInSentence = colon && best && best.at > colon.index && best.at < firstComma;
  if (colon && !triggerInSentence && (!best || colon.index < best.at)) best = { at: colon.index, from: colon.index + colon[0].length };
  if (!best) return { from: -1, text: '' };
  // "with UN number": an acronym is not the article "un"
  const acronym = /\b[A-Z]{2,}\s*$/.exec(raw.slice(best.at, best.from));
  const from = acronym ? best.at + acronym.index : best.from;
  const trigger = best.at;
  const rest = raw.slice(from);
  const stop = rest.search(/[.!?](?!\d)(?:\s|$)|\n/);
  let text = stop >= 0 ? rest.slice(0, stop) : rest;
  // later sentences that continue the list ("Champs : …", "Chaque visiteur a …") are read too
  const more = raw.slice(from + text.length).match(/(?:^|[.!?]\s+)(?:champs|fields|colonnes|columns)\s*:\s*([^.!?]+)/i);
  if (more) text += `, ${more[1]}`;
  return { from: trigger >= 0 ? trigger : from, text };
}

// ---------------------------------------------------------------------------------------------
// Title

const TITLE_CUT = /\s*(?:\b(?:avec|comprenant|contenant|incluant|qui permet|permettant|with|including|containing|having|that|which|where|ou l'on|dans laquelle|dans lequel|pour que|so that|afin de|afin que|en utilisant|using|ainsi que|as well as)\b|(?<=.{20})\bqui\b|[,.](?!\d)|(?<!\d)[,.]|[;:!?(\n]|\s[-–—]\s)/;

/** A request that opens by asking to compute something (a few words in at most): "Calcul du…", "Je dois estimer…". */
const COMPUTE_ASKED = /^\W*(?:[a-z'-]+\s+){0,5}?(?:calcul|calculs|calculer|calculez|calcule|estimer|estimez|estime|compute|calculate|work out|estimate)\b/;

function cutTitle(text: string): string {
  const f = fold(text);
  const m = TITLE_CUT.exec(f);
  let t = (m ? text.slice(0, m.index) : text).trim();
  // never end on a link word ("…pour une caserne de la")
  for (;;) {
    const ws = t.split(/\s+/);
    const last = fold(ws[ws.length - 1] ?? '');
    if (ws.length > 1 && (FR_LINKS.has(last) || EN_LINKS.has(last) || /^[dl]'$/.test(last))) t = ws.slice(0, -1).join(' ');
    else break;
  }
  if (t.length > 90) {
    // too long: keep whole phrases, cutting before a preposition that starts a qualifier
    const cuts = [...fold(t).matchAll(/\s(?:pour|dans|sur|chez|for|in|at|on|of|de la|du|des)\s/g)].map((c) => c.index).filter((i) => i >= 12 && i <= 90);
    const at = cuts.length ? cuts[cuts.length - 1]! : -1;
    if (at > 0) t = t.slice(0, at);
  }
  return t.trim();
}

function buildTitle(rest: string, lang: Lang, entity: EntityDraft | undefined, kind: AppSpec['kind'], tool?: ToolKind): string {
  const fr = fold(rest);
  let title = '';
  if (lang === 'fr') {
    const verb = FR_VERB_NOUN.find(([re]) => re.test(fr));
    if (verb) {
      const after = rest.replace(/^\S+\s*/, '');
      const fa = fold(after);
      const det = /^(les |des |nos |mes |ses |leurs |tous les |toutes les )/.exec(fa);
      const det2 = /^(la |le |l'|notre |mon |ma )/.exec(fa);
      let obj = after;
      let link = 'des ';
      if (det) obj = after.slice(det[0].length);
      else if (det2) {
        obj = after.slice(det2[0].length);
        link = det2[0] === 'le ' ? 'du ' : det2[0] === "l'" ? "de l'" : det2[0] === 'la ' ? 'de la ' : 'de ';
        if (/^(notre|mon|ma) /.test(det2[0])) link = det2[0] === 'ma ' ? 'de la ' : 'du ';
      } else link = /^[aeiouyh]/.test(fa) ? "d'" : 'de ';
      title = `${verb[1]} ${link}${obj}`;
    } else title = rest;
  } else {
    const verb = EN_VERB_NOUN.find(([re]) => re.test(fr));
    if (verb) {
      const after = rest
        .replace(/^(?:keep track of|\S+)\s*/i, '')
        .replace(/^(?:the\s+)?(?:status|progress|state)\s+of\s+/i, '')
        .replace(/^(?:the|our|my|all the|all|their)\s+/i, '');
      const g = enGroupAt(after, fold(after), 0);
      if (g) {
        const qualifier = cutTitle(after.slice(g.end)).replace(/^of\s+/i, 'for ');
        const noun = singularEn(g.phrase);
        title = `${noun} ${verb[1]}${qualifier && /^(for|at|in|of|on|across)\b/i.test(qualifier) ? ` ${qualifier}` : ''}`;
      } else title = rest;
    } else title = rest;
  }
  // "a school to manage students", "une application permettant aux agents … de consigner les visites":
  // the verb part names the app, when it comes before any field list
  const purpose = /\b(?:to|pour|afin de|(?:permettant|qui permet|qui permettra)(?: (?:a|aux?) [^,.;]*?)? (?:de|d'))\s*(?=(?:manage|track|log|record|follow|monitor|plan|gerer|suivre|enregistrer|recenser|planifier|lister|consigner|repertorier|inventorier|superviser|surveiller)\b)/.exec(fold(title));
  if (purpose && purpose.index > 0 && !/[,;:]|\b(avec|with|including|comprenant)\b/.test(fold(title).slice(0, purpose.index))) return buildTitle(title.slice(purpose.index + purpose[0].length), lang, entity, kind, tool);
  title = cutTitle(title).replace(/^(?:la|le|les|une?|the|an?|my|our|mon|ma|mes|notre|nos)\s+(?=\S)/i, '').replace(/^l'/i, '');
  const f = fold(title);
  const generic = !title || NOT_ENTITY.test(f) || f.split(/\s+/).length === 1 && !entity && !tool;
  if (generic || title.length < 3) {
    if (tool) return TOOL_NAMES[tool][lang];
    if (entity) {
      if (lang === 'fr') {
        const lead = kind === 'dashboard' ? 'Tableau de bord' : 'Gestion';
        const link = /^[aeiouyhéè]/i.test(entity.plural) ? 'des ' : 'des ';
        return `${lead} ${link}${entity.plural}`;
      }
      return capitalize(`${entity.singular} ${kind === 'dashboard' ? 'dashboard' : 'management'}`);
    }
    return lang === 'fr' ? 'Application' : 'App';
  }
  // "an app for my gym. Each member has…" → "Gym members"
  if (lang === 'en' && entity && !/\s/.test(title.trim()) && stemKey(title) !== stemKey(entity.singular) && stemKey(title) !== stemKey(entity.plural)) title = `${title} ${entity.plural}`;
  return capitalize(title).slice(0, 120);
}

// ---------------------------------------------------------------------------------------------
// Vague requests

const FILLER = new Set(
  "application applications appli applis app apps truc trucs chose choses machin bidule cool sympa super genial joli jolie belle beau bien simple quelque something thing things stuff nice awesome great random site web website page pages outil outils tool tools aide aider aidez help moi me nous us faire fais make build create cree creer creez genere generer generate projet project idee idea ideas test tests demo exemple example interessant interesting utile useful petit petite small new nouveau nouvelle nouvel my mon ma mes un une a an the le la les des pour for with avec qui que quoi what n'importe importe anything whatever quelconque any some je veux voudrais want need besoin il faut please stp svp peux peut can could you tu vous donne give logiciel software programme program code coder developpe develop ok bonjour hello hi salut merci thanks".split(' '),
);

function contentWords(text: string): string[] {
  return words(text).filter((w) => w.length >= 3 && !FILLER.has(w) && !FR_LINKS.has(w) && !EN_LINKS.has(w));
}

const PROPOSALS: Record<Lang, { civil: [string, string, string]; defense: [string, string, string] }> = {
  fr: {
    civil: [
      "Registre des visiteurs avec nom, badge, heure d'entrée, heure de sortie et export CSV",
      'Suivi des incidents avec titre, gravité (faible, moyenne, critique), date, statut et graphique par mois',
      'Chronomètre avec tours et remise à zéro',
    ],
    defense: [
      'Suivi des véhicules de la caserne avec immatriculation, modèle, statut, kilométrage et recherche',
      'Registre des visiteurs avec nom, badge, heure d’entrée, heure de sortie et export CSV',
      'Suivi des incidents de sécurité avec gravité (faible, moyenne, critique), date, statut et graphique par gravité',
    ],
  },
  en: {
    civil: [
      'Visitor log with name, badge, entry time, exit time and CSV export',
      'Incident tracker with title, severity (low, medium, critical), date, status and a chart by month',
      'Stopwatch with laps and reset',
    ],
    defense: [
      'Barracks vehicle tracker with registration, model, status, mileage and search',
      'Visitor log with name, badge, entry time, exit time and CSV export',
      'Security incident tracker with severity (low, medium, critical), date, status and a chart by severity',
    ],
  },
};

// ---------------------------------------------------------------------------------------------

/** The same field name in the other language, from the catalogue's pairs ("name" ↔ "nom", "severity" ↔ "gravité"). */
const TRANSLATIONS = (() => {
  const map = new Map<string, string[]>();
  const add = (a: string, b: string) => map.set(a, [...(map.get(a) ?? []), b]);
  const pairs: [string, string][] = [...CATALOGUE.flatMap((e) => e.fields), ['Gravité', 'Severity'], ['Priorité', 'Priority'], ['Date de naissance', 'Date of birth'], ['Heure', 'Time'], ['Nom complet', 'Full name'], ['Prénom', 'First name'], ['Ville', 'City'], ['Adresse', 'Address']];
  for (const [fr, en] of pairs) {
    add(stemKey(fr), stemKey(en));
    add(stemKey(en), stemKey(fr));
  }
  return map;
})();

export function matchFieldIn(fields: AppField[], phrase: string): AppField | undefined {
  const s = stemKey(phrase);
  if (!s) return undefined;
  const other = TRANSLATIONS.get(s) ?? [];
  return (
    fields.find((f) => stemKey(f.label) === s || f.key === toKey(phrase)) ??
    fields.find((f) => other.includes(stemKey(f.label))) ??
    fields.find((f) => {
      const l = stemKey(f.label);
      return l.split(' ').includes(s) || s.split(' ').includes(l);
    })
  );
}

const TIME_UNITS = /^(mois|month|months|jour|jours|day|days|semaine|semaines|week|weeks|annee|annees|an|ans|year|years|date|dates|trimestre|quarter|heure|hour|hours|mensuel|monthly)$/;

export function ensureField(entity: AppEntity, label: string, lang: Lang, type?: AppField['type']): AppField {
  const existing = matchFieldIn(entity.fields, label);
  if (existing) return existing;
  const field = makeField(label, lang, entity.singular, type ? { type } : {});
  if (entity.fields.length < 30 && !entity.fields.some((f) => f.key === field.key)) entity.fields.push(field);
  return entity.fields.find((f) => f.key === field.key)!;
}

export function dateField(entity: AppEntity, lang: Lang): AppField {
  return entity.fields.find((f) => f.type === 'date' || f.type === 'datetime') ?? ensureField(entity, 'Date', lang, 'date');
}

/** "par mois" / "by severity" → the field to group by (a date field for time units). */
export function byField(entity: AppEntity, phrase: string, lang: Lang): AppField {
  const f = fold(phrase).trim();
  if (TIME_UNITS.test(f.split(' ')[0] ?? '')) return dateField(entity, lang);
  return ensureField(entity, phrase, lang);
}

function entityKey(singular: string, taken: Set<string>): string {
  let key = toKey(singular);
  let n = 2;
  while (taken.has(key)) key = `${toKey(singular).slice(0, 36)}${n++}`;
  taken.add(key);
  return key;
}

function defaultFields(d: EntityDraft, lang: Lang): AppField[] {
  const pairs: [string, string][] = d.known?.fields ?? [
    ['Nom', 'Name'],
    ['Catégorie', 'Category'],
    ['Statut', 'Status'],
    ['Date', 'Date'],
    ['Commentaire', 'Comment'],
  ];
  return pairs.map(([fr, en]) => makeField(lang === 'fr' ? fr : en, lang, d.singular));
}

export function titleFieldOf(fields: AppField[]): string | undefined {
  return (
    fields.find((f) => f.type === 'person' || (f.type === 'text' && /^(nom|name|titre|title|objet|subject|designation|libelle|label|intitule|raison sociale|company name)/.test(fold(f.label)))) ??
    fields.find((f) => f.type === 'text') ??
    fields.find((f) => f.type === 'identifier') ??
    fields[0]
  )?.key;
}

/** "chart of incidents by month", "graphique du montant par service", "répartition par gravité". */
export function chartsAsked(folded: string, raw: string): { by: string; measure?: string; kind: 'bar' | 'line' | 'pie' }[] {
  const out: { by: string; measure?: string; kind: 'bar' | 'line' | 'pie' }[] = [];
  const re = /\b(graphiques?|graphes?|diagrammes?|histogrammes?|courbes?|camemberts?|charts?|graphs?|plots?|repartition|breakdown|evolution|statistiques|statistics|pie charts?|bar charts?|line charts?|dashboard|tableau de bord)\b([^.;]*?)\b(?:par|by|per|selon|au fil des|over)\s+(?:les |la |le |l'|the |)([a-z][a-z' -]*?)(?=\s*(?:[,.;)]|\bet\b|\band\b|\bavec\b|\bwith\b|$))/g;
  for (const m of folded.matchAll(re)) {
    const word = m[1]!;
    const between = m[2] ?? '';
    const kind: 'bar' | 'line' | 'pie' = /courbe|evolution|line/.test(word) ? 'line' : /camembert|repartition|breakdown|pie/.test(word) ? 'pie' : 'bar';
    const byStart = m.index + m[0].length - m[3]!.length;
    const by = raw.slice(byStart, byStart + m[3]!.length).trim();
    const measure = /\b(montant|cout|budget|prix|amount|cost|price|total|somme|sum|quantite|quantity|duree|duration|kilometrage|mileage)\b/.exec(between)?.[1];
    out.push({ by, kind, ...(measure ? { measure } : {}) });
    // "… par mois et par gravité"
    const tail = folded.slice(m.index + m[0].length);
    const again = /^\s*(?:et|and)\s+(?:par|by|per)\s+(?:les |la |le |l'|the |)([a-z][a-z' -]*?)(?=\s*(?:[,.;)]|\bet\b|\band\b|$))/.exec(tail);
    if (again) {
      const s = m.index + m[0].length + again[0].length - again[1]!.length;
      out.push({ by: raw.slice(s, s + again[1]!.length).trim(), kind });
    }
  }
  return out.slice(0, 6);
}

function byPhrase(folded: string, raw: string, re: RegExp): string[] {
  const out: string[] = [];
  for (const m of folded.matchAll(re)) {
    const g = m[1]!;
    const start = m.index + m[0].length - g.length;
    out.push(raw.slice(start, start + g.length).trim());
  }
  return out;
}

const SORT_RE = /\b(?:tri(?:er|e|es|ee|ees)?|classe(?:r|s|es)?|ordonne(?:r|s|es)?|sort(?:ed|able)?|order(?:ed)?)\s+(?:les [a-z]+ |the [a-z]+ )?(?:par|by|selon|sur)\s+(?:ordre de |order of |les |la |le |l'|the |)([a-z][a-z' -]*?)(?=\s*(?:[,.;)]|\bet\b|\band\b|\bavec\b|\bwith\b|\bdecroissant|\bcroissant|\bdesc|\basc|$))/g;
const FILTER_RE = /\b(?:filtres?|filtrer|filtrage|filters?|filtering)\s+(?:par|by|on|sur|selon)\s+(?:les |la |le |l'|the |)([a-z][a-z' -]*?)(?=\s*(?:[,.;)]|\bet\b|\band\b|\bavec\b|\bwith\b|$))/g;

export function understandPrompt(prompt: string, opts: { uiLang?: Lang } = {}): Understanding {
  const raw = stripSystemText(prompt);
  const lang = detectLanguage(raw || prompt, opts.uiLang);
  const folded = fold(raw);
  const seed = hash(fold(prompt).replace(/\s+/g, ' ').trim());
  const domain = detectDomain(folded);
  const lead = LEAD.exec(folded);
  const restStart = lead ? lead[0].length : 0;
  const rest = raw.slice(restStart).trim();
  const classification = detectClassification(folded);
  const notDone = detectNotDone(folded, lang);
  const appFeatures = detectAppFeatures(folded);
  const roleInfo = detectRoles(raw, folded);
  if (roleInfo.roles.length && !appFeatures.includes('roles')) appFeatures.push('roles');

  // roles are not fields: blank their phrase before reading the field list
  let rawF = raw;
  let foldedF = folded;
  if (roleInfo.span) {
    const [a, b] = roleInfo.span;
    rawF = raw.slice(0, a) + ' '.repeat(b - a) + raw.slice(b);
    foldedF = folded.slice(0, a) + ' '.repeat(b - a) + folded.slice(b);
  }
  const seg = fieldSegment(rawF, foldedF);
  const items = seg.text ? parseItems(seg.text) : [];
  let tool = detectTool(folded);
  // "Calcul du gazole pour 3 camions…", "Work out the water for a patrol": asked to compute a quantity we know the
  // formula of, without the word "calculator", is that calculator (a register that only mentions a computation is not)
  if (!tool && COMPUTE_ASKED.test(folded) && calculatorFormulas(folded).length) tool = 'calculator';
  // a booking, checklist, kanban or notes request with its own fields is a register of records
  if (tool && ['booking', 'checklist', 'kanban', 'notes'].includes(tool) && items.length >= 2) {
    // a checklist's items are things to tick ("gilet, radio"), unless they name typed fields ("assignee, due date")
    const typed = items.filter((i) => inferType(i.label, lang) !== 'text').length;
    if ((tool !== 'checklist' && tool !== 'kanban') || typed >= 2) tool = undefined;
  }

  const base = { version: 1 as const, lang, domain, classification, seed, notDone, features: appFeatures, roles: roleInfo.roles };

  if (tool) {
    const calc: ReturnType<typeof calculatorOf> = tool === 'calculator' ? calculatorOf(folded, raw, lang) : { options: {}, notDone: [] };
    const toolOptions = { ...toolOptionsOf(tool, folded, raw, seg.text, lang), ...calc.options };
    const spec: AppSpecInput = {
      ...base,
      notDone: [...notDone, ...calc.notDone],
      kind: 'tool',
      tool,
      title: buildTitle(rest, lang, undefined, 'tool', tool),
      summary: calc.summary ?? (lang === 'fr' ? `${TOOL_NAMES[tool].fr}, prêt à l'emploi.` : `${TOOL_NAMES[tool].en}, ready to use.`),
      entities: [],
      toolOptions,
    };
    return { kind: 'spec', spec: appSpecSchema.parse(spec) };
  }

  const drafts = findEntities(raw, folded, lang, seg.from);
  if (!drafts.length && JOURNAL.test(folded) && (items.length >= 1 || contentWords(raw).length >= 2)) {
    drafts.push(lang === 'fr' ? { singular: 'entrée', plural: 'entrées', gender: 'f', at: 0, end: 0 } : { singular: 'entry', plural: 'entries', at: 0, end: 0 });
  }
  if (!drafts.length) {
    const content = contentWords(raw);
    if (items.length >= 2 || content.length >= 2) {
      // something concrete without a record noun we know: the first content noun names the records. With a field
      // list, the place the app is for is not what it records ("an app for our armoury: weapon serial number…"
      // records weapons): the noun is looked for without it first.
      const noun = (items.length >= 2 ? (thingOfField(items[0]!.label, lang) ?? contentNoun(withoutBeneficiary(raw), withoutBeneficiary(raw).slice(restStart).trim(), lang)) : undefined) ?? contentNoun(raw, rest, lang, content);
      const d = noun ? draftFrom(noun, lang, 0, 0) : undefined;
      if (d) drafts.push(d);
      else if (items.length >= 2) drafts.push({ singular: lang === 'fr' ? 'fiche' : 'record', plural: lang === 'fr' ? 'fiches' : 'records', gender: 'f', at: 0, end: 0 });
    }
    if (!drafts.length) {
      const hint = domain === 'defense' || domain === 'security' ? 'defense' : 'civil';
      return { kind: 'vague', lang, proposals: PROPOSALS[lang][hint] };
    }
  }

  const dashboard = /\b(tableau de bord|dashboard|supervision|cockpit|kpis?|indicateurs|vue d'ensemble|overview|centre de commandement|command center|pilotage)\b/.test(folded);
  const kind: AppSpec['kind'] = dashboard ? 'dashboard' : 'records';
  // field names are not features ("date de notification" asks for no notifications)
  let featureText = foldedF;
  for (const it of items) {
    const f = fold(it.label);
    const at = featureText.indexOf(f, Math.max(0, seg.from));
    if (at >= 0) featureText = featureText.slice(0, at) + ' '.repeat(f.length) + featureText.slice(at + f.length);
  }
  const asked = detectFeatures(featureText);
  const taken = new Set<string>();
  const entities: AppEntity[] = drafts.map((d, i) => {
    const own = d.fieldText ? parseItems(d.fieldText) : [];
    const named = own.length ? own : i === 0 ? items : [];
    const fields: AppField[] = [];
    for (const it of named) {
      const field = makeField(it.label, lang, d.singular, { ...(it.options ? { options: it.options } : {}), ...(it.required !== undefined ? { required: it.required } : {}), context: foldedF.slice(0, Math.max(0, seg.from)) });
      if (!fields.some((f) => f.key === field.key)) fields.push(field);
    }
    // "les visites médicales des soldats avec aptitude, médecin…": each record is about a soldier, whom the list forgot
    const whose = i === 0 && fields.length && d.end > 0 ? /^\s+(?:des|du|de la|de l['’]|d['’]|of the|of)\s*([\p{L}-]+)/u.exec(raw.slice(d.end))?.[1] : undefined;
    if (whose && fields.length < 30) {
      const person = lowerWords(lang === 'fr' ? singularFr(whose) : singularEn(whose));
      const stem = stemKey(person);
      const named = fields.some((f) => stemKey(f.label).includes(stem) || /^(nom|name|nom complet|full name|identite|identity)$/.test(fold(f.label)));
      if (isPersonEntity(person) && !named) fields.unshift(makeField(capitalize(person), lang, d.singular, { type: 'person' }));
    }
    // a list that only gave the values of one field ("with shifts morning, afternoon and night") completes the record's usual fields
    const alone = fields.length === 1 && fields[0]!.options && d.known ? fields[0]! : undefined;
    const usual = alone ? defaultFields(d, lang) : [];
    const at = alone ? usual.findIndex((f) => stemKey(f.label) === stemKey(alone.label)) : -1;
    if (alone && at >= 0) usual[at] = alone;
    else if (alone) usual.push(alone);
    const all = alone ? usual : fields.length ? fields : defaultFields(d, lang);
    const features: EntityFeature[] = ['create', 'edit', 'delete'];
    const e: AppEntity = {
      key: entityKey(d.singular, taken),
      singular: d.singular.slice(0, 80),
      plural: d.plural.slice(0, 80),
      ...(lang === 'fr' || d.gender ? { gender: d.gender ?? guessGender(d.singular) } : {}),
      fields: all.slice(0, 30),
      features,
      charts: [],
      relations: [],
      sampleSize: 12,
    };
    return e;
  });
  const main = entities[0]!;
  // every later entity points to the first ("une intervention d'un véhicule")
  for (const e of entities.slice(1)) {
    const field = makeField(capitalize(main.singular), lang, e.singular, { type: 'text' });
    field.key = main.key;
    if (!e.fields.some((f) => f.key === field.key) && e.fields.length < 30) e.fields.push(field);
    e.relations = [{ field: main.key, entity: main.key }];
  }

  // Features asked apply to the main entity (the one the app is about)
  for (const feature of asked) if (!main.features.includes(feature)) main.features.push(feature);
  if (kind === 'dashboard') for (const f of ['stats', 'chart'] as const) if (!main.features.includes(f)) main.features.push(f);
  for (const c of chartsAsked(foldedF, rawF)) {
    const by = byField(main, c.by, lang);
    const measure = c.measure ? main.fields.find((f) => (f.type === 'money' || f.type === 'number' || f.type === 'duration') && stemKey(f.label).includes(stemKey(c.measure!).split(' ')[0] ?? '')) : undefined;
    const timeBased = by.type === 'date' || by.type === 'datetime';
    const kindOf = c.kind === 'bar' && timeBased ? 'bar' : c.kind;
    if (!main.charts.some((x) => x.by === by.key) && main.charts.length < 6) main.charts.push({ by: by.key, kind: kindOf, ...(measure ? { measure: measure.key } : {}) });
  }
  if (main.features.includes('chart') && !main.charts.length) {
    const by = main.fields.find((f) => f.type === 'enum') ?? main.fields.find((f) => f.type === 'date' || f.type === 'datetime');
    if (by) main.charts.push({ by: by.key, kind: by.type === 'enum' ? 'pie' : 'bar' });
  }
  for (const phrase of byPhrase(foldedF, rawF, FILTER_RE)) ensureField(main, phrase, lang);
  const sortBy = byPhrase(foldedF, rawF, SORT_RE)[0];
  if (sortBy) {
    const field = byField(main, sortBy, lang);
    const explicit = /\b(decroissant|descending|desc|recent|dernier)/.test(folded) ? 'desc' : /\b(croissant|ascending|asc|alphabetique|alphabetical)\b/.test(folded) ? 'asc' : undefined;
    main.sort = { field: field.key, dir: explicit ?? defaultDir(field) };
    if (!main.features.includes('sort')) main.features.push('sort');
  } else {
    const usable = main.fields.filter((f) => !/naissance|birth|expiration|peremption|expiry/.test(fold(f.label)));
    const date = usable.find((f) => f.type === 'datetime') ?? usable.find((f) => f.type === 'date') ?? usable.find((f) => f.type === 'time');
    if (date) main.sort = { field: date.key, dir: 'desc' };
  }
  if (main.features.includes('map') && !main.fields.some((f) => f.type === 'coordinates' || f.type === 'place')) ensureField(main, lang === 'fr' ? 'Position' : 'Position', lang, 'coordinates');
  if (main.features.includes('calendar') && !main.fields.some((f) => f.type === 'date' || f.type === 'datetime')) dateField(main, lang);
  if (main.features.includes('filters') && !main.fields.some((f) => f.type === 'enum' || f.type === 'boolean')) ensureField(main, lang === 'fr' ? 'Statut' : 'Status', lang);
  for (const e of entities) {
    const t = titleFieldOf(e.fields);
    if (t) e.titleField = t;
    const tf = e.fields.find((f) => f.key === e.titleField);
    if (tf && !items.some((it) => it.required === false && toKey(it.label) === tf.key)) tf.required = true;
  }

  const title = buildTitle(rest, lang, drafts[0], kind);
  const summary = summaryOf(lang, kind, entities);
  const spec: AppSpecInput = { ...base, kind, title, summary, entities };
  return { kind: 'spec', spec: appSpecSchema.parse(spec) };
}

export function defaultDir(field: AppField): 'asc' | 'desc' {
  if (isSeverityLike(field.label)) return 'desc';
  if (['date', 'datetime', 'time', 'money', 'number', 'percent', 'duration'].includes(field.type)) return 'desc';
  return 'asc';
}

export function summaryOf(lang: Lang, kind: AppSpec['kind'], entities: AppEntity[]): string {
  const main = entities[0]!;
  // lower case as in a sentence, but units and acronyms as written ("puissance en kVA", "GPS position")
  const labels = main.fields.map((f) => (/^\p{Lu}[\p{Lu}\d]/u.test(f.label) ? f.label : f.label.charAt(0).toLocaleLowerCase() + f.label.slice(1))).join(', ');
  const others = entities.slice(1).map((e) => e.plural);
  if (lang === 'fr') {
    const lead = kind === 'dashboard' ? 'Tableau de bord des' : 'Gestion des';
    return `${lead} ${main.plural} (${labels})${others.length ? `, avec ${others.join(', ')}` : ''}.`.slice(0, 400);
  }
  const lead = kind === 'dashboard' ? 'Dashboard of' : 'Keeps track of';
  return `${lead} ${main.plural} (${labels})${others.length ? `, with ${others.join(', ')}` : ''}.`.slice(0, 400);
}

/** "for our armoury", "pour notre entrepôt": who or where the app is for, blanked (the text keeps its length). */
const BENEFICIARY = /\b(?:for|pour)\s+(?:our|the|my|your|notre|nos|la|le|les|mon|ma|votre|vos|l['’])\s*[\p{L}-]+/giu;
const withoutBeneficiary = (text: string) => text.replace(BENEFICIARY, (m) => ' '.repeat(m.length));

/**
 * The thing a first field identifies, when its name says it: "weapon serial number" → weapon, "numéro de série de
 * l'arme" → arme, "référence de l'article" → article; `undefined` for any other name.
 */
function thingOfField(label: string, lang: Lang): string | undefined {
  const f = fold(label).replace(/’/g, "'").trim();
  if (lang === 'fr') {
    const m = /^(?:numero|n°|no|reference|ref|code|identifiant|matricule|immatriculation|nom|designation|intitule)\b.*?(?:\bde la |\bde l'|\bdu |\bdes |\bd')([a-z][a-z-]{2,})$/.exec(f);
    if (!m || FILLER.has(m[1]!) || NOT_ENTITY.test(m[1]!)) return undefined;
    const at = f.length - m[1]!.length;
    return label.trim().slice(at);
  }
  const m = /^([a-z][a-z-]{2,})\s+(?:serial number|serial|number|no|id|identifier|reference|ref|code|name|tag|plate|plate number|registration)$/.exec(f);
  if (!m || FILLER.has(m[1]!) || NOT_ENTITY.test(m[1]!) || /^(serial|reference|registration|tracking|order|phone|badge|case|file|record|entry|full|first|last|user|display)$/.test(m[1]!)) return undefined;
  return label.trim().slice(0, m[1]!.length);
}

function contentNoun(raw: string, rest: string, lang: Lang, content = contentWords(raw)): string | undefined {
  return lang === 'en' ? (nlpNoun(rest) ?? content[0]) : frNoun(raw, fold(raw));
}

/** The first English content word that does not look like a verb form or an adverb. */
function nlpNoun(text: string): string | undefined {
  const ws = contentWords(text);
  return ws.find((w) => !/(ing|ly|ed)$/.test(w));
}

/** The first French content noun: a word after a determiner that is not a filler. */
function frNoun(raw: string, folded: string): string | undefined {
  for (const m of folded.matchAll(/\b(?:les|des|la|le|l'|mes|nos|mon|ma|notre|un|une|de|du|d')\s*([a-z][a-z-]{2,})/g)) {
    const w = m[1]!;
    if (FILLER.has(w) || FR_LINKS.has(w) || NOT_ENTITY.test(w)) continue;
    const start = m.index + m[0].length - w.length;
    return raw.slice(start, start + w.length);
  }
  return undefined;
}

function toolOptionsOf(tool: ToolKind, folded: string, raw: string, listText: string, lang: Lang): Record<string, unknown> {
  const opts: Record<string, unknown> = {};
  const minutes = /(\d{1,3})\s*(?:min\b|mins\b|minutes?|mn\b)/.exec(folded);
  const seconds = /(\d{1,3})\s*(?:s\b|sec\b|secondes?|seconds?)/.exec(folded);
  if (minutes && ['timer', 'countdown', 'chess_clock', 'pomodoro'].includes(tool)) opts.minutes = Number(minutes[1]);
  if (tool === 'chess_clock' && seconds && /increment|bonus|fischer|ajout/.test(folded)) opts.incrementSeconds = Number(seconds[1]);
  if (tool === 'pomodoro') {
    const pause = /pause (?:de )?(\d{1,2})|(\d{1,2})\s*(?:min\w*)? (?:de )?pause|(\d{1,2})[- ]minute break|break of (\d{1,2})/.exec(folded);
    if (pause) opts.breakMinutes = Number(pause[1] ?? pause[2] ?? pause[3] ?? pause[4]);
  }
  if (tool === 'stopwatch') opts.laps = /\b(tours?|laps?|intermediaires?|splits?)\b/.test(folded);
  if (tool === 'quiz') {
    const count = /(\d{1,2})\s*questions/.exec(folded);
    if (count) opts.questionCount = Number(count[1]);
    const after = folded.slice(folded.search(/quiz|qcm|trivia|questionnaire/));
    const topic =
      /\b(?:sur|about|on)\s+(?:la |le |les |l'|the )?([a-z][a-z' -]{2,40}?)(?=\s*(?:[,.;]|\bavec\b|\bwith\b|$))/.exec(after) ??
      /\b(?:reviser|apprendre|revise|learn|practise|practice|study)\s+(?:la |le |les |l'|the |my |mes )?([a-z][a-z' -]{2,40}?)(?=\s*(?:[,.;]|\bavec\b|\bwith\b|$))/.exec(after) ??
      /\b(?:de|du|des)\s+(?:la |le |les |l')?([a-z][a-z' -]{2,40}?)(?=\s*(?:[,.;]|\bavec\b|\bwith\b|$))/.exec(after);
    if (topic) {
      const start = folded.length - after.length + topic.index + topic[0].length - topic[1]!.length;
      opts.topic = raw.slice(start, start + topic[1]!.length).trim();
    }
  }
  const things = listText ? parseItems(listText, true) : [];
  if (tool === 'checklist' && things.length) opts.items = things.map((i) => capitalize(i.label)).slice(0, 30);
  // "un kanban avec les colonnes à faire, en cours, fait"
  if (tool === 'kanban' && things.length >= 2) opts.columns = things.map((i) => capitalize(i.label)).slice(0, 8);
  // "minuteur de 5, 10 et 15 minutes": presets
  if (tool === 'timer' || tool === 'countdown') {
    const list = /((?:\d{1,3}\s*(?:,|et|and|ou|or)\s*)+\d{1,3})\s*(?:min\b|mins\b|minutes?|mn\b)/.exec(folded);
    if (list) opts.presets = list[1]!.split(/\s*(?:,|et|and|ou|or)\s*/).map(Number).filter((n) => n > 0).slice(0, 6);
  }
  if (tool === 'unit_converter') {
    const cats: string[] = [];
    if (/\b(longueur|length|distance|km|miles?|metres?|meters?|pieds|feet)\b/.test(folded)) cats.push('length');
    if (/\b(masse|poids|mass|weight|kg|livres|pounds|lbs?)\b/.test(folded)) cats.push('mass');
    if (/\b(temperature|celsius|fahrenheit)\b/.test(folded)) cats.push('temperature');
    if (/\b(volume|litres?|liters?|gallons?)\b/.test(folded)) cats.push('volume');
    if (/\b(vitesse|speed|noeuds|knots|km\/h|mph)\b/.test(folded)) cats.push('speed');
    if (/\b(devises?|currenc(?:y|ies)|euros?|dollars?|livres sterling|pounds sterling)\b/.test(folded)) cats.push('currency');
    opts.categories = cats.length ? cats : ['length', 'mass', 'temperature', 'volume'];
  }
  if (tool === 'booking') {
    const res = /\b(?:reservations?|reserver|booking|book)\s+(?:de |des |d'|du |of |the |a |an )?(?:la |le |les |l')?([a-z][a-z-]{2,})/.exec(folded);
    const word = res ? raw.slice(res.index + res[0].length - res[1]!.length, res.index + res[0].length) : lang === 'fr' ? 'salles' : 'rooms';
    opts.resource = lang === 'fr' ? singularFr(word) : singularEn(word);
    opts.resourcePlural = lang === 'fr' ? pluralFr(String(opts.resource)) : pluralEn(String(opts.resource));
  }
  if (tool === 'dice') {
    const faces = /(\d{1,3})\s*faces|d(\d{1,3})\b|(\d{1,3})-sided/.exec(folded);
    if (faces) opts.faces = Number(faces[1] ?? faces[2] ?? faces[3]);
  }
  if (tool === 'password_generator') {
    const len = /(\d{1,2})\s*(?:caracteres|characters|chars)/.exec(folded);
    if (len) opts.length = Number(len[1]);
  }
  return opts;
}
