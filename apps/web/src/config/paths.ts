/** Route builders: the one place that spells the app's paths. */
export const paths = {
  home: '/',
  auth: '/auth',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  editor: '/editor',
  /** The editor opened on one saved project (decision 110). */
  editorProject: (id: string) => `/editor?project=${encodeURIComponent(id)}`,
  codeEditor: '/code-editor',
  builder: '/builder',
  store: '/store',
  marketplace: '/marketplace',
  quantumCore: '/quantum-core',
  preview: '/preview',
  chat: '/chat',
  profile: '/profile',
  accountSecurity: '/account/security',
  admin: '/admin',
  projects: '/projects',
  projectNew: '/projects/new',
  project: (id: string) => `/projects/${encodeURIComponent(id)}`,
  templates: (kind: 'security' | 'defense' | 'docs') => `/projects/${kind}`,
  credits: '/credits',
  settings: '/settings',
  terminal: '/terminal',
  database: '/database',
  deploy: '/deploy',
  info: (slug: string) => `/${slug}`,
} as const;

export const INFO_SLUGS = [
  'cybersecurity',
  'defense',
  'government',
  'enterprise',
  'research',
  'guide',
  'tutorials',
  'examples',
  'community',
  'support',
  'about',
  'careers',
  'press',
  'partners',
  'contact',
  'privacy',
  'terms',
  'security',
  'compliance',
  'status',
] as const;
export type InfoSlug = (typeof INFO_SLUGS)[number];

/** Fictional contact details used consistently by About, Contact, Support and the footer (decision 021). */
export const CONTACT = {
  email: 'support@ov-sentinel.example',
  phones: ['+225 27 20 00 00 00', '+225 07 00 00 00 00'],
  city: 'Abidjan, Côte d’Ivoire',
} as const;
