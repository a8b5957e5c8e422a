import type { AppEntity, AppLang, AppSpec } from '@ov/shared';
import type { EntityText } from './app-src/lib/model';

/** Every text of a generated app, in its one language (issue 13: the interface in the prompt's language). */

export const cap = (s: string): string => (s ? s.charAt(0).toLocaleUpperCase('fr') + s.slice(1) : s);

/** French: "l'" before a vowel or a mute h; the article otherwise. */
function frDef(e: AppEntity): string {
  const s = e.singular;
  if (/^[aeiouyàâäéèêëîïôöûüœæ]/i.test(s) || /^h(ô|o)(pital|tel|raire|mme)/i.test(s)) return `l’${s}`;
  return `${e.gender === 'f' ? 'la' : 'le'} ${s}`;
}
function frDemonstrative(e: AppEntity): string {
  if (e.gender === 'f') return `cette ${e.singular}`;
  return `${/^[aeiouyàâäéèêëîïôöûüœæ]/i.test(e.singular) || /^h(ô|o)(pital|tel)/i.test(e.singular) ? 'cet' : 'ce'} ${e.singular}`;
}
function frIndef(e: AppEntity): string {
  return `${e.gender === 'f' ? 'une' : 'un'} ${e.singular}`;
}
function frNew(e: AppEntity): string {
  if (e.gender === 'f') return `Nouvelle ${e.singular}`;
  return `${/^[aeiouyàâäéèêëîïôöûüœæ]/i.test(e.singular) ? 'Nouvel' : 'Nouveau'} ${e.singular}`;
}
/** Past participle agreeing with the entity: "ajouté", "ajoutée". */
const frPp = (e: AppEntity, base: string) => base + (e.gender === 'f' ? 'e' : '');

/** English indefinite article by sound: "an alert", "a unit", "an hour", "a user". */
export function enArticle(word: string): string {
  const w = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^(uni|use|usu|uti|eu|one|once|ur[aeiou])/.test(w)) return 'a';
  if (/^[aeiou]/.test(w)) return 'an';
  if (/^[fhlmnrsx][A-Z0-9]*$/.test(word) && word === word.toUpperCase() && word.length <= 4) return 'an';
  return 'a';
}

/** The texts the generated screens read (app-src/lib/model.ts), with the agreement done. */
export type { EntityText };

export function entityText(e: AppEntity, lang: AppLang): EntityText {
  if (lang === 'fr') {
    const S = cap(e.singular);
    return {
      add: frNew(e),
      edit: `Modifier ${frDef(e)}`,
      empty: `${e.gender === 'f' ? 'Aucune' : 'Aucun'} ${e.singular}`,
      search: `Rechercher ${frIndef(e)}`,
      count: `{n} ${e.plural}`,
      countOne: `{n} ${e.singular}`,
      created: `${S} ${frPp(e, 'ajouté')}`,
      updated: `${S} ${frPp(e, 'modifié')}`,
      deleted: `${S} ${frPp(e, 'supprimé')}`,
      confirmDelete: `Supprimer ${frDemonstrative(e)} ?`,
    };
  }
  const S = cap(e.singular);
  return {
    add: `Add ${enArticle(e.singular)} ${e.singular}`,
    edit: `Edit ${e.singular}`,
    empty: `No ${e.plural}`,
    search: `Search ${e.plural}`,
    count: `{n} ${e.plural}`,
    countOne: `{n} ${e.singular}`,
    created: `${S} added`,
    updated: `${S} updated`,
    deleted: `${S} deleted`,
    confirmDelete: `Delete this ${e.singular}?`,
  };
}

