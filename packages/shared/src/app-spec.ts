import { z } from 'zod';

/**
 * What the AI understood of a request to build an app: the "app description" (issue 13). The offline
 * generator reads a prompt into an AppSpec, generates the files from it, keeps it with the project, and
 * changes it when the user gives an instruction ("ajoute un champ date de naissance"); the app is then
 * generated again and merged with the user's own edits. Everything the generated app shows comes from
 * here, in the app's one language (`lang`).
 */

export const APP_LANGS = ['fr', 'en'] as const;
export type AppLang = (typeof APP_LANGS)[number];

/** The type of a field, which decides its input, validation, sample data, formatting and filters. */
export const FIELD_TYPES = [
  'text', // short text (a name, a subject)
  'longtext', // several lines (a description, a comment)
  'number',
  'money', // euros unless `unit` says otherwise
  'percent',
  'date',
  'time',
  'datetime',
  'duration', // minutes
  'enum', // one of `options`
  'boolean',
  'person', // a person's name
  'place', // a place or an address
  'coordinates', // latitude, longitude
  'identifier', // a badge, registration or serial number; `pattern` gives its shape
  'email',
  'phone',
  'url',
  'file', // a file name (the preview has no storage of its own)
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

const key = z.string().regex(/^[a-z][a-zA-Z0-9]{0,39}$/, 'camelCase ASCII identifier');
const label = z.string().trim().min(1).max(80);

export const appFieldSchema = z.strictObject({
  /** Identifier in the code (camelCase ASCII), stable across edits. */
  key,
  /** As the user named it, in the app's language, with its case ("Heure d'entrée"). */
  label,
  type: z.enum(FIELD_TYPES),
  required: z.boolean().default(false),
  /** Values of an enumeration, in the app's language. */
  options: z.array(label).max(20).optional(),
  /** Unit shown beside a number ("km", "kg", "€"). */
  unit: z.string().max(12).optional(),
  /** Shape of an identifier, e.g. "BDG-####" (# a digit, A a letter). */
  pattern: z.string().max(24).optional(),
});
export type AppField = z.infer<typeof appFieldSchema>;

/** What the user can do with an entity's records. */
export const ENTITY_FEATURES = [
  'search',
  'filters', // filter on enumeration and boolean fields
  'sort',
  'create',
  'edit',
  'delete',
  'export_csv',
  'export_pdf', // print view (window.print) in the preview
  'import_csv',
  'chart',
  'map', // needs a coordinates or place field
  'calendar', // needs a date or date-time field
  'stats', // counters above the list
  'wizard', // the form in several steps
  'notifications', // toasts on create, edit, delete and on thresholds
] as const;
export type EntityFeature = (typeof ENTITY_FEATURES)[number];

export const appChartSchema = z.strictObject({
  /** Counts (or sums `measure`) of records grouped by this field (an enum, a date or a person...). */
  by: key,
  measure: key.optional(),
  kind: z.enum(['bar', 'line', 'pie']).default('bar'),
});
export type AppChart = z.infer<typeof appChartSchema>;

export const appEntitySchema = z.strictObject({
  key,
  /** Singular and plural as the user would read them ("visiteur", "visiteurs"). */
  singular: label,
  plural: label,
  /** French grammatical gender, for agreement ("Nouvelle alerte", "Nouveau visiteur"). */
  gender: z.enum(['m', 'f']).optional(),
  fields: z.array(appFieldSchema).min(1).max(30),
  /** The field that names a record in lists and titles. */
  titleField: key.optional(),
  features: z.array(z.enum(ENTITY_FEATURES)).max(ENTITY_FEATURES.length).default([]),
  sort: z.strictObject({ field: key, dir: z.enum(['asc', 'desc']) }).optional(),
  charts: z.array(appChartSchema).max(6).default([]),
  /** Another entity this one points to (an "intervention" of a "véhicule"): `field` holds the other's id. */
  relations: z.array(z.strictObject({ field: key, entity: key })).max(5).default([]),
  /** How many sample records to make. */
  sampleSize: z.number().int().min(0).max(200).default(12),
});
export type AppEntity = z.infer<typeof appEntitySchema>;

/** Small self-contained apps that are not records (issue 13: "tools get their own small, correct apps"). */
export const TOOL_KINDS = [
  'timer',
  'stopwatch',
  'countdown',
  'chess_clock',
  'calculator',
  'quiz',
  'checklist',
  'unit_converter',
  'booking',
  'kanban',
  'notes',
  'pomodoro',
  'dice',
  'password_generator',
] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

export const APP_KINDS = ['records', 'dashboard', 'tool'] as const;
export type AppKind = (typeof APP_KINDS)[number];

export const APP_DOMAINS = ['defense', 'security', 'government', 'civil'] as const;
export type AppDomain = (typeof APP_DOMAINS)[number];

export const APP_ROLES_FEATURES = ['roles', 'audit_log', 'auth_screen', 'dark_mode', 'i18n_switch'] as const;

export const appSpecSchema = z.strictObject({
  version: z.literal(1),
  lang: z.enum(APP_LANGS),
  kind: z.enum(APP_KINDS),
  /** Set when kind is "tool". */
  tool: z.enum(TOOL_KINDS).optional(),
  /** Whole title, never cut mid-phrase ("Registre des visiteurs du ministère"). */
  title: z.string().trim().min(1).max(120),
  /** One sentence saying what the app does. */
  summary: z.string().max(400).default(''),
  domain: z.enum(APP_DOMAINS),
  /** Only when the prompt is about classified work: shows a classification banner. */
  classification: z.enum(['none', 'diffusion_restreinte', 'confidentiel', 'secret']).default('none'),
  entities: z.array(appEntitySchema).max(6).default([]),
  /** App-wide features. */
  features: z.array(z.enum(APP_ROLES_FEATURES)).max(APP_ROLES_FEATURES.length).default([]),
  /** User roles named in the prompt ("opérateur", "superviseur"). */
  roles: z.array(label).max(8).default([]),
  /** Tool settings, free-form per tool (quiz questions, converter units, checklist items...). */
  toolOptions: z.record(z.string(), z.unknown()).optional(),
  /** What was asked that this app does not do, in the app's language, said to the user. */
  notDone: z.array(z.string().max(300)).max(20).default([]),
  /** Seed of the sample data, so the same description always gives the same app. */
  seed: z.number().int().min(0).max(0xffffffff),
});
export type AppSpec = z.infer<typeof appSpecSchema>;
export type AppSpecInput = z.input<typeof appSpecSchema>;
