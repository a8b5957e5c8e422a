import { existsSync } from 'node:fs';
import type { ComplianceControl, ProjectFile, StoreCompliance } from '@ov/shared';
import { auditProject, type AuditReport } from '../audit';
import { buildApp, type BuildAppResult } from '../build';
import { accessibility, anssiHygiene, consentBeforeStorage, noThirdParty, privacyNotice } from './controls';
import { defaultChromiumChild, findRuntimeDir, renderInChromium, renderInChromiumChild, renderInJsdom, RenderTimeout, type Rendered } from './render';
import { staticFacts, type StaticFacts } from './static';

/**
 * What the compliance check may use: a time budget with an injected clock, and Chromium when the server has one
 * (config passes `/usr/bin/chromium` or CHROMIUM_PATH; null or a missing file: jsdom). Optional: the runtime
 * libraries' directory (default: the web build's, then apps/web/public/runtime), the audit report when the
 * caller already has it (otherwise the audit runs here, within the budget), and the RGPD facts (`staticFacts` of
 * the same files) when the audit's thread has read them (decision 265; otherwise they are read here).
 * `chromiumChild`: the compiled program that drives Chromium in a child process (decision 268; default: the built
 * server's dist/render-chromium.js, none from the TypeScript sources); null drives it in this process.
 */
export type ComplianceOptions = {
  budgetMs: number;
  now: () => number;
  chromiumPath?: string | null;
  runtimeDir?: string | null;
  audit?: AuditReport;
  facts?: StaticFacts;
  chromiumChild?: string | null;
};

type Bilingual = { fr: string; en: string };
const b = (fr: string, en: string): Bilingual => ({ fr, en });

const LIMITS = {
  chromium: [
    b('axe-core vérifie automatiquement une partie des critères WCAG 2.1 AA / RGAA (environ 30 à 40 %) : le reste (pertinence des alternatives, ordre de lecture, compréhension) demande un audit humain.', 'axe-core checks part of WCAG 2.1 AA / RGAA automatically (about 30 to 40 %): the rest (relevance of alternatives, reading order, understanding) needs a human audit.'),
    b('Seul le premier écran est vérifié, sans interaction (onglets, dialogues et états après saisie non parcourus).', 'Only the first screen is checked, without interaction (tabs, dialogs and states after input are not visited).'),
  ],
  jsdom: [
    b('Chromium absent : accessibilité vérifiée par axe-core dans jsdom, sans mise en page ni rendu.', 'No Chromium: accessibility checked by axe-core in jsdom, without layout or rendering.'),
    b('Non vérifiés dans jsdom : contrastes de couleurs, visibilité du focus, taille des cibles, zoom et redimensionnement du texte, éléments masqués par CSS calculée, ordre visuel.', 'Not checked in jsdom: colour contrast, focus visibility, target size, zoom and text resize, elements hidden by computed CSS, visual order.'),
    b('axe-core vérifie automatiquement une partie des critères WCAG 2.1 AA / RGAA : le reste demande un audit humain.', 'axe-core checks part of WCAG 2.1 AA / RGAA automatically: the rest needs a human audit.'),
    b('Seul le premier écran est vérifié, sans interaction.', 'Only the first screen is checked, without interaction.'),
  ],
} as const;

const errorText = (r: Extract<BuildAppResult, { ok: false }>) => r.errors.map((e) => `${e.file ? `${e.file}:${e.line ?? 1} ` : ''}${e.text}`);

/**
 * The compliance validation of a version's files (issue 16 §5): per control pass / fail / not applicable with its
 * evidence. RGPD from the code's syntax tree and the rendered page; RGAA / WCAG 2.1 AA by axe-core on the app built
 * on the server (buildApp) and rendered in headless Chromium, or in jsdom when the server has none (the report
 * says which and what that cannot check); ANSSI hygiene from the audit's findings. Never throws for the files'
 * sake; when the budget runs out, what was not checked is said in `limits`. Decisions 176–179.
 */
