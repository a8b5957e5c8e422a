import type { Locale } from '../types';

// Messages produced inside the worker, where i18next is not loaded; kept tiny and in both languages.
const catalog = {
  fr: {
    missingPackage: (pkg: string) =>
      `Le paquet « ${pkg} » n'est pas disponible dans l'aperçu. Paquets disponibles : {list}.`,
    notFound: (spec: string, from: string) => `Impossible de trouver « ${spec} » (importé depuis ${from}).`,
    noEntry: () =>
      "Aucun point d'entrée : ajoutez index.html avec src/main.tsx, un fichier App.tsx, ou une page index.html.",
    bundlerFailed: (msg: string) => `Le bundler n'a pas pu démarrer : ${msg}`,
  },
  en: {
    missingPackage: (pkg: string) => `Package "${pkg}" is not available in the preview. Available packages: {list}.`,
    notFound: (spec: string, from: string) => `Cannot find "${spec}" (imported from ${from}).`,
    noEntry: () => 'No entry point: add index.html with src/main.tsx, an App.tsx file, or an index.html page.',
    bundlerFailed: (msg: string) => `The bundler could not start: ${msg}`,
  },
} as const;

export function messages(locale: Locale) {
  return catalog[locale] ?? catalog.fr;
}
