import type { Bilingual, Severity } from './types';

type Entry = { severity: Severity; message: Bilingual; advice: Bilingual };

/**
 * Every rule the audit reports: its default severity, what it means and what to do, in French and English.
 * `ov/*` are ours (rules.ts, html.ts); `security/*` is eslint-plugin-security; `no-unsanitized/*` is Mozilla's.
 */
export const CATALOGUE: Record<string, Entry> = {
  'ov/parse-error': {
    severity: 'high',
    message: { fr: 'Fichier illisible par l’analyseur : il n’a pas pu être audité.', en: 'The analyser could not parse this file: it was not audited.' },
    advice: { fr: 'Corrigez la syntaxe du fichier pour qu’il puisse être audité.', en: 'Fix the file’s syntax so it can be audited.' },
  },
  'ov/no-eval': {
    severity: 'high',
    message: { fr: 'Exécution de code dynamique (eval, new Function ou minuterie avec une chaîne).', en: 'Dynamic code execution (eval, new Function or a timer given a string).' },
    advice: { fr: 'Remplacez par un appel de fonction direct ; passez une fonction à setTimeout/setInterval.', en: 'Call a function directly; pass a function to setTimeout/setInterval.' },
  },
  'ov/no-dangerous-html': {
    severity: 'high',
    message: { fr: 'HTML brut injecté dans la page (dangerouslySetInnerHTML) : risque de XSS.', en: 'Raw HTML injected into the page (dangerouslySetInnerHTML): XSS risk.' },
    advice: { fr: 'Rendez les données comme du texte avec JSX, ou assainissez-les (DOMPurify) avant injection.', en: 'Render the data as text with JSX, or sanitise it (DOMPurify) before injecting it.' },
  },
  'no-unsanitized/property': {
    severity: 'high',
    message: { fr: 'Affectation non assainie à innerHTML ou outerHTML : risque de XSS.', en: 'Unsanitised assignment to innerHTML or outerHTML: XSS risk.' },
    advice: { fr: 'Utilisez textContent, ou assainissez la valeur (DOMPurify) avant de l’affecter.', en: 'Use textContent, or sanitise the value (DOMPurify) before assigning it.' },
  },
  'no-unsanitized/method': {
    severity: 'high',
    message: { fr: 'HTML non assaini passé à insertAdjacentHTML, document.write ou équivalent : risque de XSS.', en: 'Unsanitised HTML passed to insertAdjacentHTML, document.write or similar: XSS risk.' },
    advice: { fr: 'Construisez les éléments avec createElement et textContent, ou assainissez le HTML.', en: 'Build elements with createElement and textContent, or sanitise the HTML.' },
  },
  'ov/no-plain-http': {
    severity: 'medium',
    message: { fr: 'Adresse en http:// non chiffré.', en: 'Unencrypted http:// address.' },
    advice: { fr: 'Utilisez https:// : en clair, les échanges peuvent être lus ou modifiés.', en: 'Use https://: in clear text, traffic can be read or changed.' },
  },
  'ov/hardcoded-secret': {
    severity: 'high',
    message: { fr: 'Secret écrit en dur dans le code (clé, jeton ou mot de passe).', en: 'Secret written into the code (key, token or password).' },
    advice: { fr: 'Révoquez ce secret, retirez-le du code et fournissez-le côté serveur (variable d’environnement, coffre-fort).', en: 'Revoke this secret, remove it from the code and provide it server-side (environment variable, vault).' },
  },
  'ov/token-in-localstorage': {
    severity: 'medium',
    message: { fr: 'Jeton ou secret stocké dans le stockage du navigateur, lisible par tout script de la page.', en: 'Token or secret kept in browser storage, readable by any script on the page.' },
    advice: { fr: 'Gardez les jetons de session dans un cookie HttpOnly, Secure, SameSite.', en: 'Keep session tokens in an HttpOnly, Secure, SameSite cookie.' },
  },
  'ov/postmessage-origin': {
    severity: 'medium',
    message: { fr: 'Message entre fenêtres sans contrôle d’origine (postMessage vers "*" ou écouteur "message" qui ne vérifie pas event.origin).', en: 'Cross-window message without an origin check (postMessage to "*" or a "message" listener that does not check event.origin).' },
    advice: { fr: 'Indiquez l’origine exacte du destinataire, et vérifiez event.origin avant de lire un message.', en: 'Name the receiver’s exact origin, and check event.origin before reading a message.' },
  },
  'ov/blank-target-rel': {
    severity: 'low',
    message: { fr: 'Lien ouvert dans un nouvel onglet sans rel="noopener" : la page ouverte peut contrôler celle-ci.', en: 'Link opened in a new tab without rel="noopener": the opened page can control this one.' },
    advice: { fr: 'Ajoutez rel="noopener noreferrer" (ou l’option "noopener" à window.open).', en: 'Add rel="noopener noreferrer" (or the "noopener" feature to window.open).' },
  },
  'ov/import-outside-runtime': {
    severity: 'medium',
    message: { fr: 'Bibliothèque ou script hors de la liste servie par l’environnement d’exécution de la plateforme.', en: 'Library or script outside the list the platform’s runtime serves.' },
    advice: { fr: 'Utilisez les bibliothèques fournies (react, lucide-react, recharts…) ou intégrez le code dans le projet pour qu’il soit audité.', en: 'Use the libraries provided (react, lucide-react, recharts…) or bring the code into the project so it is audited.' },
  },
  'ov/javascript-url': {
    severity: 'high',
    message: { fr: 'Adresse javascript: dans un attribut HTML : du code s’exécute au clic.', en: 'javascript: address in an HTML attribute: code runs on click.' },
    advice: { fr: 'Utilisez un bouton avec un gestionnaire d’événement ajouté en JavaScript.', en: 'Use a button with an event handler added in JavaScript.' },
  },
  'security/detect-unsafe-regex': {
    severity: 'medium',
    message: { fr: 'Expression régulière exposée au déni de service (retour arrière exponentiel).', en: 'Regular expression open to denial of service (catastrophic backtracking).' },
    advice: { fr: 'Simplifiez l’expression (pas de répétitions imbriquées) ou limitez la longueur de l’entrée.', en: 'Simplify the expression (no nested repetition) or limit the input’s length.' },
  },
  'security/detect-non-literal-regexp': {
    severity: 'low',
    message: { fr: 'Expression régulière construite à partir d’une valeur variable.', en: 'Regular expression built from a variable value.' },
    advice: { fr: 'Échappez la valeur ou vérifiez qu’elle ne vient pas d’un utilisateur.', en: 'Escape the value or make sure it does not come from a user.' },
  },
  'security/detect-non-literal-require': { severity: 'medium', message: { fr: 'require() d’un chemin variable.', en: 'require() of a variable path.' }, advice: { fr: 'Importez un module nommé en dur.', en: 'Import a module named literally.' } },
  'security/detect-non-literal-fs-filename': { severity: 'medium', message: { fr: 'Accès fichier avec un chemin variable.', en: 'File access with a variable path.' }, advice: { fr: 'Validez le chemin et restreignez-le à un dossier.', en: 'Validate the path and confine it to one folder.' } },
  'security/detect-pseudoRandomBytes': { severity: 'low', message: { fr: 'pseudoRandomBytes n’est pas cryptographiquement sûr.', en: 'pseudoRandomBytes is not cryptographically secure.' }, advice: { fr: 'Utilisez crypto.randomBytes ou crypto.getRandomValues.', en: 'Use crypto.randomBytes or crypto.getRandomValues.' } },
  'security/detect-possible-timing-attacks': { severity: 'low', message: { fr: 'Comparaison de secret sensible aux attaques temporelles.', en: 'Secret comparison open to timing attacks.' }, advice: { fr: 'Comparez avec crypto.timingSafeEqual.', en: 'Compare with crypto.timingSafeEqual.' } },
  'security/detect-no-csrf-before-method-override': { severity: 'medium', message: { fr: 'methodOverride placé avant la protection CSRF.', en: 'methodOverride placed before CSRF protection.' }, advice: { fr: 'Placez la protection CSRF d’abord.', en: 'Put CSRF protection first.' } },
  'security/detect-buffer-noassert': { severity: 'low', message: { fr: 'Lecture de tampon sans vérification des bornes.', en: 'Buffer read without bounds check.' }, advice: { fr: 'Retirez l’option noAssert.', en: 'Remove the noAssert option.' } },
  'security/detect-child-process': { severity: 'high', message: { fr: 'Lancement de processus (child_process).', en: 'Process launch (child_process).' }, advice: { fr: 'Évitez exec ; si nécessaire, utilisez execFile avec des arguments fixes.', en: 'Avoid exec; if needed, use execFile with fixed arguments.' } },
  'security/detect-disable-mustache-escape': { severity: 'high', message: { fr: 'Échappement des gabarits désactivé.', en: 'Template escaping disabled.' }, advice: { fr: 'Gardez l’échappement activé.', en: 'Keep escaping on.' } },
  'security/detect-new-buffer': { severity: 'low', message: { fr: 'new Buffer() avec une valeur variable.', en: 'new Buffer() with a variable value.' }, advice: { fr: 'Utilisez Buffer.from ou Buffer.alloc.', en: 'Use Buffer.from or Buffer.alloc.' } },
  'security/detect-bidi-characters': { severity: 'high', message: { fr: 'Caractères de contrôle bidirectionnels (attaque « Trojan Source »).', en: 'Bidirectional control characters ("Trojan Source" attack).' }, advice: { fr: 'Retirez ces caractères invisibles.', en: 'Remove these invisible characters.' } },
  'security/detect-invisible-characters': { severity: 'medium', message: { fr: 'Caractères invisibles dans le code.', en: 'Invisible characters in the code.' }, advice: { fr: 'Retirez ces caractères invisibles.', en: 'Remove these invisible characters.' } },
};

export function entryFor(rule: string): Entry {
  return CATALOGUE[rule] ?? { severity: 'info', message: { fr: `Règle ${rule}.`, en: `Rule ${rule}.` }, advice: { fr: 'Vérifiez ce point.', en: 'Check this point.' } };
}
