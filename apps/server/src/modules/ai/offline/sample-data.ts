import type { Analysis } from './analyze';

/** mulberry32: tiny deterministic generator so the same prompt gives the same sample data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NATO = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Fox', 'Golf', 'Hotel', 'India', 'Juliett', 'Kilo', 'Lima'];
const CITIES = ['Abidjan', 'Yamoussoukro', 'Bouaké', 'San-Pédro', 'Korhogo', 'Man', 'Paris', 'Toulon', 'Brest', 'Lyon', 'Daloa', 'Odienné'];
const STATUSES = ['active', 'standby', 'maintenance', 'offline'] as const;
const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
const PEOPLE = ['A. Kouamé', 'C. Durand', 'M. Traoré', 'S. Petit', 'F. Koné', 'L. Moreau', 'I. Bamba', 'J. Lefèvre'];

export type SampleData = ReturnType<typeof buildSampleData>;

export function buildSampleData(a: Analysis) {
  const r = rng(a.seed);
  const int = (min: number, max: number) => min + Math.floor(r() * (max - min + 1));
  const e = a.entity;
  const base = Date.UTC(2026, 0, 15, 8, 0, 0);

  const records = Array.from({ length: 12 }, (_, i) => {
    const code = e.codes[i % e.codes.length]!;
    const name = /\s/.test(code) || code.length > 8 ? `${code} ${NATO[i]}` : `${code}-${String(i + 1).padStart(2, '0')} ${NATO[i]}`;
    const threshold = int(10, 40);
    return {
      id: `${e.key.slice(0, 3).toUpperCase()}-${String(100 + i)}`,
      name,
      kind: i % e.kinds.length,
      status: STATUSES[i < 5 ? 0 : int(0, 3)]!,
      location: CITIES[(i * 5 + int(0, 3)) % CITIES.length]!,
      x: int(0, 5),
      y: int(0, 3),
      readiness: int(45, 100),
      quantity: i % 4 === 3 ? int(0, threshold - 1) : int(threshold, 300),
      threshold,
      // the last record is always older than a month so period filters have something to hide
      updatedAt: new Date(base - (i === 11 ? 40 * 24 : int(1, 20 * 24)) * 3_600_000).toISOString(),
    };
  });

  const alertTemplates = [
    { fr: 'Perte de liaison avec', en: 'Link lost with' },
    { fr: 'Intrusion détectée près de', en: 'Intrusion detected near' },
    { fr: 'Niveau critique signalé par', en: 'Critical level reported by' },
    { fr: 'Maintenance requise pour', en: 'Maintenance required for' },
    { fr: 'Activité inhabituelle autour de', en: 'Unusual activity around' },
    { fr: 'Mise à jour de sécurité en attente sur', en: 'Security update pending on' },
  ];
  const alerts = alertTemplates.map((t, i) => {
    const rec = records[(i * 3 + 1) % records.length]!;
    return {
      id: `ALR-${String(i + 1).padStart(3, '0')}`,
      title: { fr: `${t.fr} ${rec.name}`, en: `${t.en} ${rec.name}` },
      severity: SEVERITIES[i % 4]!,
      recordId: rec.id,
      location: rec.location,
      minutesAgo: int(2, 240),
      acknowledged: i === 5,
    };
  });

  const taskTemplates = [
    { fr: 'Inspecter', en: 'Inspect' },
    { fr: 'Mettre à jour le dossier de', en: 'Update the file of' },
    { fr: 'Planifier la relève de', en: 'Schedule relief for' },
    { fr: 'Vérifier les accès de', en: 'Review access of' },
    { fr: 'Rédiger le compte rendu sur', en: 'Write the report on' },
  ];
  const tasks = taskTemplates.map((t, i) => ({
    id: `T-${String(i + 1).padStart(3, '0')}`,
    title: { fr: `${t.fr} ${records[i * 2]!.name}`, en: `${t.en} ${records[i * 2]!.name}` },
    priority: (['high', 'medium', 'low'] as const)[i % 3]!,
    status: (['todo', 'doing', 'done'] as const)[int(0, 2)]!,
    assignee: PEOPLE[i % PEOPLE.length]!,
  }));

  const budgetCategories = [
    { fr: 'Équipement', en: 'Equipment' },
    { fr: 'Maintenance', en: 'Maintenance' },
    { fr: 'Formation', en: 'Training' },
    { fr: 'Logiciels', en: 'Software' },
    { fr: 'Carburant', en: 'Fuel' },
  ];
  const budget = budgetCategories.map((c, i) => {
    const planned = int(8, 60) * 5_000;
    return { id: `B-${i + 1}`, category: c, planned, spent: Math.round(planned * (i === 0 ? 1.08 : i === 1 ? 0.55 : 0.4 + r() * 0.75)) };
  });

  const users = PEOPLE.slice(0, 6).map((name, i) => ({
    id: `U-${i + 1}`,
    name,
    role: i === 0 ? 0 : i % 3,
    clearance: (['DR', 'C', 'S', 'TS'] as const)[int(0, 3)]!,
    active: i !== 4,
  }));

  const channels = [
    { id: 'ops', name: { fr: 'Opérations', en: 'Operations' } },
    { id: 'log', name: { fr: 'Logistique', en: 'Logistics' } },
    { id: 'cmd', name: { fr: 'Commandement', en: 'Command' } },
  ];
  const lines = [
    { fr: 'Point de situation à 08h00 : RAS sur', en: '08:00 status: nothing to report on' },
    { fr: 'Demande de ravitaillement pour', en: 'Resupply request for' },
    { fr: 'Confirmation de la position de', en: 'Position confirmed for' },
    { fr: 'Rapport transmis concernant', en: 'Report sent about' },
  ];
  const messages = Array.from({ length: 9 }, (_, i) => {
    const l = lines[i % lines.length]!;
    const rec = records[i % records.length]!;
    return {
      id: `M-${i + 1}`,
      channel: channels[i % 3]!.id,
      author: PEOPLE[(i + 2) % PEOPLE.length]!,
      text: { fr: `${l.fr} ${rec.name}.`, en: `${l.en} ${rec.name}.` },
      minutesAgo: 5 + i * int(3, 17),
    };
  });

  return { records, alerts, tasks, budget, users, channels, messages, kinds: e.kinds, people: PEOPLE };
}
