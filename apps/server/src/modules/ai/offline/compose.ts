import type { GeneratedFile } from '@ov/shared';
import type { Analysis, Lang } from './analyze';
import { moduleTemplate, type ModuleTemplate } from './react-modules';
import { buildSampleData, type SampleData } from './sample-data';

export type ComposedApp = {
  files: GeneratedFile[];
  description: string;
  features: string[];
  techStack: string[];
  appType: string;
};

const COMMON_LABELS = {
  fr: {
    app_classification: 'DIFFUSION RESTREINTE',
    app_language: 'English',
    app_languageLabel: "Passer l'interface en anglais",
    app_sections: 'Sections',
    app_footer: 'Généré hors ligne par Sentinel — données fictives de démonstration.',
    status_active: 'Opérationnel',
    status_standby: 'En veille',
    status_maintenance: 'Maintenance',
    status_offline: 'Hors ligne',
    severity_critical: 'Critique',
    severity_high: 'Élevée',
    severity_medium: 'Moyenne',
    severity_low: 'Faible',
  },
  en: {
    app_classification: 'RESTRICTED',
    app_language: 'Français',
    app_languageLabel: 'Switch the interface to French',
    app_sections: 'Sections',
    app_footer: 'Generated offline by Sentinel — fictitious demo data.',
    status_active: 'Operational',
    status_standby: 'Standby',
    status_maintenance: 'Maintenance',
    status_offline: 'Offline',
    severity_critical: 'Critical',
    severity_high: 'High',
    severity_medium: 'Medium',
    severity_low: 'Low',
  },
};

const TAB_LABELS: Record<string, { fr: string; en: string }> = {
  Dashboard: { fr: 'Tableau de bord', en: 'Dashboard' },
  AlertMonitor: { fr: 'Alertes', en: 'Alerts' },
  AssetTable: { fr: 'Registre', en: 'Register' },
  ZoneMap: { fr: 'Carte', en: 'Map' },
  Tracker: { fr: 'Suivi', en: 'Tracking' },
  Inventory: { fr: 'Inventaire', en: 'Inventory' },
  Wizard: { fr: 'Formulaire', en: 'Form' },
  AccessControl: { fr: 'Accès', en: 'Access' },
  Messaging: { fr: 'Messagerie', en: 'Messaging' },
  Budget: { fr: 'Budget', en: 'Budget' },
  Reports: { fr: 'Rapports', en: 'Reports' },
};

const json = (value: unknown) => JSON.stringify(value, null, 2);

function i18nFile(mods: ModuleTemplate[], title: { fr: string; en: string }, lang: Lang): string {
  const fr: Record<string, string> = { app_title: title.fr, ...COMMON_LABELS.fr };
  const en: Record<string, string> = { app_title: title.en, ...COMMON_LABELS.en };
  for (const m of mods) {
    Object.assign(fr, m.labels.fr);
    Object.assign(en, m.labels.en);
    fr['tab_' + m.component] = TAB_LABELS[m.component]!.fr;
    en['tab_' + m.component] = TAB_LABELS[m.component]!.en;
  }
  return `import { createContext, useContext } from 'react';

export type Lang = 'fr' | 'en';

/** The language of the original request; the header button switches to the other one. */
export const DEFAULT_LANG: Lang = '${lang}';

const fr: Record<string, string> = ${json(fr)};

const en: Record<string, string> = ${json(en)};

export const messages: Record<Lang, Record<string, string>> = { fr, en };

export const LangContext = createContext<Lang>(DEFAULT_LANG);

export function useLang(): Lang {
  return useContext(LangContext);
}

export function useT(): (key: string) => string {
  const lang = useLang();
  return (key) => messages[lang][key] ?? key;
}
`;
}

const TYPES_FILE = `export const STATUSES = ['active', 'standby', 'maintenance', 'offline'] as const;
export type Status = (typeof STATUSES)[number];

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

export type Bilingual = { fr: string; en: string };
export type Priority = 'high' | 'medium' | 'low';
export type TaskStatus = 'todo' | 'doing' | 'done';

export type Item = {
  id: string;
  name: string;
  /** index into \`kinds\` */
  kind: number;
  status: Status;
  location: string;
  /** zone column and row on the map grid */
  x: number;
  y: number;
  readiness: number;
  quantity: number;
  threshold: number;
  updatedAt: string;
};

export type Alert = {
  id: string;
  title: Bilingual;
  severity: Severity;
  recordId: string;
  location: string;
  minutesAgo: number;
  acknowledged: boolean;
};

export type Task = { id: string; title: Bilingual; priority: Priority; status: TaskStatus; assignee: string };
export type BudgetLine = { id: string; category: Bilingual; planned: number; spent: number };
export type User = { id: string; name: string; role: number; clearance: string; active: boolean };
export type Channel = { id: string; name: Bilingual };
export type Message = { id: string; channel: string; author: string; text: Bilingual; minutesAgo: number };
`;

