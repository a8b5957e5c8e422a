// The compliance controls (issue 16 §5): RGPD, RGAA / WCAG 2.1 AA, ANSSI hygiene, each pass / fail / not applicable
// with its evidence (file and line, or the rule that fired) in French and English. Pure: facts in, controls out.
// Decisions 177 (RGPD), 178 (RGAA), 179 (ANSSI).
import { createRequire } from 'node:module';
import type * as Parse5 from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import type { ComplianceControl, ProjectFile } from '@ov/shared';
import type { AuditReport, Finding } from '../audit';
import type { AxeOutcome, AxeRule, Rendered } from './render';
import { PRIVACY_WORDS, type StaticFacts } from './static';
import { lazyRequire } from '../../../platform/lazy-require';

// parse5 is read on the first HTML parsed (a build, an audit, a compliance check), not at start (decision 267).
const parse5 = lazyRequire<typeof Parse5>('parse5', import.meta.url);

type Bilingual = { fr: string; en: string };
type Evidence = ComplianceControl['evidence'][number];
const b = (fr: string, en: string): Bilingual => ({ fr, en });
const control = (id: string, framework: ComplianceControl['framework'], title: Bilingual, status: ComplianceControl['status'], evidence: Evidence[]): ComplianceControl => ({ id, framework, title, status, evidence });
const MAX_EVIDENCE = 20;
const cap = (list: Evidence[]) => (list.length > MAX_EVIDENCE ? [...list.slice(0, MAX_EVIDENCE), { text: b(`… et ${list.length - MAX_EVIDENCE} autres.`, `… and ${list.length - MAX_EVIDENCE} more.`) }] : list);
const short = (s: string, n = 120) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
/** An address as evidence: origin and path, never its query (which may carry a secret or personal data). */
const where = (url: string) => {
  try {
    const u = new URL(url, 'http://app.invalid');
    return short(`${u.origin === 'http://app.invalid' ? '' : u.origin}${u.pathname}${u.search ? '?…' : ''}`, 80);
  } catch {
    return short(url.replace(/[?#].*$/, '?…'), 80);
  }
};

// ---------- RGPD (decision 177) ----------

export function privacyNotice(facts: StaticFacts, rendered: Rendered | null): ComplianceControl {
  const title = b('RGPD : mention d’information sur les données personnelles visible', 'GDPR: a privacy notice the user can see');
  const found: Evidence[] = facts.notices.map((n) => ({ file: n.file, line: n.line, text: b(`Texte : « ${short(n.text)} »`, `Text: "${short(n.text)}"`) }));
  if (rendered) {
    const line = rendered.text.split('\n').find((l) => PRIVACY_WORDS.test(l));
    if (line) {
      const flat = rendered.text.replace(/\s+/g, ' ');
      const shown = facts.notices.flatMap((n, i) => (flat.includes(n.text.slice(0, 40)) ? [found[i]!] : []));
      return control('rgpd-privacy-notice', 'rgpd', title, 'pass', [
        { rule: `render:${rendered.engine}`, text: b(`Affiché à l’écran : « ${short(line.trim())} »`, `Shown on screen: "${short(line.trim())}"`) },
        ...cap(shown.length ? shown : found),
      ]);
    }
    return control('rgpd-privacy-notice', 'rgpd', title, 'fail', [
      { rule: `render:${rendered.engine}`, text: b('Aucune mention de confidentialité (données personnelles, vie privée, RGPD) dans le texte affiché.', 'No privacy notice (personal data, privacy, GDPR) in the text shown.') },
      ...cap(found.map((e) => ({ ...e, text: b(`${e.text.fr} — dans le code, mais pas affiché au premier écran.`, `${e.text.en} — in the code, but not shown on the first screen.`) }))),
    ]);
  }
  // not rendered: the source is all there is (text of the page, never a comment)
  return found.length
    ? control('rgpd-privacy-notice', 'rgpd', title, 'pass', [{ rule: 'source', text: b('Texte de mention trouvé dans le code (affichage non vérifié : l’application n’a pas été rendue).', 'Notice text found in the code (not confirmed on screen: the app was not rendered).') }, ...cap(found)])
    : control('rgpd-privacy-notice', 'rgpd', title, 'fail', [{ rule: 'source', text: b('Aucun texte de mention de confidentialité dans le code.', 'No privacy notice text in the code.') }]);
}

const CONSENT_KEY = /consent/i;

export function consentBeforeStorage(facts: StaticFacts, rendered: Rendered | null): ComplianceControl {
  const title = b('RGPD : consentement avant tout stockage dans le navigateur', 'GDPR: consent before any browser storage');
  const atLoad = (rendered?.storage ?? []).filter((s) => !CONSENT_KEY.test(s.key));
  const ungated = facts.storage.filter((s) => !s.gated);
  const gated = facts.storage.filter((s) => s.gated);
  const site = (s: StaticFacts['storage'][number]): Evidence => ({
    file: s.file,
    line: s.line,
    rule: s.api,
    text: s.gated
      ? b(`${s.api}${s.key ? ` « ${s.key} »` : ''} soumis au consentement (${short(s.guard ?? '', 60)}).`, `${s.api}${s.key ? ` "${s.key}"` : ''} gated by consent (${short(s.guard ?? '', 60)}).`)
      : b(`${s.api}${s.key ? ` « ${s.key} »` : ''} sans vérification du consentement.`, `${s.api}${s.key ? ` "${s.key}"` : ''} without a consent check.`),
  });
  if (atLoad.length || ungated.length) {
    return control('rgpd-consent-storage', 'rgpd', title, 'fail', cap([
      ...atLoad.map((s) => ({ rule: `render:${rendered?.engine}`, text: b(`Écrit dès l’affichage, avant tout consentement : ${s.api} « ${s.key} ».`, `Written on first display, before any consent: ${s.api} "${s.key}".`) })),
      ...ungated.map(site),
    ]));
  }
  if (gated.length) return control('rgpd-consent-storage', 'rgpd', title, 'pass', cap(gated.map(site)));
  return control('rgpd-consent-storage', 'rgpd', title, 'not_applicable', [
    { rule: rendered ? `source+render:${rendered.engine}` : 'source', text: b('L’application n’écrit rien dans le navigateur (ni localStorage, sessionStorage, cookies ou IndexedDB).', 'The app writes nothing in the browser (no localStorage, sessionStorage, cookies or IndexedDB).') },
  ]);
}

export function noThirdParty(facts: StaticFacts, rendered: Rendered | null): ComplianceControl {
  const title = b('RGPD : aucune requête vers un tiers', 'GDPR: no request to a third party');
  const found: Evidence[] = [
    ...facts.requests.map((r) => ({
      file: r.file,
      line: r.line,
      rule: r.sink,
      text: r.url === null ? b(`${r.sink} vers une adresse calculée : rien ne garantit qu’elle reste sur l’origine de l’application.`, `${r.sink} to a computed address: nothing shows it stays on the app’s origin.`) : b(`${r.sink} vers ${where(r.url)}`, `${r.sink} to ${where(r.url)}`),
    })),
    ...(rendered?.external ?? []).map((x) => ({ rule: `render:${rendered?.engine}`, text: b(`Requête tentée à l’affichage (bloquée) : ${where(x.url)} (${x.how}).`, `Request attempted on display (blocked): ${where(x.url)} (${x.how}).`) })),
  ];
  if (found.length) return control('rgpd-third-party', 'rgpd', title, 'fail', cap(found));
  return control('rgpd-third-party', 'rgpd', title, 'pass', [
    { rule: 'source', text: b('Aucun fetch, XHR, WebSocket, image, script ou feuille de style vers une autre origine dans le code.', 'No fetch, XHR, WebSocket, image, script or stylesheet to another origin in the code.') },
    ...(rendered ? [{ rule: `render:${rendered.engine}`, text: b('Aucune requête vers une autre origine à l’affichage.', 'No request to another origin on display.') }] : []),
  ]);
}

// ---------- RGAA / WCAG 2.1 AA (decision 178) ----------

const require = createRequire(import.meta.url);
let frHelp: Record<string, string> | null = null;
function helpFr(rule: AxeRule): string {
  if (!frHelp) {
    try {
      const fr = require('axe-core/locales/fr.json') as { rules?: Record<string, { help?: string }> };
      frHelp = Object.fromEntries(Object.entries(fr.rules ?? {}).map(([id, r]) => [id, r.help ?? '']));
    } catch {
      frHelp = {};
    }
  }
  return frHelp[rule.id] || rule.help;
}

/** RGAA themes, each the axe-core categories that check it. */
export const RGAA_THEMES: { id: string; cats: string[]; title: Bilingual; layout?: true }[] = [
  { id: 'rgaa-images', cats: ['cat.text-alternatives'], title: b('RGAA 1 : images et alternatives textuelles', 'RGAA 1: images and text alternatives') },
  { id: 'rgaa-colours', cats: ['cat.color'], title: b('RGAA 3 : couleurs et contrastes', 'RGAA 3: colours and contrast'), layout: true },
  { id: 'rgaa-media', cats: ['cat.time-and-media', 'cat.sensory-and-visual-cues'], title: b('RGAA 4 et 13 : médias et consultation', 'RGAA 4 and 13: media and consultation') },
  { id: 'rgaa-tables', cats: ['cat.tables'], title: b('RGAA 5 : tableaux', 'RGAA 5: tables') },
  { id: 'rgaa-names', cats: ['cat.name-role-value'], title: b('RGAA 6 et 7 : liens, boutons et composants nommés', 'RGAA 6 and 7: named links, buttons and components') },
  { id: 'rgaa-aria', cats: ['cat.aria'], title: b('RGAA 7 : usage d’ARIA', 'RGAA 7: use of ARIA') },
  { id: 'rgaa-structure', cats: ['cat.structure', 'cat.semantics', 'cat.parsing', 'cat.language'], title: b('RGAA 8 et 9 : structure, langue et titre de la page', 'RGAA 8 and 9: structure, language and page title') },
  { id: 'rgaa-forms', cats: ['cat.forms'], title: b('RGAA 11 : formulaires', 'RGAA 11: forms') },
  { id: 'rgaa-keyboard', cats: ['cat.keyboard'], title: b('RGAA 12 : navigation au clavier', 'RGAA 12: keyboard navigation') },
];

export function accessibility(axe: AxeOutcome, engine: 'chromium' | 'jsdom'): ComplianceControl[] {
  const inTheme = (cats: string[]) => (r: AxeRule) => r.tags.some((t) => cats.includes(t));
  return RGAA_THEMES.filter((t) => !(t.layout && engine === 'jsdom')).map((t) => {
    const violations = axe.violations.filter(inTheme(t.cats));
    const passes = axe.passes.filter(inTheme(t.cats));
    if (violations.length) {
      return control(t.id, 'rgaa', t.title, 'fail', cap(violations.flatMap((v) =>
        v.nodes.map((n) => ({ rule: `axe:${v.id}`, text: b(`${helpFr(v)} (${v.impact ?? 'n/a'}) — ${short(n.target.join(' '), 80)} : ${short(n.html, 100)}`, `${v.help} (${v.impact ?? 'n/a'}) — ${short(n.target.join(' '), 80)}: ${short(n.html, 100)}`) })),
      )));
    }
    if (passes.length) return control(t.id, 'rgaa', t.title, 'pass', passes.map((p) => ({ rule: `axe:${p.id}`, text: b(`Vérifié par axe-core (${engine}) : ${helpFr(p)}`, `Checked by axe-core (${engine}): ${p.help}`) })));
    return control(t.id, 'rgaa', t.title, 'not_applicable', [{ rule: `axe:${engine}`, text: b('Aucun élément concerné sur la page rendue.', 'No element concerned on the rendered page.') }]);
  });
}

// ---------- ANSSI hygiene (decision 179) ----------

type P5Node = DefaultTreeAdapterMap['node'];

/** Inline event handlers (`onclick="…"`) in the project's HTML: a strict CSP cannot allow them without 'unsafe-inline'. */
export function inlineHandlers(files: readonly ProjectFile[]): { file: string; line: number; attr: string }[] {
  const out: { file: string; line: number; attr: string }[] = [];
  for (const f of files.filter((x) => /\.html?$/i.test(x.path))) {
    const visit = (n: P5Node) => {
      if ('attrs' in n) for (const a of n.attrs) if (/^on[a-z]+$/i.test(a.name)) out.push({ file: f.path, line: n.sourceCodeLocation?.attrs?.[a.name]?.startLine ?? 1, attr: a.name });
      for (const k of 'childNodes' in n ? n.childNodes : []) visit(k);
    };
    visit(parse5().parse(f.content, { sourceCodeLocationInfo: true }));
  }
  return out;
}

const ANSSI: { id: string; title: Bilingual; rules: string[] }[] = [
  { id: 'anssi-no-eval', title: b('ANSSI : pas de code construit à partir de texte (eval, Function, minuteries en texte)', 'ANSSI: no code built from text (eval, Function, string timers)'), rules: ['ov/no-eval'] },
  { id: 'anssi-injection', title: b('ANSSI : pas d’injection HTML ni d’URL javascript:', 'ANSSI: no HTML injection sinks or javascript: URLs'), rules: ['ov/no-dangerous-html', 'no-unsanitized/property', 'no-unsanitized/method', 'ov/javascript-url'] },
  { id: 'anssi-encryption', title: b('ANSSI : aucun échange en clair (http://)', 'ANSSI: no cleartext exchange (http://)'), rules: ['ov/no-plain-http'] },
  { id: 'anssi-secrets', title: b('ANSSI : aucun secret dans le code, aucun jeton dans le stockage du navigateur', 'ANSSI: no secret in the code, no token in browser storage'), rules: ['ov/hardcoded-secret', 'ov/token-in-localstorage'] },
  { id: 'anssi-messaging', title: b('ANSSI : messages entre fenêtres avec origine vérifiée', 'ANSSI: cross-window messages with a checked origin'), rules: ['ov/postmessage-origin'] },
  { id: 'anssi-links', title: b('ANSSI : liens vers l’extérieur isolés (rel="noopener")', 'ANSSI: external links isolated (rel="noopener")'), rules: ['ov/blank-target-rel'] },
  { id: 'anssi-dependencies', title: b('ANSSI : dépendances limitées à la liste autorisée de la plateforme', 'ANSSI: dependencies only from the platform’s allow-list'), rules: ['ov/import-outside-runtime'] },
  { id: 'anssi-analysable', title: b('ANSSI : tout le code est analysable', 'ANSSI: all the code can be analysed'), rules: ['ov/parse-error'] },
];

const findingEvidence = (f: Finding): Evidence => ({ file: f.file, line: f.line, rule: f.rule, text: b(`${f.message.fr} — ${short(f.excerpt, 100)}`, `${f.message.en} — ${short(f.excerpt, 100)}`) });

export function anssiHygiene(audit: AuditReport, files: readonly ProjectFile[], rendered: Rendered | null, buildErrors: string[]): ComplianceControl[] {
  const incomplete: Evidence[] = audit.complete ? [] : [{ rule: 'audit:budget', text: b(`Audit incomplet (temps écoulé) : ${audit.notAudited.length} fichier(s) non audité(s).`, `Audit incomplete (out of time): ${audit.notAudited.length} file(s) not audited.`) }];
  const controls = ANSSI.map((c) => {
    const hits = audit.findings.filter((f) => c.rules.includes(f.rule));
    const extra: Evidence[] = c.id === 'anssi-dependencies' ? buildErrors.filter((e) => /not served by the platform|External import/.test(e)).map((e) => ({ rule: 'build', text: b(`Construction : ${e}`, `Build: ${e}`) })) : [];
    if (hits.length || extra.length) return control(c.id, 'anssi', c.title, 'fail', cap([...hits.map(findingEvidence), ...extra]));
    if (incomplete.length) return control(c.id, 'anssi', c.title, 'fail', incomplete);
    return control(c.id, 'anssi', c.title, 'pass', c.rules.map((r) => ({ rule: r, text: b(`Règle ${r} : aucun constat sur ${audit.filesAudited} fichier(s) audité(s).`, `Rule ${r}: no finding in ${audit.filesAudited} audited file(s).`) })));
  });
  // a strict CSP (no 'unsafe-inline', no 'unsafe-eval'): no eval, no javascript: URLs, no inline handlers, nothing refused at render
  const csp: Evidence[] = [
    ...audit.findings.filter((f) => f.rule === 'ov/no-eval' || f.rule === 'ov/javascript-url').map(findingEvidence),
    ...inlineHandlers(files).map((h) => ({ file: h.file, line: h.line, rule: 'inline-handler', text: b(`Gestionnaire d’événement en ligne ${h.attr}="…" : interdit par une CSP stricte.`, `Inline event handler ${h.attr}="…": refused by a strict CSP.`) })),
    ...(rendered?.cspViolations ?? []).map((v) => ({ rule: `render:${rendered?.engine}`, text: b(`Refusé par la CSP à l’affichage : ${v.what} (${v.directive}).`, `Refused by the CSP on display: ${v.what} (${v.directive}).`) })),
  ];
  const cspTitle = b('ANSSI : code compatible avec une politique de sécurité du contenu (CSP) stricte', 'ANSSI: code compatible with a strict Content Security Policy');
  controls.push(
    csp.length
      ? control('anssi-csp', 'anssi', cspTitle, 'fail', cap(csp))
      : incomplete.length
        ? control('anssi-csp', 'anssi', cspTitle, 'fail', incomplete)
        : control('anssi-csp', 'anssi', cspTitle, 'pass', [
            { rule: 'ov/no-eval', text: b('Ni eval, ni URL javascript:, ni gestionnaire en ligne dans le code.', 'No eval, javascript: URL or inline handler in the code.') },
            ...(rendered?.engine === 'chromium' ? [{ rule: 'render:chromium', text: b('Rendu sous une CSP sans \'unsafe-inline\' ni \'unsafe-eval\' : rien refusé.', 'Rendered under a CSP without \'unsafe-inline\' or \'unsafe-eval\': nothing refused.') }] : []),
          ]),
  );
  return controls;
}
