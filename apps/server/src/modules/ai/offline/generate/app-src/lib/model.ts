/** The shapes every generated screen reads: an entity's fields, features and texts, in the app's one language. */
export type FieldType =
  | 'text'
  | 'longtext'
  | 'number'
  | 'money'
  | 'percent'
  | 'date'
  | 'time'
  | 'datetime'
  | 'duration'
  | 'enum'
  | 'boolean'
  | 'person'
  | 'place'
  | 'coordinates'
  | 'identifier'
  | 'email'
  | 'phone'
  | 'url'
  | 'file';

export type Lang = 'fr' | 'en';

export interface FieldDef {
  key: string;
  label: string;
  type: FieldType;
  required: boolean;
  options?: string[];
  unit?: string;
  /** Shape of an identifier: # a digit, A a letter, anything else as is. */
  pattern?: string;
  /** Key of the entity this field points to (its value is that record's id). */
  ref?: string;
}

export type Feature =
  | 'search'
  | 'filters'
  | 'sort'
  | 'create'
  | 'edit'
  | 'delete'
  | 'export_csv'
  | 'export_pdf'
  | 'import_csv'
  | 'chart'
  | 'map'
  | 'calendar'
  | 'stats'
  | 'wizard'
  | 'notifications';

export interface ChartDef {
  by: string;
  measure?: string;
  kind: 'bar' | 'line' | 'pie';
}

/** Texts that depend on the entity's name, with the agreement already done ("Nouvelle alerte", "Add an item"). */
export interface EntityText {
  add: string;
  edit: string;
  empty: string;
  search: string;
  /** "{n} visiteurs" */
  count: string;
  /** "1 visiteur" (also 0 in French) */
  countOne: string;
  deleted: string;
  created: string;
  updated: string;
  confirmDelete: string;
}

export interface EntityDef {
  key: string;
  singular: string;
  plural: string;
  fields: FieldDef[];
  titleField: string;
  features: Feature[];
  sort?: { field: string; dir: 'asc' | 'desc' };
  charts: ChartDef[];
  text: EntityText;
  /** File name of the CSV export, without extension. */
  fileName: string;
}

export type Row = { id: string } & Record<string, unknown>;

/** Interface texts shared by every screen, in the app's language. */
export interface UiText {
  lang: Lang;
  save: string;
  cancel: string;
  edit: string;
  delete: string;
  actions: string;
  required: string;
  invalidNumber: string;
  invalidEmail: string;
  invalidTime: string;
  invalidDate: string;
  invalidUrl: string;
  invalidPhone: string;
  invalidCoordinates: string;
  invalidPattern: string;
  tooLow: string;
  tooHigh: string;
  yes: string;
  no: string;
  all: string;
  filterBy: string;
  sortBy: string;
  ascending: string;
  descending: string;
  exportCsv: string;
  print: string;
  importCsv: string;
  imported: string;
  next: string;
  previous: string;
  step: string;
  total: string;
  sum: string;
  average: string;
  chartOf: string;
  by: string;
  map: string;
  calendar: string;
  noDate: string;
  close: string;
  choose: string;
  formErrors: string;
}

/** Texts of the frame around the screens. */
export interface ShellText {
  lang: Lang;
  title: string;
  summary: string;
  /** Marking shown in a banner; empty when the work is not classified. */
  classification: string;
  sections: string;
  overview: string;
  journal: string;
  journalEmpty: string;
  role: string;
  theme: string;
  login: string;
  loginTitle: string;
  user: string;
  password: string;
  logout: string;
  footer: string;
  recent: string;
  /** The privacy notice, always shown (RGPD). */
  privacy: string;
}

/** The language's locale for Intl. */
export const locale = (lang: Lang): string => (lang === 'fr' ? 'fr-FR' : 'en-GB');
