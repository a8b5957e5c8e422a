/**
 * Changes an AppSpec by an instruction in French or English: add, remove or rename a field, make it
 * required, add or remove a feature (search, CSV export, chart of X by Y, map...), sort a list, add
 * a record type, change the title. What it cannot do it says, with examples of what it can.
 * Pure: the given spec is never modified; field keys never change (the generated code and the
 * user's own edits keep referring to them).
 */
import { appSpecSchema, type AppEntity, type AppField, type AppSpec, type EntityFeature, type FieldType } from '@ov/shared';
import { CATALOGUE } from './catalogue';
import { detectAppFeatures, detectFeatures, detectRoles } from './detect';
import { makeField } from './fields';
import { detectLanguage } from './language';
import { byField, chartsAsked, dateField, defaultDir, ensureField, matchFieldIn, parseItems, stripSystemText, summaryOf, titleFieldOf, understandPrompt } from './prompt';
import { capitalize, fold, stemKey, type Lang } from './text';

export type InstructionResult = { ok: true; spec: AppSpec; changes: string[] } | { ok: false; reason: string };

const TYPE_NAMES: Record<FieldType, { fr: string; en: string }> = {
  text: { fr: 'texte', en: 'text' },
  longtext: { fr: 'texte long', en: 'long text' },
  number: { fr: 'nombre', en: 'number' },
  money: { fr: 'montant', en: 'amount' },
  percent: { fr: 'pourcentage', en: 'percentage' },
  date: { fr: 'date', en: 'date' },
  time: { fr: 'heure', en: 'time' },
  datetime: { fr: 'date et heure', en: 'date and time' },
  duration: { fr: 'durée', en: 'duration' },
  enum: { fr: 'liste de valeurs', en: 'list of values' },
  boolean: { fr: 'oui/non', en: 'yes/no' },
  person: { fr: 'personne', en: 'person' },
  place: { fr: 'lieu', en: 'place' },
  coordinates: { fr: 'coordonnées', en: 'coordinates' },
  identifier: { fr: 'identifiant', en: 'identifier' },
  email: { fr: 'e-mail', en: 'email' },
  phone: { fr: 'téléphone', en: 'phone' },
  url: { fr: 'lien', en: 'link' },
  file: { fr: 'fichier', en: 'file' },
};

/** Feature names for messages; `g` is the French agreement of "ajouté" (m, f, mp, fp). */
const FEATURE_NAMES: Record<EntityFeature, { fr: string; en: string; g: 'm' | 'f' | 'mp' | 'fp' }> = {
  search: { fr: 'recherche', en: 'search', g: 'f' },
  filters: { fr: 'filtres', en: 'filters', g: 'mp' },
  sort: { fr: 'tri', en: 'sorting', g: 'm' },
  create: { fr: 'création', en: 'creating records', g: 'f' },
  edit: { fr: 'modification', en: 'editing records', g: 'f' },
  delete: { fr: 'suppression', en: 'deleting records', g: 'f' },
  export_csv: { fr: 'export CSV', en: 'CSV export', g: 'm' },
  export_pdf: { fr: 'export PDF (impression)', en: 'PDF export (print)', g: 'm' },
  import_csv: { fr: 'import CSV', en: 'CSV import', g: 'm' },
  chart: { fr: 'graphique', en: 'chart', g: 'm' },
  map: { fr: 'carte', en: 'map', g: 'f' },
  calendar: { fr: 'calendrier', en: 'calendar', g: 'm' },
  stats: { fr: 'compteurs', en: 'counters', g: 'mp' },
  wizard: { fr: 'formulaire en plusieurs étapes', en: 'multi-step form', g: 'm' },
  notifications: { fr: 'notifications', en: 'notifications', g: 'fp' },
};
const AGREE = { m: '', f: 'e', mp: 's', fp: 'es' } as const;
const ARTICLE = { m: 'Le', f: 'La', mp: 'Les', fp: 'Les' } as const;
function frArticle(name: { fr: string; g: 'm' | 'f' | 'mp' | 'fp' }): string {
  return name.g === 'm' || name.g === 'f' ? (/^[aeiouyh]/i.test(name.fr) ? `L'${name.fr}` : `${ARTICLE[name.g]} ${name.fr}`) : `${ARTICLE[name.g]} ${name.fr}`;
}

const EXAMPLES: Record<Lang, string> = {
  fr: "Je sais par exemple : « ajoute un champ date de naissance », « supprime la colonne téléphone », « renomme le champ nom en nom complet », « ajoute un bouton Exporter CSV », « ajoute un champ de recherche », « ajoute un graphique des incidents par mois », « trie les alertes par gravité », « ajoute une liste des interventions », « change le titre en Registre des visites ».",
  en: 'For example: “add a date of birth field”, “remove the phone column”, “rename name to full name”, “add a CSV export button”, “add a search box”, “add a chart of incidents by month”, “sort alerts by severity”, “add a list of interventions”, “change the title to Visitor log”.',
};