export const UI = {
  fr: {
    lang: 'fr',
    save: 'Enregistrer',
    cancel: 'Annuler',
    edit: 'Modifier',
    delete: 'Supprimer',
    actions: 'Actions',
    required: 'Ce champ est obligatoire.',
    invalidNumber: 'Saisissez un nombre.',
    invalidEmail: 'Saisissez une adresse e-mail valide (nom@domaine.fr).',
    invalidTime: 'Saisissez une heure au format HH:MM.',
    invalidDate: 'Saisissez une date valide.',
    invalidUrl: 'Saisissez une adresse web commençant par https://.',
    invalidPhone: 'Saisissez un numéro de téléphone valide.',
    invalidCoordinates: 'Saisissez une latitude et une longitude séparées par une virgule (48.8566, 2.3522).',
    invalidPattern: 'Le format attendu est {p} (# un chiffre, A une lettre).',
    tooLow: 'La valeur doit être supérieure ou égale à {n}.',
    tooHigh: 'La valeur doit être inférieure ou égale à {n}.',
    yes: 'Oui',
    no: 'Non',
    all: 'Tous',
    filterBy: 'Filtrer par',
    sortBy: 'Trier par',
    ascending: 'Croissant',
    descending: 'Décroissant',
    exportCsv: 'Exporter CSV',
    print: 'Imprimer / PDF',
    importCsv: 'Importer CSV',
    imported: '{n} ligne(s) importée(s)',
    next: 'Suivant',
    previous: 'Précédent',
    step: 'Étape {n} sur {total}',
    total: 'Total',
    sum: 'Somme',
    average: 'Moyenne',
    chartOf: 'Graphique',
    by: 'par',
    map: 'Carte',
    calendar: 'Calendrier',
    noDate: 'Sans date',
    close: 'Fermer',
    choose: '— Choisir —',
    formErrors: 'Le formulaire contient des erreurs : corrigez les champs signalés.',
  },
  en: {
    lang: 'en',
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    actions: 'Actions',
    required: 'This field is required.',
    invalidNumber: 'Enter a number.',
    invalidEmail: 'Enter a valid email address (name@domain.com).',
    invalidTime: 'Enter a time as HH:MM.',
    invalidDate: 'Enter a valid date.',
    invalidUrl: 'Enter a web address starting with https://.',
    invalidPhone: 'Enter a valid phone number.',
    invalidCoordinates: 'Enter a latitude and a longitude separated by a comma (51.5072, -0.1276).',
    invalidPattern: 'The expected format is {p} (# a digit, A a letter).',
    tooLow: 'The value must be at least {n}.',
    tooHigh: 'The value must be at most {n}.',
    yes: 'Yes',
    no: 'No',
    all: 'All',
    filterBy: 'Filter by',
    sortBy: 'Sort by',
    ascending: 'Ascending',
    descending: 'Descending',
    exportCsv: 'Export CSV',
    print: 'Print / PDF',
    importCsv: 'Import CSV',
    imported: '{n} row(s) imported',
    next: 'Next',
    previous: 'Previous',
    step: 'Step {n} of {total}',
    total: 'Total',
    sum: 'Total',
    average: 'Average',
    chartOf: 'Chart',
    by: 'by',
    map: 'Map',
    calendar: 'Calendar',
    noDate: 'No date',
    close: 'Close',
    choose: '— Choose —',
    formErrors: 'The form has errors: correct the fields shown.',
  },
} as const;

const MARKINGS: Record<Exclude<AppSpec['classification'], 'none'>, { fr: string; en: string }> = {
  diffusion_restreinte: { fr: 'DIFFUSION RESTREINTE', en: 'RESTRICTED' },
  confidentiel: { fr: 'CONFIDENTIEL', en: 'CONFIDENTIAL' },
  secret: { fr: 'SECRET', en: 'SECRET' },
};

export function shellText(spec: AppSpec) {
  const fr = spec.lang === 'fr';
  return {
    lang: spec.lang,
    title: spec.title,
    summary: spec.summary,
    classification: spec.classification === 'none' ? '' : MARKINGS[spec.classification][spec.lang],
    sections: 'Sections',
    overview: fr ? 'Tableau de bord' : 'Dashboard',
    journal: fr ? 'Journal des modifications' : 'Change log',
    journalEmpty: fr ? 'Aucune modification pour l’instant.' : 'No changes yet.',
    role: fr ? 'Rôle' : 'Role',
    theme: fr ? 'Thème clair' : 'Light theme',
    login: fr ? 'Se connecter' : 'Sign in',
    loginTitle: fr ? 'Connexion' : 'Sign in',
    user: fr ? 'Identifiant' : 'User name',
    password: fr ? 'Mot de passe' : 'Password',
    logout: fr ? 'Se déconnecter' : 'Sign out',
    footer:
      spec.kind === 'tool' || spec.entities.length === 0
        ? fr
          ? 'Généré hors ligne par Sentinel.'
          : 'Generated offline by Sentinel.'
        : fr
          ? 'Généré hors ligne par Sentinel — données d’exemple fictives.'
          : 'Generated offline by Sentinel — fictitious sample data.',
    recent: fr ? 'Derniers ajouts' : 'Latest',
    /** The privacy notice every generated app shows (decision 179): what it does with what the user enters. */
    privacy: fr
      ? 'Confidentialité : cette application ne collecte aucune donnée personnelle ; ce que vous saisissez reste dans cette page, n’est envoyé à personne et n’est pas conservé après sa fermeture (ni cookie, ni stockage dans le navigateur).'
      : 'Privacy: this application collects no personal data; what you enter stays in this page, is sent to no one and is not kept once it is closed (no cookies, no browser storage).',
  };
}