function dataFile(d: SampleData, entityMany: { fr: string; en: string }): string {
  return `import type { Alert, Bilingual, BudgetLine, Channel, Item, Message, Task, User } from './types';

/** Fictitious sample data (${entityMany.fr} / ${entityMany.en}); replace with your API calls. */
export const kinds: Bilingual[] = ${json(d.kinds)};

export const records: Item[] = ${json(d.records)};

export const alerts: Alert[] = ${json(d.alerts)};

export const tasks: Task[] = ${json(d.tasks)};

export const budget: BudgetLine[] = ${json(d.budget)};

export const users: User[] = ${json(d.users)};

export const channels: Channel[] = ${json(d.channels)};

export const messages: Message[] = ${json(d.messages)};

export const people: string[] = ${json(d.people)};
`;
}

const STATUS_BADGE = `import type { Status } from '../types';
import { useT } from '../i18n';

export function StatusBadge({ status }: { status: Status }) {
  const t = useT();
  return <span className={'badge status-' + status}>{t('status_' + status)}</span>;
}
`;

function appFile(mods: ModuleTemplate[]): string {
  const imports = mods.map((m) => `import { ${m.component} } from './components/${m.component}';`).join('\n');
  const list = mods.map((m) => `  { id: '${m.component}', render: () => <${m.component} /> },`).join('\n');
  return `import { useState } from 'react';
import { Languages, Shield } from 'lucide-react';
import { DEFAULT_LANG, LangContext, messages, type Lang } from './i18n';
${imports}

const SECTIONS = [
${list}
];

export function App() {
  const [lang, setLang] = useState<Lang>(DEFAULT_LANG);
  const [active, setActive] = useState(SECTIONS[0]!.id);
  const t = (key: string) => messages[lang][key] ?? key;
  const section = SECTIONS.find((s) => s.id === active) ?? SECTIONS[0]!;

  return (
    <LangContext.Provider value={lang}>
      <div className="app" lang={lang}>
        <p className="classification">{t('app_classification')}</p>
        <header className="topbar">
          <h1><Shield aria-hidden size={22} /> {t('app_title')}</h1>
          <button type="button" className="ghost" aria-label={t('app_languageLabel')} onClick={() => setLang(lang === 'fr' ? 'en' : 'fr')}>
            <Languages aria-hidden size={16} /> {t('app_language')}
          </button>
        </header>
        {SECTIONS.length > 1 && (
          <nav className="tabs" role="tablist" aria-label={t('app_sections')}>
            {SECTIONS.map((s) => (
              <button key={s.id} type="button" role="tab" aria-selected={s.id === active} className={s.id === active ? 'tab active' : 'tab'} onClick={() => setActive(s.id)}>
                {t('tab_' + s.id)}
              </button>
            ))}
          </nav>
        )}
        <main>{section.render()}</main>
        <footer className="muted">{t('app_footer')}</footer>
      </div>
    </LangContext.Provider>
  );
}
`;
}

const MAIN_FILE = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

