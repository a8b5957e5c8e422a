/**
 * Is a chat message a request to build an app (issue 13 point 5)? Then it is built like the landing's "Créer App"
 * (a project, "Ouvrir dans l'éditeur"), whatever assistant is selected; a question stays a question
 * (docs/decisions/113-every-way-in-builds-the-same-app.md).
 *
 * A request to build is: a build verb followed by an app noun ("Crée un tableau de bord…", "Build an app…"), or,
 * except for CodeGen (which writes code on request), a description that starts with an app noun ("Gestion de
 * l'inventaire…", "An incident tracking app…"). A question (a question mark, or an opening such as "comment",
 * "quelles", "what", "how") is never a build request unless it asks for one with a build verb ("Peux-tu créer
 * une application… ?").
 */

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, "'");

const APP_NOUNS = [
  'application', 'applications', 'app', 'apps', 'appli', 'tableau de bord', 'tableaux de bord', 'dashboard', 'registre', 'register',
  'inventaire', 'inventory', 'gestion', 'management', 'suivi', 'tracking', 'tracker', 'outil', 'tool', 'systeme', 'system',
  'portail', 'portal', 'formulaire', 'form', 'plateforme', 'platform', 'calculatrice', 'calculator', 'minuteur', 'timer',
  'chronometre', 'stopwatch', 'pendule', 'clock', 'quiz', 'checklist', 'convertisseur', 'converter', 'reservation', 'booking',
  'controle d\'acces', 'access control', 'annuaire', 'directory', 'crm', 'moniteur', 'monitor', 'site', 'page', 'interface',
  'logiciel', 'software', 'espace', 'carnet', 'agenda', 'planning', 'planificateur', 'planner', 'liste', 'list', 'journal', 'log',
];
const BUILD_VERBS =
  /\b(cree|creer|creez|crees|genere|generer|generez|developpe|developper|developpez|construis|construire|construisez|fais|faire|faites|fabrique|concois|concevoir|code|coder|realise|realiser|monte|build|create|make|generate|develop|design|code|write|set up|put together)\b/;
const QUESTION_START =
  /^(quel|quelle|quels|quelles|comment|pourquoi|qu'est|qu'|que|quoi|est-ce|combien|ou|quand|qui|explique|expliquez|dis-moi|what|how|why|which|who|when|where|is|are|can|could|do|does|should|explain|tell me)\b/;

const nounAt = (text: string): number => {
  let best = -1;
  for (const n of APP_NOUNS) {
    const m = new RegExp(`(^|[^a-z])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z]|$)`).exec(text);
    if (m && (best < 0 || m.index < best)) best = m.index + m[1]!.length;
  }
  return best;
};

export function isBuildRequest(message: string, opts: { codegen?: boolean } = {}): boolean {
  const text = fold(message.trim());
  if (text.split(/\s+/).length < 3) return false;
  const verb = BUILD_VERBS.exec(text);
  if (verb) {
    const after = text.slice(verb.index + verb[0].length);
    // the noun follows the verb closely: "crée un tableau de bord", "build me an app"
    const at = nounAt(after);
    if (at >= 0 && after.slice(0, at).split(/\s+/).filter(Boolean).length <= 4) return true;
  }
  if (opts.codegen) return false;
  if (text.includes('?') || QUESTION_START.test(text)) return false;
  // a description that starts with what it is: "Gestion de l'inventaire…", "User access control and clearances…"
  const at = nounAt(text);
  return at >= 0 && text.slice(0, at).split(/\s+/).filter(Boolean).length <= 3;
}
