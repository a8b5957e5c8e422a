import i18next, { type BackendModule, type Resource } from 'i18next';
import type { CustomTypeOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstVisitLanguage } from '@ov/shared/constants';
import { defineStored, oneOf } from './storage';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'ov_language';

// Every src/locales/<lang>/<namespace>.json is a namespace; a feature adds its own by adding a file.
// `common` and `errors` ship in the main bundle; the others load with the screen that uses them
// (useTranslation suspends until they arrive), which keeps the landing page small.
const EAGER = ['common', 'errors'];
const eagerFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/*/common.json', '../locales/*/errors.json'],
  { eager: true },
);
const lazyFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/*/common.json',
  '!../locales/*/errors.json',
]);

const parse = (path: string) => /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) as [string, string, string] | null;

export function eagerResources(): Resource {
  const resources: Resource = {};
  for (const [path, mod] of Object.entries(eagerFiles)) {
    const m = parse(path);
    if (m) (resources[m[1]] ??= {})[m[2]] = mod.default;
  }
  return resources;
}

/** Every namespace that exists (for tests and preloading). */
export const ALL_NAMESPACES = [
  ...new Set([...Object.keys(eagerFiles), ...Object.keys(lazyFiles)].map((p) => parse(p)?.[2]).filter((n): n is string => !!n)),
];

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = lazyFiles[`../locales/${lng}/${ns}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (m) => callback(null, m.default as Record<string, string>),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
    );
  },
};

export const isLanguage = (v: unknown): v is Language => v === 'fr' || v === 'en';

/** `ov_language` holds the bare code ('fr' | 'en'), as public/boot.js reads it. */
const storedLanguage = defineStored(LANGUAGE_KEY, oneOf(LANGUAGES), null, { raw: true });

/** Spec §3: ov_language if fr|en; otherwise French unless the browser language is not French. */
export function detectLanguage(): Language {
  return storedLanguage.read() ?? firstVisitLanguage(typeof navigator !== 'undefined' ? navigator.language : undefined);
}

export const i18n = i18next.createInstance();

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources: eagerResources(),
    partialBundledLanguages: true,
    lng: detectLanguage(),
    // Both catalogs hold every key (catalogs.test.ts), so no fallback language is loaded.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    defaultNS: 'common',
    ns: EAGER,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: true },
  });

const applyLang = (lng: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
};
applyLang(i18n.language);
i18n.on('languageChanged', applyLang);

export function setLanguage(lng: Language): void {
  storedLanguage.write(lng); // storage blocked: the choice lasts for this page only
  void i18n.changeLanguage(lng);
}

/**
 * A namespace's catalogue as a type (the French JSON, decision 146). Dynamic keys are typed with it instead of
 * `string`: `key: keyof Catalog<'common'>['sidebar']['items']` makes `t(\`sidebar.items.${key}\`)` checked.
 */
export type Catalog<Ns extends keyof CustomTypeOptions['resources']> = CustomTypeOptions['resources'][Ns];
