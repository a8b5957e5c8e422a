import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'ov_language';

// Every src/locales/<lang>/<namespace>.json is a namespace; features add theirs by adding a file.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

export function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, mod] of Object.entries(files)) {
    const m = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!m) continue;
    const [, lang, ns] = m as unknown as [string, string, string];
    (resources[lang] ??= {})[ns] = mod.default;
  }
  return resources;
}

export const isLanguage = (v: unknown): v is Language => v === 'fr' || v === 'en';

/** Spec §3: ov_language if fr|en; otherwise French unless the browser language is not French. */
export function detectLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage blocked: fall through
  }
  const nav = typeof navigator !== 'undefined' ? (navigator.language ?? 'fr') : 'fr';
  return nav.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: detectLanguage(),
  fallbackLng: 'fr',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const applyLang = (lng: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
};
applyLang(i18n.language);
i18n.on('languageChanged', applyLang);

export function setLanguage(lng: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  void i18n.changeLanguage(lng);
}