export async function checkCompliance(files: readonly ProjectFile[], opts: ComplianceOptions): Promise<StoreCompliance> {
  const started = opts.now();
  const left = () => opts.budgetMs - (opts.now() - started);
  const limits: Bilingual[] = [];
  const outOfTime = (what: Bilingual) => limits.push(b(`Temps imparti écoulé : ${what.fr} non vérifié(s).`, `Time budget ran out: ${what.en} not checked.`));

  // 1. what the code says (cheap: syntax trees)
  const facts = opts.facts ?? staticFacts(files);
  for (const path of facts.unparsed) limits.push(b(`${path} ne se lit pas (erreur de syntaxe) : non examiné pour le RGPD.`, `${path} does not parse (syntax error): not examined for GDPR.`));

  // 2. the audit's findings for the ANSSI measures
  const audit = opts.audit ?? auditProject(files, { ms: Math.max(0, left()), now: opts.now });

  // 3. the app built and rendered
  let rendered: Rendered | null = null;
  let engine: StoreCompliance['accessibility_engine'] = 'none';
  let buildErrors: string[] = [];
  const rgaa: ComplianceControl[] = [];
  if (left() <= 0) outOfTime(b('le rendu et l’accessibilité', 'rendering and accessibility'));
  else {
    const built = await buildApp(files, { budgetMs: left(), now: opts.now });
    const runtimeDir = findRuntimeDir(opts.runtimeDir);
    if (!built.ok) {
      buildErrors = errorText(built);
      if (built.code === 'budget_exceeded') outOfTime(b('le rendu et l’accessibilité', 'rendering and accessibility'));
      rgaa.push({
        id: 'rgaa-render',
        framework: 'rgaa',
        title: b('RGAA : l’application s’affiche', 'RGAA: the app displays'),
        status: 'fail',
        evidence: [{ rule: `build:${built.code}`, text: built.message }, ...built.errors.slice(0, 10).map((e) => ({ ...(e.file ? { file: e.file } : {}), ...(e.line ? { line: e.line } : {}), rule: 'esbuild', text: b(e.text, e.text) }))],
      });
    } else if (!runtimeDir) {
      limits.push(b('Bibliothèques d’exécution de la plateforme introuvables : application non rendue, accessibilité non vérifiée.', 'The platform’s runtime libraries were not found: app not rendered, accessibility not checked.'));
    } else {
      const chromium = opts.chromiumPath && existsSync(opts.chromiumPath) ? opts.chromiumPath : null;
      if (opts.chromiumPath && !chromium) limits.push(b(`Chromium introuvable à ${opts.chromiumPath}.`, `Chromium not found at ${opts.chromiumPath}.`));
      try {
        if (chromium) {
          try {
            const child = opts.chromiumChild === undefined ? defaultChromiumChild() : opts.chromiumChild;
            const how = { chromiumPath: chromium, runtimeDir, timeoutMs: left() };
            rendered = await (child ? renderInChromiumChild(child, built.files, built.scriptHashes, how) : renderInChromium(built.files, built.scriptHashes, how));
          } catch (e) {
            if (e instanceof RenderTimeout || left() <= 0) throw e;
            limits.push(b(`Chromium n’a pas pu afficher l’application (${short(e)}) : repli sur jsdom.`, `Chromium could not display the app (${short(e)}): fell back to jsdom.`));
          }
        }
        if (!rendered && left() > 0) rendered = await renderInJsdom(built.files, { runtimeDir, timeoutMs: left() });
      } catch (e) {
        if (e instanceof RenderTimeout || left() <= 0) outOfTime(b('le rendu et l’accessibilité', 'rendering and accessibility'));
        else limits.push(b(`L’application n’a pas pu être rendue (${short(e)}).`, `The app could not be rendered (${short(e)}).`));
      }
      if (rendered) {
        engine = rendered.engine;
        limits.unshift(...LIMITS[rendered.engine]);
        if (rendered.axe) rgaa.push(...accessibility(rendered.axe, rendered.engine));
        if (rendered.errors.length) limits.push(b(`Erreurs à l’affichage : ${short(rendered.errors.join(' ; '))}`, `Errors on display: ${short(rendered.errors.join('; '))}`));
      }
    }
  }
  if (!audit.complete) outOfTime(b(`l’audit de ${audit.notAudited.length} fichier(s)`, `the audit of ${audit.notAudited.length} file(s)`));

  const controls: ComplianceControl[] = [
    privacyNotice(facts, rendered),
    consentBeforeStorage(facts, rendered),
    noThirdParty(facts, rendered),
    ...rgaa,
    ...anssiHygiene(audit, files, rendered, buildErrors),
  ];
  return { controls, accessibility_engine: engine, limits };
}

const short = (e: unknown) => {
  const s = (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '';
  return s.length > 160 ? `${s.slice(0, 159)}…` : s;
};