const say = (lang: Lang, fr: string, en: string) => (lang === 'fr' ? fr : en);
const quote = (lang: Lang, s: string) => (lang === 'fr' ? `« ${s} »` : `“${s}”`);

function fail(lang: Lang, fr: string, en: string): InstructionResult {
  return { ok: false, reason: `${say(lang, fr, en)} ${EXAMPLES[lang]}` };
}

/** The original text of a regex group matched on the folded text (folding keeps every index). */
function group(text: string, m: RegExpExecArray, i: number): string {
  const at = m.indices?.[i];
  return at ? text.slice(at[0], at[1]) : '';
}

function clean(text: string): string {
  return text
    .trim()
    .replace(/^[«“"'‘\s]+|[»”"'’\s.!?]+$/g, '')
    .trim();
}

/** Record names in the other language, from the catalogue ("visitors" ↔ "visiteurs"). */
const ENTITY_TRANSLATIONS = new Map<string, string>(CATALOGUE.flatMap((e) => [e.fr[0], e.fr[1], e.en[0], e.en[1]].map((n) => [stemKey(n), e.id] as [string, string])));

/** The entity a phrase names ("les visiteurs", "alerts"), or undefined. */
function matchEntity(spec: AppSpec, phrase: string): AppEntity | undefined {
  const s = stemKey(phrase);
  if (!s) return undefined;
  const id = ENTITY_TRANSLATIONS.get(s);
  return spec.entities.find((e) => [e.singular, e.plural, e.key].some((n) => stemKey(n) === s)) ??
    (id ? spec.entities.find((e) => [e.singular, e.plural].some((n) => ENTITY_TRANSLATIONS.get(stemKey(n)) === id)) : undefined) ?? spec.entities.find((e) => [e.singular, e.plural].some((n) => s.split(' ').includes(stemKey(n)) || stemKey(n).split(' ').includes(s)));
}

/** "… aux visiteurs", "… to the alerts", "… dans la liste des incidents": the entity at the end of a phrase, and the phrase without it. */
function scopeOf(spec: AppSpec, phrase: string): { entity?: AppEntity; rest: string } {
  const f = fold(phrase);
  const m = /\s+(?:aux|au|a la|a l'|aux fiches des|dans (?:la liste des|les|la|le|l')|de la liste des|pour (?:les|la|le|l')|sur (?:les|la|le|l')|des fiches|to|to the|for|for the|on|on the|in|in the|of the|from|from the)\s+([a-z][a-z' -]*?)(?:\s+(?:list|liste|table|tableau|form|formulaire))?\s*$/.exec(f);
  if (m) {
    const entity = matchEntity(spec, m[1]!);
    if (entity) return { entity, rest: phrase.slice(0, m.index) };
  }
  return { rest: phrase };
}

function findField(spec: AppSpec, phrase: string, scope?: AppEntity): { entity: AppEntity; field: AppField } | undefined {
  for (const entity of scope ? [scope] : spec.entities) {
    const field = matchFieldIn(entity.fields, phrase);
    if (field) return { entity, field };
  }
  return undefined;
}

const POLITE = /^(?:(?:s'il te plait|s'il vous plait|stp|svp|please|merci de|peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|can you|could you|would you|je veux|je voudrais|j'aimerais|i want to|i'd like to|i would like to|i want|il faut|on peut|maintenant|now|ok|alors|pouvoir|be able to|able to|let me|let users|laisse-moi|permets de|permettre de)[\s,]+)+/;
/** An instruction that starts with a feature's verb ("filtrer par badge", "export to CSV") asks to add it. */
const FEATURE_VERB = /^(?:filtre[rz]?|rechercher|chercher|exporte[rz]?|imprime[rz]?|importe[rz]?|filter|search|export|print|import|afficher? (?:sur|dans) une? (?:carte|calendrier)|show (?:on|in) a (?:map|calendar))\b/;
const ADD = /^(?:ajoute|ajouter|ajoutez|rajoute|rajouter|rajoutez|mets|mettre|mettez|met|place|placer|insere|inserer|active|activer|affiche|afficher|prevois|prevoir|add|insert|include|put|enable|show|display|give me|i need|we need|create|cree|creer|crée)\b\s*(?:moi |nous |me |us )?(?:aussi |also |encore |en plus |too )?/;
const REMOVE = /^(?:supprime|supprimer|supprimez|retire|retirer|retirez|enleve|enlever|enlevez|efface|effacer|masque|masquer|cache|cacher|desactive|desactiver|remove|delete|drop|hide|disable|get rid of)\b\s*/;
const DETS = /^(?:(?:les|le|la|une|un|des|du|de la|de|the|an|a|some|new|nouveaux|nouvelles|nouveau|nouvelle|nouvel|aussi|also)\s+|l'|d')+/i;

/**
 * Where a new change starts inside one instruction: "ajoute un champ X et enlève le service", "add X, then sort by Y".
 * Only a conjunction or comma followed by a change's verb splits, so "ajoute nom et prénom" stays one change.
 */
const NEXT_CHANGE =
  /(?:\s*[,;]\s*(?:et |and |puis |then |ensuite |et puis |and then )?|\s+(?:et puis|and then|et|and|puis|then|ensuite)\s+)(?=(?:aussi |also |ensuite |puis )?(?:ajoute[rz]?|rajoute[rz]?|supprime[rz]?|retire[rz]?|enleve[rz]?|efface[rz]?|masque[rz]?|cache[rz]?|desactive[rz]?|renomme[rz]?|trie[rz]?|classe[rz]?|rends|rendre|change[rz]?|modifie[rz]?|add|remove|delete|drop|hide|disable|enable|rename|sort|make|include|insert)\b)/g;

/** The verbs of NEXT_CHANGE that are also names of fields ("classe", "make", "sort", "change", "cache", "masque", "drop"). */
const NOUN_VERB = /^(?:(?:aussi|also|ensuite|puis) )?(?:classe|make|sort|change|cache|masque|drop)\b/;

/** Splits an instruction into its changes (positions found on the folded text, which keeps the text's length). */
function splitChanges(raw: string): string[] {
  const folded = fold(raw);
  const parts: string[] = [];
  let from = 0;
  for (const m of folded.matchAll(NEXT_CHANGE)) {
    parts.push(raw.slice(from, m.index));
    from = m.index + m[0].length;
  }
  parts.push(raw.slice(from));
  return parts.map((p) => p.trim()).filter(Boolean);
}

export function applyInstruction(spec: AppSpec, instruction: string): InstructionResult {
  const raw = stripSystemText(instruction).replace(/\s+/g, ' ').trim();
  const parts = splitChanges(raw);
  if (parts.length > 1) {
    // every change in turn, on the result of the previous one; one that cannot be made cancels them all
    let current = spec;
    const changes: string[] = [];
    for (const part of parts) {
      const r = applyOneChange(current, part);
      if (!r.ok) {
        // a field list may hold a noun that is also a change's verb ("adresse, classe et niveau", "make and model"):
        // such a part that fails is read back into one change, as before compound instructions
        if (!NOUN_VERB.test(fold(part))) return r;
        const whole = applyOneChange(spec, instruction);
        return whole.ok ? whole : r;
      }
      current = r.spec;
      changes.push(...r.changes);
    }
    return { ok: true, spec: current, changes };
  }
  return applyOneChange(spec, instruction);
}

function applyOneChange(spec: AppSpec, instruction: string): InstructionResult {
  const raw = stripSystemText(instruction).replace(/\s+/g, ' ').trim();
  const lang = detectLanguage(raw || instruction, spec.lang);
  if (!raw) return fail(lang, "Je n'ai pas reçu d'instruction.", 'I received no instruction.');
  const next: AppSpec = structuredClone(spec);
  const polite = POLITE.exec(fold(raw));
  const text = polite ? raw.slice(polite[0].length) : raw;
  const f = fold(text);
  const changes: string[] = [];
  const main = next.entities[0];

  // ---- title
  const title = /^(?:change|changer|changez|modifie|modifier|modifiez|remplace|remplacer|renomme|renommer|renommez|mets|set|change|rename|call|appelle|intitule)\w*\s+(?:le titre|l'intitule|le nom de l'application|le nom de l'app|le nom du projet|l'application|l'appli|l'app|the title|the app(?:lication)?(?:'s)? (?:title|name)?|the app|the name of the app|the project name|title|titre)\s*(?:de l'application |of the app )?(?:en|par|to|as|:|pour|=|a)\s+(.+)$/d.exec(f);
  if (title) {
    const value = clean(group(text, title, 1));
    if (!value) return fail(lang, 'Quel titre voulez-vous ?', 'Which title do you want?');
    next.title = capitalize(value).slice(0, 120);
    changes.push(say(lang, `Titre changé : ${quote(lang, next.title)}.`, `Title changed to ${quote(lang, next.title)}.`));
    return done(spec, next, changes);
  }

  if (!main) {
    // a tool: only its title can change by instruction
    return fail(lang, "Cette application est un outil sans fiches : je peux seulement changer son titre.", 'This app is a tool without records: I can only change its title.');
  }

  // ---- rename a field or an entity
  const rename = /^(?:renomme|renommer|renommez|rename|change le nom d[ue]s? |change the name of )\s*(?:le champ |la colonne |le libelle |the field |the column |the label |field |column |champ |colonne )?(.+?)\s+(?:en|to|as|par|into|pour)\s+(.+)$/d.exec(f);
  if (rename) {
    const fromText = clean(group(text, rename, 1)).replace(DETS, '');
    const toText = clean(group(text, rename, 2));
    const hit = findField(next, fromText.replace(DETS, ''));
    if (hit) {
      const old = hit.field.label;
      hit.field.label = capitalize(toText).slice(0, 80);
      changes.push(say(lang, `Champ ${quote(lang, old)} renommé ${quote(lang, hit.field.label)}.`, `Field ${quote(lang, old)} renamed ${quote(lang, hit.field.label)}.`));
      return done(spec, next, changes);
    }
    const entity = matchEntity(next, fold(fromText).replace(DETS, ''));
    if (entity) {
      const words = toText.replace(DETS, '').toLowerCase();
      const old = entity.plural;
      entity.plural = words.slice(0, 80);
      entity.singular = (next.lang === 'fr' ? words.replace(/s$/, '') : words.replace(/s$/, '')).slice(0, 80) || words;
      changes.push(say(lang, `${capitalize(old)} renommés ${quote(lang, entity.plural)}.`, `${capitalize(old)} renamed ${quote(lang, entity.plural)}.`));
      return done(spec, next, changes);
    }
    return fail(lang, `Je ne trouve pas de champ ${quote(lang, fromText)} (champs : ${fieldList(next)}).`, `I cannot find a field ${quote(lang, fromText)} (fields: ${fieldList(next)}).`);
  }

  // ---- make a field required / optional
  const req = /^(?:rends?|rendre|make|mark|set)\s+(?:le champ |la colonne |the field |the column |field |champ )?(.+?)\s+(obligatoire|requis|required|mandatory|facultatif|optionnel|optional)$/d.exec(f) ?? /^(?:le champ |la colonne |the field |the )?(.+?)\s+(?:est|doit etre|devient|is|must be|should be)\s+(obligatoire|requis|required|mandatory|facultatif|optionnel|optional)$/d.exec(f);
  if (req) {
    const label = clean(group(text, req, 1)).replace(DETS, '');
    const hit = findField(next, label);
    if (!hit) return fail(lang, `Je ne trouve pas de champ ${quote(lang, label)} (champs : ${fieldList(next)}).`, `I cannot find a field ${quote(lang, label)} (fields: ${fieldList(next)}).`);
    const required = /obligatoire|requis|required|mandatory/.test(req[2]!);
    hit.field.required = required;
    changes.push(say(lang, `Champ ${quote(lang, hit.field.label)} ${required ? 'obligatoire' : 'facultatif'}.`, `Field ${quote(lang, hit.field.label)} is now ${required ? 'required' : 'optional'}.`));
    return done(spec, next, changes);
  }

  // ---- sort
  const sort = /^(?:trie|trier|triez|tri|classe|classer|classez|ordonne|ordonner|sort|order)\w*\s+(.*?)\s*\b(?:par|by|selon|sur|on)\s+(?:ordre de |order of |les |la |le |l'|the |)(.+?)(?:\s+(?:par ordre |en ordre |in )?(decroissante?s?|croissante?s?|descending|ascending|desc|asc|du plus recent|du plus ancien|newest first|oldest first|most recent first|inverse|reverse|alphabetique|alphabetical)(?:\s+order)?)?$/d.exec(f) ??
    /^(?:mets|met|range|ranger|affiche|afficher|put|show|list)\s+(.*?)\s*\b(?:en |in )?(?:ordre|order)(?: alphabetique| alphabetical| chronologique| chronological)?\s+(?:par|by|selon|de)\s+(?:les |la |le |l'|the |)(.+?)()$/d.exec(f);
  if (sort) {
    const scope = sort[1] ? matchEntity(next, sort[1].replace(DETS, '')) : undefined;
    const entity = scope ?? main;
    const byText = clean(group(text, sort, 2));
    const timeWord = /^(mois|month|jour|day|date|semaine|week|annee|year|plus recent|most recent|recent)/.test(fold(byText));
    const known = matchFieldIn(entity.fields, byText) ?? (timeWord ? (entity.fields.find((x) => x.type === 'datetime' || x.type === 'date') ?? entity.fields.find((x) => x.type === 'time')) : undefined);
    if (!known) return fail(lang, `Je ne trouve pas de champ ${quote(lang, byText)} dans ${entity.plural} (champs : ${entity.fields.map((x) => x.label).join(', ')}).`, `I cannot find a field ${quote(lang, byText)} in ${entity.plural} (fields: ${entity.fields.map((x) => x.label).join(', ')}).`);
    const w = `${sort[3] ?? ''} ${/alphabeti/.test(f) ? 'alphabetique' : ''}`;
    const dir = /decroissant|descending|desc|plus recent|newest|most recent|inverse|reverse/.test(w) ? 'desc' : /croissant|ascending|asc|plus ancien|oldest|alphabeti/.test(w) ? 'asc' : defaultDir(known);
    entity.sort = { field: known.key, dir };
    if (!entity.features.includes('sort')) entity.features.push('sort');
    changes.push(say(lang, `${capitalize(entity.plural)} triés par ${known.label.toLowerCase()} (${dir === 'desc' ? 'ordre décroissant' : 'ordre croissant'}).`, `${capitalize(entity.plural)} sorted by ${known.label.toLowerCase()} (${dir === 'desc' ? 'descending' : 'ascending'}).`));
    return done(spec, next, changes);
  }

  // ---- remove a feature, a field or an entity
  const remove = REMOVE.exec(f);
  if (remove) {
    let target = text.slice(remove[0].length);
    const { entity: scope, rest } = scopeOf(next, target);
    target = rest;
    const tf = fold(target);
    const features = detectFeatures(tf).filter((x) => x !== 'import_csv' || /import/.test(tf));
    if (features.length && !/^(?:(?:le|la|les|l'|the)\s+)?(?:champ|colonne|field|column)\b/.test(tf)) {
      for (const entity of scope ? [scope] : next.entities) {
        for (const feat of features) {
          if (!entity.features.includes(feat)) continue;
          entity.features = entity.features.filter((x) => x !== feat);
          if (feat === 'chart') entity.charts = [];
          if (feat === 'sort') delete entity.sort;
          const name = FEATURE_NAMES[feat];
          changes.push(say(lang, `${capitalize(name.fr)} retiré${AGREE[name.g]} de la liste des ${entity.plural}.`, `${capitalize(name.en)} removed from the ${entity.plural} list.`));
        }
      }
      if (changes.length) return done(spec, next, changes);
      const name = FEATURE_NAMES[features[0]!];
      return fail(lang, `${frArticle(name)} ${name.g === 'mp' || name.g === 'fp' ? "ne sont pas" : "n'est pas"} dans l'application.`, `${capitalize(name.en)} is not in the app.`);
    }
    const label = clean(target.replace(/^(?:(?:le|la|les|l'|the|a|an)\s*)?(?:(?:champs?|colonnes?|fields?|columns?|rubriques?)\s+)?/i, '').replace(/\s+(?:field|column|fields|columns)$/i, '')).replace(DETS, '');
    const hit = findField(next, label, scope);
    if (hit) {
      if (hit.entity.fields.length <= 1) return fail(lang, `${quote(lang, hit.field.label)} est le dernier champ de ${hit.entity.plural} : il ne peut pas être retiré.`, `${quote(lang, hit.field.label)} is the last field of ${hit.entity.plural}: it cannot be removed.`);
      removeField(hit.entity, hit.field.key);
      changes.push(say(lang, `Champ ${quote(lang, hit.field.label)} retiré de la liste des ${hit.entity.plural}.`, `Field ${quote(lang, hit.field.label)} removed from the ${hit.entity.plural} list.`));
      return done(spec, next, changes);
    }
    const entity = matchEntity(next, label.replace(/^(?:l'entite|la liste|la table|the entity|the list|the table)\s+(?:des |de |of )?/i, ''));
    if (entity) {
      if (next.entities.length <= 1) return fail(lang, `${capitalize(entity.plural)} sont le cœur de l'application : ils ne peuvent pas être retirés.`, `${capitalize(entity.plural)} are the core of the app: they cannot be removed.`);
      next.entities = next.entities.filter((e) => e !== entity);
      for (const e of next.entities) {
        const rel = e.relations.filter((r) => r.entity === entity.key);
        e.relations = e.relations.filter((r) => r.entity !== entity.key);
        for (const r of rel) removeField(e, r.field);
      }
      changes.push(say(lang, `${capitalize(entity.plural)} retirés de l'application.`, `${capitalize(entity.plural)} removed from the app.`));
      return done(spec, next, changes);
    }
    return fail(lang, `Je ne trouve pas ${quote(lang, label)} dans l'application (champs : ${fieldList(next)}).`, `I cannot find ${quote(lang, label)} in the app (fields: ${fieldList(next)}).`);
  }

  // ---- add
  const addLength = ADD.exec(f)?.[0].length ?? (FEATURE_VERB.test(f) ? 0 : -1);
  if (addLength >= 0) {
    const body = text.slice(addLength);
    const bf = fold(body);
    // a new record type: "ajoute une liste des interventions avec date et technicien"
    const newEntity = /^(?:(?:une|un|la|le|a|an|the)\s+)?(?:(?:nouvelle|nouveau|new)\s+)?(?:entite|table|liste|gestion|section|ecran|module|onglet|entity|list|screen|tab|register|registre|suivi|table)\s+(?:des |de la |de l'|du |de |d'|of |for )(.+)$/.exec(bf);
    if (newEntity) return addEntity(spec, next, body.slice(bf.length - newEntity[1]!.length), lang);
    const isFieldAsked = /^(?:(?:les|le|la|une|un|des|the|an|a|new|nouveaux|nouvelles|nouveau|nouvelle|nouvel)\s+|l')*(?:champs?|colonnes?|rubriques?|fields?|columns?|inputs?|cases?)\b/.test(bf) || /\b(?:field|column|fields|columns|input)s?(?:\s+(?:to|for|in|on)\b.*)?$/.test(bf);
    const searchField = /\b(?:champ|barre|zone|case|moteur) de recherche\b|\bsearch (?:field|box|bar|input)\b/.test(bf);
    const features = detectFeatures(bf).filter((x) => !(isFieldAsked && !searchField && x !== 'search'));
    const appFeatures = detectAppFeatures(bf);
    const roles = detectRoles(body, bf).roles;
    if ((features.length && (!isFieldAsked || searchField)) || appFeatures.length || roles.length) {
      const { entity: scope } = scopeOf(next, body.replace(/\s+(?:au-dessus|en haut|en bas|au-dessous|sous|above|below|on top|at the top).*$/i, ''));
      const entity = scope ?? main;
      for (const feat of features) addFeature(next, entity, feat, body, bf, lang, changes);
      for (const af of appFeatures) {
        if (next.features.includes(af)) continue;
        next.features.push(af);
        changes.push(say(lang, `Fonction ajoutée : ${APP_FEATURE_NAMES[af].fr}.`, `Feature added: ${APP_FEATURE_NAMES[af].en}.`));
      }
      for (const role of roles) {
        if (next.roles.length >= 8 || next.roles.some((r) => fold(r) === fold(role))) continue;
        next.roles.push(role);
        if (!next.features.includes('roles')) next.features.push('roles');
        changes.push(say(lang, `Rôle ajouté : ${role}.`, `Role added: ${role}.`));
      }
      if (changes.length) return done(spec, next, changes);
      const feat = features[0];
      const name = feat ? FEATURE_NAMES[feat] : undefined;
      return fail(lang, name ? `${frArticle(name)} ${name.g === 'mp' || name.g === 'fp' ? 'sont déjà' : 'est déjà'} dans la liste des ${entity.plural} : rien n'a été changé.` : 'Cette fonction est déjà présente : rien n\'a été changé.', name ? `${capitalize(name.en)} is already in the ${entity.plural} list: nothing was changed.` : 'This feature is already there: nothing was changed.');
    }
    // a field: "ajoute un champ service visité", "add a date of birth field to visitors"
    let phrase = body.replace(DETS, '').replace(/^(?:champs?|colonnes?|rubriques?|fields?|columns?|inputs?|cases?)\s*(?::\s*)?/i, '');
    // "a field for the handover location", "un champ pour le lieu de remise", "a column called unit": the name follows
    if (phrase !== body.replace(DETS, '')) phrase = phrase.replace(/^(?:for|pour|called|named|appel[ée]e?s?|intitul[ée]e?s?|nomm[ée]e?s?)\s+(?:(?:the|a|an|le|la|les|un|une|des|du)\s+|l['’]\s*)?/i, '');
    let required: boolean | undefined;
    const req = /[\s,]+(?:et |and )?(?:qui est |qui soit |that is |which is )?\(?(obligatoires?|requis|required|mandatory|facultatifs?|optionnels?|optional)\)?\s*$/i.exec(phrase);
    if (req) {
      required = /obligatoire|requis|required|mandatory/i.test(req[1]!);
      phrase = phrase.slice(0, req.index);
    }
    phrase = phrase.replace(/^[«“"'‘\s]+|[»”"'’\s]+$/g, '');
    // "a notes column to visitors": the English "field/column" ends the name, what follows is the record
    const enScope = /^(.+?)\s+(?:field|column|input)s?\s+(?:to|for|in|on)\s+(?:the\s+)?(.+)$/i.exec(phrase);
    let scopedEntity: AppEntity | undefined;
    if (enScope) {
      scopedEntity = matchEntity(next, enScope[2]!.replace(/\s+(?:list|table|form)$/i, ''));
      phrase = enScope[1]!;
    }
    const scoped = scopeOf(next, phrase);
    phrase = scoped.rest.replace(/^[«“"'‘\s]+|[»”"'’\s]+$/g, '');
    if (!scoped.entity && scopedEntity) scoped.entity = scopedEntity;
    let type: FieldType | undefined;
    const typed = /\s*(?:\(|,)?\s*(?:de type|du type|type|of type|as an?|en tant que|au format|comme)\s+([a-zé/ -]+?)\)?$/i.exec(phrase);
    if (typed) {
      type = typeFromWord(fold(typed[1]!));
      if (type) phrase = phrase.slice(0, typed.index);
    }
    // "un statut : prévu, en cours, terminé", "a status: waiting for parts, in repair": one field and its values
    const listed = /^([^:,;()]{1,40}?)\s*:\s*([^:]+?(?:,|\bet\b|\band\b|\bou\b|\bor\b|\/)[^:]+)$/i.exec(phrase);
    if (listed && !isFieldAsked) phrase = `${listed[1]} (${listed[2]})`;
    const values = /\s+(?:avec les valeurs|avec comme valeurs|valeurs|with values|with the values|values)\s*:?\s+(.+)$/i.exec(phrase);
    const bare = (p: string) => p.replace(/\s+(?:field|column|input|fields|columns)s?$/i, '').trim();
    phrase = values ? `${bare(phrase.slice(0, values.index))} (${values[1]})` : bare(phrase);
    const items = parseItems(phrase);
    if (!items.length || (!isFieldAsked && items.some((i) => i.label.split(/\s+/).length > 5))) return unknown(lang);
    const entity = scoped.entity ?? main;
    for (const item of items) {
      const existing = matchFieldIn(entity.fields, item.label);
      if (existing && stemKey(existing.label) === stemKey(item.label)) {
        if (items.length === 1) return fail(lang, `Le champ ${quote(lang, existing.label)} existe déjà dans ${entity.plural}.`, `The field ${quote(lang, existing.label)} already exists in ${entity.plural}.`);
        continue;
      }
      if (entity.fields.length >= 30) return fail(lang, `${capitalize(entity.plural)} ont déjà 30 champs.`, `${capitalize(entity.plural)} already have 30 fields.`);
      const isRequired = item.required ?? required;
      const field = makeField(item.label, next.lang, entity.singular, { ...(item.options ? { options: item.options } : {}), ...(isRequired !== undefined ? { required: isRequired } : {}), ...(type ? { type } : {}), context: next.title });
      let key = field.key;
      for (let n = 2; entity.fields.some((x) => x.key === key); n++) key = `${field.key.slice(0, 37)}${n}`;
      field.key = key;
      entity.fields.push(field);
      const csv = entity.features.includes('export_csv');
      changes.push(say(lang, `Champ ${quote(lang, field.label)} (${TYPE_NAMES[field.type].fr}${field.options ? ` : ${field.options.join(', ')}` : ''}) ajouté à la liste des ${entity.plural} : ${csv ? 'colonne, formulaire et export CSV' : 'colonne et formulaire'}.`, `Field ${quote(lang, field.label)} (${TYPE_NAMES[field.type].en}${field.options ? `: ${field.options.join(', ')}` : ''}) added to the ${entity.plural} list: ${csv ? 'column, form and CSV export' : 'column and form'}.`));
    }
    if (!changes.length) return unknown(lang);
    return done(spec, next, changes);
  }
  return unknown(lang);
}

const APP_FEATURE_NAMES: Record<AppSpec['features'][number], { fr: string; en: string }> = {
  roles: { fr: 'rôles', en: 'roles' },
  audit_log: { fr: "journal d'audit", en: 'audit log' },
  auth_screen: { fr: 'écran de connexion', en: 'sign-in screen' },
  dark_mode: { fr: 'mode sombre', en: 'dark mode' },
  i18n_switch: { fr: 'choix de la langue', en: 'language switch' },
};

function unknown(lang: Lang): InstructionResult {
  return fail(lang, "Je n'ai pas compris cette instruction : rien n'a été changé.", 'I did not understand this instruction: nothing was changed.');
}

function fieldList(spec: AppSpec): string {
  return spec.entities.flatMap((e) => e.fields.map((f) => f.label)).join(', ');
}

function typeFromWord(w: string): FieldType | undefined {
  const table: [RegExp, FieldType][] = [
    [/^(date et heure|date and time|datetime|date\/heure)/, 'datetime'],
    [/^(date)/, 'date'],
    [/^(heure|time|hour)/, 'time'],
    [/^(duree|duration)/, 'duration'],
    [/^(nombre|numerique|number|numeric|entier|integer|chiffre)/, 'number'],
    [/^(montant|money|amount|prix|price|euros?)/, 'money'],
    [/^(pourcentage|percent)/, 'percent'],
    [/^(oui\/non|booleen|boolean|case a cocher|checkbox|yes\/no)/, 'boolean'],
    [/^(liste|enumeration|enum|choix|select|list)/, 'enum'],
    [/^(texte long|long text|paragraphe|paragraph|textarea)/, 'longtext'],
    [/^(texte|text|string|chaine)/, 'text'],
    [/^(e-?mail|courriel)/, 'email'],
    [/^(telephone|phone)/, 'phone'],
    [/^(lien|url|link)/, 'url'],
    [/^(fichier|file|piece jointe|attachment)/, 'file'],
    [/^(personne|person)/, 'person'],
    [/^(lieu|adresse|place|address)/, 'place'],
    [/^(coordonnees|gps|coordinates)/, 'coordinates'],
    [/^(identifiant|identifier|code|numero)/, 'identifier'],
  ];
  return table.find(([re]) => re.test(w))?.[1];
}

function removeField(entity: AppEntity, key: string): void {
  entity.fields = entity.fields.filter((x) => x.key !== key);
  entity.charts = entity.charts.filter((c) => c.by !== key && c.measure !== key);
  if (entity.sort?.field === key) delete entity.sort;
  if (entity.titleField === key) {
    const t = titleFieldOf(entity.fields);
    if (t) entity.titleField = t;
    else delete entity.titleField;
  }
  entity.relations = entity.relations.filter((r) => r.field !== key);
  if (!entity.charts.length) entity.features = entity.features.filter((f) => f !== 'chart' || entity.charts.length > 0);
}

function addFeature(spec: AppSpec, entity: AppEntity, feat: EntityFeature, body: string, bf: string, lang: Lang, changes: string[]): void {
  if (feat === 'chart') {
    const asked = chartsAsked(bf, body);
    let added = false;
    for (const c of asked) {
      const by = byField(entity, c.by, spec.lang);
      if (entity.charts.some((x) => x.by === by.key) || entity.charts.length >= 6) continue;
      entity.charts.push({ by: by.key, kind: c.kind });
      added = true;
      changes.push(say(lang, `Graphique des ${entity.plural} par ${/^(mois|month)/.test(fold(c.by)) ? 'mois' : by.label.toLowerCase()} ajouté.`, `Chart of ${entity.plural} by ${/^(mois|month)/.test(fold(c.by)) ? 'month' : by.label.toLowerCase()} added.`));
    }
    if (!asked.length && !entity.charts.length) {
      const by = entity.fields.find((x) => x.type === 'enum') ?? dateField(entity, spec.lang);
      entity.charts.push({ by: by.key, kind: by.type === 'enum' ? 'pie' : 'bar' });
      added = true;
      changes.push(say(lang, `Graphique des ${entity.plural} par ${by.label.toLowerCase()} ajouté.`, `Chart of ${entity.plural} by ${by.label.toLowerCase()} added.`));
    }
    if (added && !entity.features.includes('chart')) entity.features.push('chart');
    return;
  }
  if (feat === 'sort') return; // a sort without "par/by" says nothing to sort on
  if (entity.features.includes(feat)) return;
  if (feat === 'map' && !entity.fields.some((x) => x.type === 'coordinates' || x.type === 'place')) {
    const field = ensureField(entity, 'Position', spec.lang, 'coordinates');
    changes.push(say(lang, `Champ ${quote(lang, field.label)} (coordonnées) ajouté pour la carte.`, `Field ${quote(lang, field.label)} (coordinates) added for the map.`));
  }
  if (feat === 'calendar' && !entity.fields.some((x) => x.type === 'date' || x.type === 'datetime')) dateField(entity, spec.lang);
  if (feat === 'filters') {
    const by = /\b(?:par|by|sur|on|selon)\s+(?:les |la |le |l'|the )?([a-z][a-z' -]*)$/.exec(bf);
    if (by) ensureField(entity, body.slice(bf.length - by[1]!.length), spec.lang);
  }
  entity.features.push(feat);
  const name = FEATURE_NAMES[feat];
  changes.push(say(lang, `${capitalize(name.fr)} ajouté${AGREE[name.g]} à la liste des ${entity.plural}.`, `${capitalize(name.en)} added to the ${entity.plural} list.`));
}

function addEntity(before: AppSpec, next: AppSpec, phrase: string, lang: Lang): InstructionResult {
  if (next.entities.length >= 6) return fail(lang, "L'application a déjà six types de fiches.", 'The app already has six record types.');
  const synthetic = next.lang === 'fr' ? `Gestion des ${phrase}` : `${phrase} management`;
  const englishWith = /\b(with|including)\b/i.exec(phrase);
  const prompt = next.lang === 'en' && englishWith ? `${phrase.slice(0, englishWith.index)} management ${phrase.slice(englishWith.index)}` : synthetic;
  const r = understandPrompt(prompt, { uiLang: next.lang });
  const entity = r.kind === 'spec' ? r.spec.entities[0] : undefined;
  if (!entity) return unknown(lang);
  if (next.entities.some((e) => stemKey(e.singular) === stemKey(entity.singular))) return fail(lang, `${capitalize(entity.plural)} existent déjà.`, `${capitalize(entity.plural)} already exist.`);
  let key = entity.key;
  for (let n = 2; next.entities.some((e) => e.key === key); n++) key = `${entity.key.slice(0, 37)}${n}`;
  entity.key = key;
  const main = next.entities[0]!;
  const link = makeField(capitalize(main.singular), next.lang, entity.singular, { type: 'text' });
  link.key = main.key;
  if (!entity.fields.some((x) => x.key === main.key) && entity.fields.length < 30) entity.fields.push(link);
  entity.relations = [{ field: main.key, entity: main.key }];
  next.entities.push(entity);
  next.summary = summaryOf(next.lang, next.kind, next.entities);
  return done(before, next, [
    say(lang, `${capitalize(entity.plural)} ajoutés (${entity.fields.map((x) => x.label.toLowerCase()).join(', ')}), reliés à ${main.plural}.`, `${capitalize(entity.plural)} added (${entity.fields.map((x) => x.label.toLowerCase()).join(', ')}), linked to ${main.plural}.`),
  ]);
}

function done(before: AppSpec, next: AppSpec, changes: string[]): InstructionResult {
  void before;
  if (next.kind !== 'tool') next.summary = summaryOf(next.lang, next.kind, next.entities);
  const parsed = appSpecSchema.safeParse(next);
  if (!parsed.success) return { ok: false, reason: next.lang === 'fr' ? "Ce changement donnerait une description d'application invalide : rien n'a été changé." : 'This change would give an invalid app description: nothing was changed.' };
  return { ok: true, spec: parsed.data, changes };
}