export const REACT_CSS = `:root {
  color-scheme: dark;
  --bg: #0b1220;
  --panel: #111a2e;
  --card: #16213a;
  --line: #24324f;
  --text: #e2e8f0;
  --muted: #94a3b8;
  --accent: #38bdf8;
  --danger: #f87171;
  --warn: #f59e0b;
  --ok: #34d399;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); }
.app { max-width: 1200px; margin: 0 auto; padding: 0 16px 32px; }
.classification { margin: 0 -16px; padding: 4px; text-align: center; font-size: 12px; font-weight: 700; letter-spacing: .08em; background: #7f1d1d; color: #fee2e2; }
.topbar { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 16px 0; }
.topbar h1 { display: flex; align-items: center; gap: 8px; margin: 0; font-size: 1.4rem; }
.tabs { display: flex; flex-wrap: wrap; gap: 4px; border-bottom: 1px solid var(--line); margin-bottom: 16px; }
.tab { background: transparent; border: 0; border-bottom: 2px solid transparent; border-radius: 0; color: var(--muted); }
.tab.active { color: var(--text); border-bottom-color: var(--accent); }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 16px; margin-bottom: 16px; }
.panel-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 12px; }
.panel h2 { display: flex; align-items: center; gap: 8px; margin: 0; font-size: 1.15rem; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 12px; margin: 0 0 12px; }
.card h3, figcaption { margin: 0 0 8px; font-size: .95rem; color: var(--muted); }
.kpis { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 12px; margin-bottom: 12px; }
.kpi { display: grid; gap: 4px; background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 12px; color: var(--muted); }
.kpi strong { font-size: 1.6rem; color: var(--text); }
.grid-2 { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 12px; }
.toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.inline { display: inline-flex; align-items: center; gap: 6px; color: var(--muted); }
button { display: inline-flex; align-items: center; gap: 6px; padding: 6px 12px; border-radius: 8px; border: 1px solid var(--accent); background: var(--accent); color: #04111f; font: inherit; cursor: pointer; }
button.ghost { background: transparent; color: var(--text); border-color: var(--line); }
button:disabled { opacity: .5; cursor: not-allowed; }
button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
input, select, textarea { padding: 6px 8px; border-radius: 8px; border: 1px solid var(--line); background: #0f172a; color: var(--text); font: inherit; }
textarea { min-height: 80px; width: 100%; }
table { width: 100%; border-collapse: collapse; font-size: .92rem; }
th, td { text-align: left; padding: 8px; border-bottom: 1px solid var(--line); }
th { color: var(--muted); font-weight: 600; }
tr.over td, tr.disabled td { color: var(--muted); }
.list, .alerts, .stock, .columns ul, .channels, .thread ul, .log { list-style: none; margin: 0; padding: 0; }
.list li, .stock li, .alert { display: flex; align-items: center; gap: 8px; padding: 8px 0; border-bottom: 1px solid var(--line); }
.alert.acked { opacity: .6; }
.alert { border-left: 3px solid transparent; padding-left: 8px; }
.alert-critical { border-left-color: #f87171; }
.alert-high { border-left-color: #f59e0b; }
.alert-medium { border-left-color: #60a5fa; }
.alert-low { border-left-color: #34d399; }
.grow { flex: 1; }
.muted { color: var(--muted); font-weight: 400; }
.mono { font-family: ui-monospace, monospace; }
.badge { display: inline-block; padding: 2px 8px; border-radius: 999px; font-size: .75rem; background: var(--line); color: var(--text); }
.status-active, .sev-low { background: #064e3b; color: #a7f3d0; }
.status-standby, .sev-medium { background: #1e3a8a; color: #bfdbfe; }
.status-maintenance, .sev-high { background: #78350f; color: #fde68a; }
.status-offline, .sev-critical { background: #7f1d1d; color: #fecaca; }
.prio-high { background: #7f1d1d; color: #fecaca; }
.prio-medium { background: #78350f; color: #fde68a; }
.prio-low { background: #064e3b; color: #a7f3d0; }
.empty { color: var(--muted); font-style: italic; }
.errors, .error { color: var(--danger); }
.errors { margin: 0 0 12px; }
.success { color: var(--ok); }
.neg { color: var(--danger) !important; }
.form-row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px; }
.form-row label, .field label { display: grid; gap: 4px; color: var(--muted); }
.field { display: grid; gap: 4px; margin-bottom: 12px; }
.columns { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; }
.column { background: var(--card); border-radius: 10px; padding: 8px; }
.task { display: flex; align-items: center; gap: 6px; padding: 6px; border-bottom: 1px solid var(--line); font-size: .9rem; }
.zone-grid { display: grid; gap: 4px; }
.zone-row { display: grid; grid-template-columns: repeat(6, 1fr); gap: 4px; }
.zone { justify-content: space-between; min-height: 56px; color: var(--text); border-color: var(--line); }
.zone.lvl-low { background: #0f2a22; }
.zone.lvl-medium { background: #172554; }
.zone.lvl-high { background: #451a03; }
.zone.lvl-critical { background: #450a0a; }
.zone.selected { outline: 2px solid var(--accent); }
.pin { display: inline-flex; align-items: center; gap: 2px; font-size: .75rem; }
.steps { display: flex; gap: 16px; padding: 0; list-style: none; color: var(--muted); }
.steps .current { color: var(--accent); font-weight: 700; }
.steps .done { color: var(--ok); }
progress { width: 100%; margin-bottom: 12px; }
.summary { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
.summary dt { color: var(--muted); }
.summary dd { margin: 0; }
.chat { display: grid; grid-template-columns: 200px 1fr; gap: 12px; }
.channels button { width: 100%; margin-bottom: 4px; }
.channels button.selected { background: var(--accent); }
.message { padding: 8px 0; border-bottom: 1px solid var(--line); }
.message p { margin: 4px 0 0; }
.composer { display: flex; gap: 8px; margin-top: 12px; }
.composer input { flex: 1; }
.log li { font-size: .85rem; padding: 4px 0; border-bottom: 1px solid var(--line); }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
footer { margin-top: 24px; font-size: .8rem; }
@media (max-width: 768px) { .columns, .chat { grid-template-columns: 1fr; } }
`;

