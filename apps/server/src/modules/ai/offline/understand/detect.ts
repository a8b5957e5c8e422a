/**
 * What a prompt asks beyond its records: features (search, export, charts...), app-wide features,
 * roles, domain, classification, tools, and what the preview cannot do. All on folded text.
 */
import type { AppDomain, AppSpec, EntityFeature, ToolKind } from '@ov/shared';
import { capitalize, singularEn, type Lang } from './text';

export const FEATURE_WORDS: { feature: EntityFeature; re: RegExp }[] = [
  { feature: 'import_csv', re: /\b(import|importer|importez|importe|importation|imports|upload|uploader)\b/ },
  { feature: 'export_csv', re: /\b(csv|excel|xlsx|tableur|spreadsheet)\b/ },
  { feature: 'export_pdf', re: /\b(pdf|imprimer|impression|imprimable|print|printable|printing)\b/ },
  { feature: 'search', re: /\b(recherche|rechercher|cherche|chercher|search|searchable|searching)\b/ },
  { feature: 'filters', re: /\b(filtres?|filtrer|filtrage|filtre|filters?|filtering|filterable)\b/ },
  { feature: 'sort', re: /\b(tri|trier|triee?s?|trie|triable|classement|sort|sorted|sorting|sortable)\b/ },
  { feature: 'chart', re: /\b(graphiques?|graphes?|diagrammes?|histogrammes?|courbes?|camemberts?|charts?|graphs?|plots?|repartition|breakdown)\b/ },
  { feature: 'map', re: /\b(carte(?! grise| d'identite| bancaire| vitale| de credit)s?|cartographie|cartographique|maps?|mapping|geolocalisation|geolocation)\b/ },
  { feature: 'calendar', re: /\b(calendrier|calendar|agenda|vue mensuelle|monthly view|vue calendrier)\b/ },
  { feature: 'wizard', re: /\b(plusieurs etapes|multi-?etapes?|multi-?steps?|wizard|pas a pas|step by step|step-by-step|en etapes|assistant de saisie|etape par etape|several steps|in steps|formulaire en \w+ etapes)\b/ },
  { feature: 'notifications', re: /\b(notifications?|notifier|notify|toasts?|rappels?|reminders?|(?:alerte|alerter|prevenir|avertir|alert|warn|warning)s? (?:quand|lorsque|lorsqu'|si|des que|when|if|once))\b/ },
  { feature: 'stats', re: /\b(compteurs?|counters?|kpis?|indicateurs?|statistiques|statistics|stats|totaux|totals)\b/ },
];

/** Item heads that are features, not fields ("export CSV", "une recherche", "graphique des visites par mois"). */
export const FEATURE_ITEM = /^(?:(?:un|une|des|les|le|la|l'|the|a|an|some|bouton|button|option|possibilite de|possibilite d'|pouvoir|ability to|can)\s+)*(searchable|sortable|filterable|exportable|printable|importable|triable|exportables?|export|exporter|exportation|import|importer|importation|recherche|rechercher|search|filtre|filtres|filtrer|filter|filters|filtering|tri|trier|trie|sort|sorting|sorted|graphique|graphiques|graphe|diagramme|histogramme|courbe|camembert|chart|charts|graph|graphs|carte|cartographie|map|calendrier|calendar|agenda|notifications?|rappels?|reminders?|tableau de bord|dashboard|statistiques|statistics|stats|compteurs?|counters?|kpi|indicateurs?|roles?|profils?|csv|pdf|excel|impression|imprimer|print|validation|valider|controle de saisie|formulaire|form|vue|view|page|ecran|screen|connexion|login|authentification|authentication|mode sombre|dark mode|journal d'audit|audit|tracabilite|historique des modifications|repartition|breakdown|par|by|selon|en plusieurs|multi|wizard|pas a pas|step)(?![a-z])/;

export function detectFeatures(folded: string): EntityFeature[] {
  const out: EntityFeature[] = [];
  for (const { feature, re } of FEATURE_WORDS) if (re.test(folded)) out.push(feature);
  // "importer" alone next to "exporter" is fine; "csv" after "import" only is an import.
  if (out.includes('import_csv') && out.includes('export_csv') && !/\b(export\w*|telecharg\w*|download\w*|extraction|extraire)\b/.test(folded) && !/\bcsv export\b/.test(folded)) {
    out.splice(out.indexOf('export_csv'), 1);
  }
  return out;
}

export function detectAppFeatures(folded: string): AppSpec['features'] {
  const out: AppSpec['features'] = [];
  if (/\b(journal d'audit|audit|tracabilite|historique des modifications|audit trail|audit log|change history)\b/.test(folded)) out.push('audit_log');
  if (/\b(connexion|login|log in|sign in|authentification|authentication|s'identifier|identification)\b/.test(folded) && !/generateur|generator/.test(folded)) out.push('auth_screen');
  if (/\b(mode sombre|theme sombre|dark mode|dark theme|mode nuit|night mode)\b/.test(folded)) out.push('dark_mode');
  if (/\b(bilingue|multilingue|bilingual|multilingual|changement de langue|language switch|switch language)\b/.test(folded)) out.push('i18n_switch');
  return out;
}

/** Roles named in the prompt: "avec les rôles opérateur et superviseur", "roles: admin, auditor". Returns the span to blank. */
export function detectRoles(raw: string, folded: string): { roles: string[]; span?: [number, number] } {
  const m = /\b(?:roles?|profils?|profiles?|niveaux d'acces|access levels)\s*(?:utilisateurs?\s*|users?\s*|suivants\s*|following\s*)?(?:\(|:|\s)\s*((?:[a-z' -]+?)(?:\s*(?:,|\/|\bet\b|\band\b|\bou\b|\bor\b)\s*[a-z' -]+?){0,7})\s*(?:\)|[.;]|$|\bavec\b|\bwith\b|,\s*(?:un|une|des|le|la|les|a|an|the)\b)/.exec(folded);
  if (!m || m[1] === undefined) {
    // English puts the names first: "officer and supervisor roles"
    const en = /(?:^|[.;,:]\s*|\bwith\s+)((?:[a-z]+)(?:\s*(?:,|\band\b|\bor\b)\s*[a-z]+){1,5})\s+roles\b/.exec(folded);
    if (!en) return { roles: [] };
    const start = en.index + en[0].indexOf(en[1]!);
    const roles = raw
      .slice(start, start + en[1]!.length)
      .split(/\s*(?:,|\band\b|\bor\b)\s*/i)
      .map((r) => capitalize(singularEn(r.trim())))
      .filter((r) => r.length >= 3);
    return roles.length ? { roles: [...new Set(roles)].slice(0, 8), span: [start, en.index + en[0].length] } : { roles: [] };
  }
  const start = m.index + m[0].indexOf(m[1]);
  const text = raw.slice(start, start + m[1].length);
  const roles = text
    .split(/\s*(?:,|\/|\bet\b|\band\b|\bou\b|\bor\b)\s*/i)
    .map((r) => r.replace(/^(?:les?|la|l'|des|un|une|the|an?|d')\s*/i, '').trim())
    .filter((r) => r.length >= 3 && r.length <= 40 && r.split(/\s+/).length <= 3)
    .map(capitalize);
  return roles.length ? { roles: [...new Set(roles)].slice(0, 8), span: [m.index, m.index + m[0].length] } : { roles: [] };
}

const DOMAIN_WORDS: [AppDomain, RegExp][] = [
  ['defense', /\b(armes? de (?:service|guerre|poing)|armurerie|stands? de tir|tirs? au stand|seances? de tir|exercices? de tir|champs? de tir|pas de tir|tirs? de combat|firing ranges?|shooting ranges?|range officers?|artillerie|artillery|parachutistes?|paratroopers?|largages?|commandos?|stages? commando|armory|armoury|armees?|militaires?|defense|caserne|casernes|regiments?|bataillons?|brigades?|escadrons?|soldats?|troupes?|opex|otan|nato|munitions?|armements?|blindes?|dga|etat-major|etat major|army|armies|military|soldiers?|battalions?|barracks|troops|ammunition|weapons?|armou?red|combat|tactiques?|tactical|theatre d'operations?|patrouilles?|patrols?|marine nationale|navy|air force|armee de l'air|gendarmerie|garnison|garrison|operations? militaires?|mission militaire|missions? de reconnaissance|reconnaissance militaire|nom de code|code name|commandement|command post|poste de commandement|renseignement|intelligence|defence)\b/],
  ['security', /\b(cyber\w*|securite|security|soc|siem|intrusions?|vulnerabilites?|vulnerabilit(?:y|ies)|menaces?|threats?|malwares?|pare-feu|firewall|controle d'acces|access control|videosurveillance|cctv|police|policiers?|gendarmes?|sentinelle|gardiennage|poste de garde|gardes? a vue|guards?|sentry|vigiles?|surete|incidents? de securite|anssi|habilitations?|clearances?|pentest|forensic)\b/],
  ['government', /\b(ministeres?|ministry|ministries|prefectures?|mairies?|city hall|administrations?|collectivites?|service public|public service|marches? publics?|public procurement|public contracts?|citoyens?|citizens?|usagers?|etat civil|gouvernement|government|administres?|agents? publics?|fonction publique|municipal\w*|communes?|communal\w*|municipalites?|departement|conseil (?:regional|departemental|municipal)|council|subventions?|grants?|ambassades?|embassy|douanes?|customs|tribunal|court|justice)\b/],
];

export function detectDomain(folded: string): AppDomain {
  let best: AppDomain = 'civil';
  let bestCount = 0;
  for (const [domain, re] of DOMAIN_WORDS) {
    const count = (folded.match(new RegExp(re.source, 'g')) ?? []).length;
    if (count > bestCount) {
      best = domain;
      bestCount = count;
    }
  }
  return best;
}

export function detectClassification(folded: string): AppSpec['classification'] {
  if (/\b(tres secret|top secret|secret[ -]defense|secret defence|niveau secret)\b/.test(folded)) return 'secret';
  if (/\b(confidentiel[ -]defense|confidential|confidentiel)\b/.test(folded) && /\b(classifi\w*|defense|defence|militaire|military|document|dossier|information)/.test(folded)) return 'confidentiel';
  if (/\b(diffusion restreinte|restricted|classifie\w*|classified|informations? sensibles? de defense|sensitive defen[cs]e)\b/.test(folded)) return 'diffusion_restreinte';
  return 'none';
}

const TOOLS: [ToolKind, RegExp][] = [
  ['chess_clock', /\b(pendule d'echecs|pendule|horloge d'echecs|horloge pour (?:les |jouer aux )?echecs|chess clock|chess timer|game clock)\b/],
  ['pomodoro', /\bpomodoro\b/],
  ['countdown', /\b(compte a rebours|compte-a-rebours|countdown|decompte|count down)\b/],
  ['stopwatch', /\b(chronometre|chrono|stopwatch|stop watch)\b/],
  ['timer', /\b(minuteur|minuterie|timer|kitchen timer)\b/],
  ['calculator', /\b(calculatrice|calculette|calculator|calculateur)\b/],
  ['password_generator', /\b(generateur de mots? de passe|password generator|generate passwords?|mots? de passe aleatoires?|random passwords?)\b/],
  ['quiz', /\b(quiz|quizz|qcm|questionnaire a choix|trivia|jeu de questions)\b/],
  ['unit_converter', /\b(convertisseur|conversion d'unites|conversion des unites|conversions? d'unites|unit converter|unit conversion|converter|convertir des)\b/],
  ['dice', /\b(lancer de des|lanceur de des|lance-des|des a jouer|dice|dice roller|roll dice)\b/],
  ['kanban', /\b(kanban|trello)\b/],
  ['notes', /\b(bloc-?notes|prise de notes|note-?taking|notepad|notes app|application de notes|carnet de notes|app de notes)\b/],
  ['checklist', /\b(check-?lists?|liste de controle|liste de verification|listes? de contr[oô]le|to-?do ?lists?|todo|to-do|todos|liste de taches a cocher|liste de choses a faire|liste a cocher)\b/],
  ['booking', /\b(reservations?|reserver|booking|bookings|book a room|room booking|book rooms?)\b/],
];

export function detectTool(folded: string): ToolKind | undefined {
  return TOOLS.find(([, re]) => re.test(folded))?.[0];
}

export const TOOL_NAMES: Record<ToolKind, { fr: string; en: string }> = {
  timer: { fr: 'Minuteur', en: 'Timer' },
  stopwatch: { fr: 'Chronomètre', en: 'Stopwatch' },
  countdown: { fr: 'Compte à rebours', en: 'Countdown' },
  chess_clock: { fr: "Pendule d'échecs", en: 'Chess clock' },
  calculator: { fr: 'Calculatrice', en: 'Calculator' },
  quiz: { fr: 'Quiz', en: 'Quiz' },
  checklist: { fr: 'Liste de contrôle', en: 'Checklist' },
  unit_converter: { fr: "Convertisseur d'unités", en: 'Unit converter' },
  booking: { fr: 'Réservations', en: 'Bookings' },
  kanban: { fr: 'Tableau kanban', en: 'Kanban board' },
  notes: { fr: 'Bloc-notes', en: 'Notes' },
  pomodoro: { fr: 'Minuteur Pomodoro', en: 'Pomodoro timer' },
  dice: { fr: 'Lancer de dés', en: 'Dice roller' },
  password_generator: { fr: 'Générateur de mots de passe', en: 'Password generator' },
};

/** What was asked that the generated preview cannot do, said to the user in the app's language. */
export function detectNotDone(folded: string, lang: Lang): string[] {
  const out: string[] = [];
  const say = (fr: string, en: string) => out.push(lang === 'fr' ? fr : en);
  if (/\b(envoi\w* (?:d'|des |un |de )?(?:e-?mails?|courriels?|sms|mails?)|envoyer (?:un |des )?(?:e-?mails?|courriels?|sms|mails?)|send(?:s|ing)? (?:an? )?(?:e-?mails?|sms|text messages?)|e-?mail notifications?|sms)\b/.test(folded))
    say("L'envoi d'e-mails ou de SMS n'est pas possible dans l'aperçu : les notifications s'affichent dans l'application.", 'Sending emails or text messages is not possible in the preview: notifications are shown inside the app.');
  if (/\b(paiement en ligne|payer en ligne|online payment|stripe|paypal|carte bancaire|credit card)\b/.test(folded))
    say("Le paiement en ligne n'est pas réalisé : il demande un prestataire de paiement.", 'Online payment is not built: it needs a payment provider.');
  if (/\b(reconnaissance faciale|facial recognition|intelligence artificielle|machine learning|apprentissage automatique|\bia\b|\bai\b)\b/.test(folded))
    say("Aucun traitement par intelligence artificielle n'est inclus dans l'application générée.", 'No artificial-intelligence processing is included in the generated app.');
  if (/\b(temps reel|real[- ]time|live feed|flux video|video stream|websocket)\b/.test(folded))
    say("Les données ne sont pas reçues en temps réel : l'application travaille sur ses propres données.", 'Data is not received in real time: the app works on its own data.');
  if (/\b(api externe|external api|connect(?:e|er)? a (?:l'|une )?api|synchronis\w+ avec|sync with|active directory|ldap|sso)\b/.test(folded))
    say("La connexion à un système externe n'est pas réalisée : l'aperçu fonctionne hors ligne.", 'Connecting to an external system is not built: the preview works offline.');
  return out;
}
