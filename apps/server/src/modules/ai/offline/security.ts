import type { Lang } from './understand';

type Rule = { pattern: RegExp | ((code: string) => boolean); severity: 'high' | 'medium' | 'low'; fr: string; en: string };

/** A SQL statement (not the English words "select", "update"... in a label): the shape of a real query. */
const SQL = String.raw`\b(?:SELECT\b[\s\S]{0,200}?\bFROM\b|INSERT\s+INTO\b|UPDATE\s+[\w."]+\s+SET\b|DELETE\s+FROM\b)`;
/** The inside of a quoted string (backslash escapes allowed), the quote being group 1. */
const BODY = String.raw`(?:\\.|(?!\1)[^\\\n])*`;
/** SQL built from pieces: a quoted SQL string joined with `+`, a template with `${...}` (not a `sql` tagged template), a Python f-string, `%` or `.format`. */
const BUILT_SQL = [
  new RegExp(String.raw`(['"])${BODY}${SQL}${BODY}\1\s*\+\s*[\w($]`, 'i'),
  new RegExp(String.raw`[\w)\]]\s*\+\s*(['"])${BODY}${SQL}`, 'i'),
  new RegExp(String.raw`(?<![\w.])\x60[^\x60]*${SQL}[^\x60]*\$\{[^\x60]*\x60`, 'i'),
  new RegExp(String.raw`\bf(['"])${BODY}${SQL}${BODY}\{`, 'i'),
  new RegExp(String.raw`(['"])${BODY}${SQL}${BODY}\1\s*(?:%\s*[\w(]|\.format\()`, 'i'),
];
/** A call that runs a query (database drivers, ORMs' raw escapes, Python DB-API). */
const QUERY_CALL = /\b(?:query|execute|executemany|executescript|exec|raw|prepare|unsafe|run|\$queryRawUnsafe|\$executeRawUnsafe)\s*\(/;

/** SQL injection: real SQL built by concatenation or interpolation, and a query call to run it. Not "Update" in a button label. */
export function buildsSqlFromStrings(code: string): boolean {
  return QUERY_CALL.test(code) && BUILT_SQL.some((re) => re.test(code));
}

const RISKS: Rule[] = [
  { pattern: /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|document\.write\(/, severity: 'high', fr: 'Injection de HTML brut (risque XSS) : préférez textContent ou le rendu React.', en: 'Raw HTML injection (XSS risk): prefer textContent or React rendering.' },
  { pattern: /\beval\(|new Function\(|setTimeout\(\s*['"`]/, severity: 'high', fr: 'Exécution de code dynamique (eval / new Function).', en: 'Dynamic code execution (eval / new Function).' },
  { pattern: /(api[_-]?key|secret|password|token)\s*[:=]\s*['"`][^'"`]{6,}/i, severity: 'high', fr: 'Secret écrit en dur dans le code.', en: 'Hard-coded secret in the code.' },
  { pattern: /localStorage\.setItem\([^)]*(token|password|secret)/i, severity: 'medium', fr: 'Jeton ou secret stocké dans localStorage (lisible par tout script).', en: 'Token or secret kept in localStorage (readable by any script).' },
  { pattern: /http:\/\/(?!localhost|127\.0\.0\.1)/, severity: 'medium', fr: 'URL en HTTP non chiffré.', en: 'Unencrypted HTTP URL.' },
  { pattern: buildsSqlFromStrings, severity: 'high', fr: 'Requête SQL construite par concaténation (injection SQL).', en: 'SQL built by string concatenation (SQL injection).' },
  { pattern: /\bMath\.random\(\)[^;]*(token|password|secret|id)/i, severity: 'medium', fr: 'Math.random() utilisé pour une valeur sensible : utilisez crypto.getRandomValues.', en: 'Math.random() used for a sensitive value: use crypto.getRandomValues.' },
  { pattern: /target=["']_blank["'](?![^>]*rel=)/, severity: 'low', fr: 'Lien target="_blank" sans rel="noopener".', en: 'target="_blank" link without rel="noopener".' },
];

const GOOD: { pattern: RegExp; fr: string; en: string }[] = [
  { pattern: /textContent|\{[a-zA-Z_.[\]'"]+\}/, fr: 'Les données sont rendues comme du texte (échappement automatique).', en: 'Data is rendered as text (automatic escaping).' },
  { pattern: /errors?\.push|setErrors|ValueError|CHECK \(|aria-invalid/, fr: 'Les saisies sont validées avant d’être acceptées.', en: 'Input is validated before it is accepted.' },
  { pattern: /\$1|parameteri[sz]e/i, fr: 'Requêtes paramétrées.', en: 'Parameterised queries.' },
  { pattern: /aria-label|<label|scope="col"/, fr: 'Contrôles nommés pour les technologies d’assistance (RGAA).', en: 'Controls named for assistive technologies (WCAG).' },
  { pattern: /audit/i, fr: 'Les changements sensibles sont tracés (journal d’audit).', en: 'Sensitive changes are traced (audit log).' },
];

/** A short, honest static review of generated code: risky patterns found, good practices seen. */
export function analyzeCodeSecurity(code: string, language: string, lang: Lang): string {
  const risks = RISKS.filter((r) => (typeof r.pattern === 'function' ? r.pattern(code) : r.pattern.test(code)));
  const good = GOOD.filter((g) => g.pattern.test(code));
  const fr = lang === 'fr';
  const score = Math.max(0, 100 - risks.reduce((s, r) => s + (r.severity === 'high' ? 30 : r.severity === 'medium' ? 15 : 5), 0));
  const lines = [
    fr ? `Analyse de sécurité (${language}) — score ${score}/100` : `Security analysis (${language}) — score ${score}/100`,
    risks.length === 0
      ? fr
        ? '- Aucun motif à risque détecté (XSS, eval, secrets en dur, SQL concaténé, HTTP en clair).'
        : '- No risky pattern found (XSS, eval, hard-coded secrets, concatenated SQL, plain HTTP).'
      : risks.map((r) => `- [${r.severity}] ${fr ? r.fr : r.en}`).join('\n'),
    ...good.map((g) => `- ✓ ${fr ? g.fr : g.en}`),
    fr
      ? '- À prévoir côté serveur : authentification, contrôle d’accès par rôle et journalisation avant toute mise en production.'
      : '- Still needed server-side: authentication, role-based access control and logging before production.',
  ];
  return lines.join('\n');
}
