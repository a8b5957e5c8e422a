import { appSpecSchema, type AppSpec, type AppSpecInput } from '@ov/shared';

/** Hand-made app descriptions for the generator's tests (independent of the understanding step). */
export const spec = (s: Omit<AppSpecInput, 'version'>): AppSpec => appSpecSchema.parse({ version: 1, ...s });

export const VISITORS = spec({
  lang: 'fr',
  kind: 'records',
  title: 'Registre des visiteurs du ministère',
  summary: 'Enregistre les visiteurs, leur badge et leurs heures d’entrée et de sortie.',
  domain: 'government',
  entities: [
    {
      key: 'visitor',
      singular: 'visiteur',
      plural: 'visiteurs',
      gender: 'm',
      fields: [
        { key: 'name', label: 'Nom', type: 'person', required: true },
        { key: 'badge', label: 'Badge', type: 'identifier', pattern: 'BDG-####', required: true },
        { key: 'entryTime', label: 'Heure d’entrée', type: 'time', required: true },
        { key: 'exitTime', label: 'Heure de sortie', type: 'time' },
      ],
      features: ['export_csv'],
    },
  ],
  seed: 42,
});

export const ALERTS = spec({
  lang: 'fr',
  kind: 'dashboard',
  title: 'Suivi des alertes de sécurité de la base aérienne',
  domain: 'defense',
  classification: 'diffusion_restreinte',
  entities: [
    {
      key: 'alert',
      singular: 'alerte',
      plural: 'alertes',
      gender: 'f',
      fields: [
        { key: 'title', label: 'Titre', type: 'text', required: true },
        { key: 'severity', label: 'Gravité', type: 'enum', options: ['Critique', 'Élevée', 'Moyenne', 'Faible'], required: true },
        { key: 'reportedAt', label: 'Signalée le', type: 'datetime' },
        { key: 'position', label: 'Position', type: 'coordinates' },
        { key: 'acknowledged', label: 'Acquittée', type: 'boolean' },
      ],
      features: ['search', 'filters', 'map', 'calendar', 'export_pdf'],
      sort: { field: 'severity', dir: 'asc' },
      charts: [{ by: 'severity', kind: 'bar' }],
    },
  ],
  features: ['roles', 'audit_log'],
  roles: ['superviseur', 'opérateur'],
  seed: 7,
});

export const FLEET = spec({
  lang: 'en',
  kind: 'records',
  title: 'Fleet maintenance tracker',
  domain: 'civil',
  entities: [
    {
      key: 'vehicle',
      singular: 'vehicle',
      plural: 'vehicles',
      fields: [
        { key: 'registration', label: 'Registration', type: 'identifier', pattern: 'AA##AAA', required: true },
        { key: 'model', label: 'Model', type: 'text' },
        { key: 'mileage', label: 'Mileage', type: 'number', unit: 'km' },
      ],
      titleField: 'registration',
    },
    {
      key: 'intervention',
      singular: 'intervention',
      plural: 'interventions',
      fields: [
        { key: 'vehicleId', label: 'Vehicle', type: 'text', required: true },
        { key: 'date', label: 'Date', type: 'date', required: true },
        { key: 'cost', label: 'Cost', type: 'money' },
        { key: 'email', label: 'Technician email', type: 'email' },
        { key: 'status', label: 'Status', type: 'enum', options: ['Planned', 'Done'] },
      ],
      relations: [{ field: 'vehicleId', entity: 'vehicle' }],
      features: ['chart', 'wizard', 'import_csv'],
      charts: [{ by: 'date', measure: 'cost', kind: 'line' }],
    },
  ],
  features: ['dark_mode'],
  seed: 3,
});

export const CHESS = spec({ lang: 'en', kind: 'tool', tool: 'chess_clock', title: 'Chess clock', domain: 'civil', toolOptions: { minutes: 3, incrementSeconds: 2 }, seed: 1 });
export const CALC = spec({ lang: 'fr', kind: 'tool', tool: 'calculator', title: 'Calculatrice', domain: 'civil', seed: 2 });
export const FUEL = spec({ lang: 'fr', kind: 'tool', tool: 'calculator', title: 'Calculateur de consommation de carburant pour les convois', domain: 'defense', toolOptions: { formula: 'fuel' }, seed: 3 });
export const TRAVEL = spec({ lang: 'en', kind: 'tool', tool: 'calculator', title: 'Journey time calculator', domain: 'civil', toolOptions: { formula: 'travel_time' }, seed: 4 });