function readme(a: Analysis, title: string, features: string[], plain: boolean): string {
  const fr = a.lang === 'fr';
  const lines = fr
    ? [
        `# ${title}`,
        '',
        'Application générée hors ligne par Sentinel à partir de la demande :',
        '',
        `> ${a.title}`,
        '',
        '## Fonctionnalités',
        ...features.map((f) => `- ${f}`),
        '',
        '## Lancer le projet',
        plain ? 'Ouvrez `index.html` dans un navigateur.' : '`npm install` puis `npm run dev`.',
        '',
        '## Sécurité',
        '- Aucune donnée n’est envoyée à un service externe ; les données d’exemple sont fictives.',
        '- Les textes saisis sont rendus comme du texte (pas de HTML injecté).',
        '- Interface en français et en anglais, contrôles nommés pour les lecteurs d’écran (RGAA).',
      ]
    : [
        `# ${title}`,
        '',
        'Application generated offline by Sentinel from the request:',
        '',
        `> ${a.title}`,
        '',
        '## Features',
        ...features.map((f) => `- ${f}`),
        '',
        '## Run it',
        plain ? 'Open `index.html` in a browser.' : '`npm install` then `npm run dev`.',
        '',
        '## Security',
        '- No data is sent to any external service; the sample data is fictitious.',
        '- User input is rendered as text (no injected HTML).',
        '- French and English interface, controls named for screen readers (WCAG 2.1 AA).',
      ];
  return lines.join('\n') + '\n';
}

export function composeReactApp(a: Analysis): ComposedApp {
  const mods = a.modules.map((k) => moduleTemplate(k, a.entity));
  const data = buildSampleData(a);
  const usesCharts = mods.some((m) => m.usesCharts);
  const title = { fr: a.title, en: a.title };
  const features = mods.map((m) => m.feature[a.lang]);
  features.push(a.lang === 'fr' ? 'Interface bilingue français / anglais' : 'Bilingual French / English interface');

  const dependencies: Record<string, string> = { react: '^19.0.0', 'react-dom': '^19.0.0', 'lucide-react': '^1.0.0' };
  if (usesCharts) dependencies.recharts = '^3.0.0';
  const pkg = {
    name: slug(a.title) || 'sentinel-app',
    private: true,
    version: '0.1.0',
    type: 'module',
    scripts: { dev: 'vite', build: 'tsc --noEmit && vite build' },
    dependencies,
    devDependencies: { '@types/react': '^19.0.0', '@types/react-dom': '^19.0.0', '@vitejs/plugin-react': '^5.0.0', typescript: '^5.8.0', vite: '^7.0.0' },
  };
  const htmlTitle = escapeHtml(a.title);
  const files: GeneratedFile[] = [
    {
      path: 'index.html',
      content: `<!doctype html>
<html lang="${a.lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${htmlTitle}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    },
    { path: 'src/main.tsx', content: MAIN_FILE },
    { path: 'src/App.tsx', content: appFile(mods) },
    { path: 'src/i18n.ts', content: i18nFile(mods, title, a.lang) },
    { path: 'src/types.ts', content: TYPES_FILE },
    { path: 'src/data.ts', content: dataFile(data, { fr: a.entity.fr.many, en: a.entity.en.many }) },
    { path: 'src/components/StatusBadge.tsx', content: STATUS_BADGE },
    ...mods.map((m) => ({ path: `src/components/${m.component}.tsx`, content: m.code })),
    { path: 'src/styles.css', content: REACT_CSS },
    { path: 'src/vite-env.d.ts', content: "declare module '*.css';\n" },
    { path: 'package.json', content: json(pkg) + '\n' },
    {
      path: 'tsconfig.json',
      content:
        json({
          compilerOptions: { target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true, noUncheckedIndexedAccess: true, skipLibCheck: true, noEmit: true },
          include: ['src'],
        }) + '\n',
    },
    { path: 'README.md', content: readme(a, a.title, features, false) },
  ];
  const fr = a.lang === 'fr';
  const description = fr
    ? `Application React + TypeScript « ${a.title} » : ${mods.length} module(s) (${mods.map((m) => TAB_LABELS[m.component]!.fr.toLowerCase()).join(', ')}) autour des ${a.entity.fr.many}, avec données d'exemple, filtres et validation.`
    : `React + TypeScript application "${a.title}": ${mods.length} module(s) (${mods.map((m) => TAB_LABELS[m.component]!.en.toLowerCase()).join(', ')}) around ${a.entity.en.many}, with sample data, filters and validation.`;
  return {
    files,
    description,
    features,
    techStack: ['React 19', 'TypeScript', 'CSS', 'lucide-react', ...(usesCharts ? ['recharts'] : [])],
    appType: a.modules[0] === 'dashboard' && a.modules[1] ? a.modules[1] : a.modules[0]!,
  };
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
