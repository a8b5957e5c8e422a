// Typed translation keys: t('unknown.key') fails typecheck. The French catalogues are the reference (catalogs.test.ts
// keeps English equal). See docs/decisions/146-typed-translation-keys.md.
import 'i18next';
import type auth from './fr/auth.json';
import type builder from './fr/builder.json';
import type chat from './fr/chat.json';
import type common from './fr/common.json';
import type credits from './fr/credits.json';
import type dashboard from './fr/dashboard.json';
import type deploy from './fr/deploy.json';
import type editor from './fr/editor.json';
import type errors from './fr/errors.json';
import type info from './fr/info.json';
import type landing from './fr/landing.json';
import type preview from './fr/preview.json';
import type profile from './fr/profile.json';
import type projects from './fr/projects.json';
import type settings from './fr/settings.json';
import type store from './fr/store.json';
import type templates from './fr/templates.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      builder: typeof builder;
      chat: typeof chat;
      common: typeof common;
      credits: typeof credits;
      dashboard: typeof dashboard;
      deploy: typeof deploy;
      editor: typeof editor;
      errors: typeof errors;
      info: typeof info;
      landing: typeof landing;
      preview: typeof preview;
      profile: typeof profile;
      projects: typeof projects;
      settings: typeof settings;
      store: typeof store;
      templates: typeof templates;
    };
    returnNull: false;
  }
}
