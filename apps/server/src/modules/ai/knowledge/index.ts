import { KNOWLEDGE_DOCS } from './documents.generated';
import type { KnowledgeDoc } from './render';

/** Full-text index (BM25 over sections) of the bilingual knowledge base. */

export type Section = {
  id: string;
  docId: string;
  language: 'fr' | 'en';
  docTitle: string;
  heading: string;
  text: string;
  tokens: string[];
};
export type Hit = { section: Section; score: number };

const STOP = new Set(
  (
    'le la les un une des du de d l et ou en au aux a pour par sur dans avec sans que qui quoi quel quelle quels quelles est sont etre ce cette ces se sa son ses leur leurs il elle ils elles nous vous je tu on ne pas plus comment faut faire doit dois peut peux mon ma mes notre nos votre vos y c s n qu j m t quand ou donc mais comme tout tous toute toutes bien tres aussi ' +
    'the a an and or of to in on for by with without what which who how is are be been do does should can could my our your their this that these those it its as at from about into than then there when where why me i we you they them not no yes all any also very'
  ).split(' '),
);

/** Cross-language and acronym aliases, mapped to one indexed token. */
const ALIASES: Record<string, string> = {
  gdpr: 'rgpd',
  dsgvo: 'rgpd',
  wcag: 'rgaa',
  accessibilite: 'accessibility',
  accessible: 'accessibility',
  homologation: 'accreditation',
  homologuer: 'accreditation',
  credits: 'credit',
  donnee: 'data',
  donnees: 'data',
  personnelle: 'personal',
  personnelles: 'personal',
  securite: 'security',
  marche: 'procurement',
  marches: 'procurement',
  achat: 'procurement',
  achats: 'procurement',
  appel: 'tender',
  offres: 'tender',
  editeur: 'editor',
  apercu: 'preview',
  mot: 'password',
  motdepasse: 'password',
  passe: 'password',
  journalisation: 'logging',
  journaux: 'logging',
  logs: 'logging',
  chiffrement: 'encryption',
  hebergement: 'hosting',
  norme: 'standard',
  conservation: 'retention',
  conserver: 'retention',
  conserve: 'retention',
  garder: 'retention',
  journal: 'logging',
  log: 'logging',
  logging: 'logging',
  journalisee: 'logging',
  oiv: 'oiv',
  vitale: 'oiv',
  secnum: 'secnumcloud',
};

/** Light suffix stripping so that verb and noun forms meet ("notifier", "notifie"; "require", "required"). */
const SUFFIXES = ['ements', 'ement', 'ing', 'ed', 'ent', 'er', 'ez', 'ee', 'es', 'e'];
function stem(w: string): string {
  if (w.length < 6 || /\d/.test(w)) return w;
  for (const suf of SUFFIXES) if (w.endsWith(suf) && w.length - suf.length >= 4) return w.slice(0, -suf.length);
  return w;
}

export function tokenize(text: string): string[] {
  const out: string[] = [];
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    // names written in two words: "NIS 2", "II 901", "SecNumCloud" / "SecNum Cloud"
    .replace(/\bnis[\s-]*2\b/g, 'nis2')
    .replace(/\b(?:ii|instruction interministerielle(?: n[o°]?)?)[\s-]*901\b/g, 'ii901')
    .replace(/\bsecnum[\s-]*cloud\b/g, 'secnumcloud')
    .split(/[^a-z0-9]+/);
  for (const raw of words) {
    if (!raw || STOP.has(raw)) continue;
    let w = ALIASES[raw] ?? raw;
    if (w.length > 4 && /ies$/.test(w)) w = w.slice(0, -3) + 'y';
    else if (w.length > 3 && /[sx]$/.test(w) && !/ss$/.test(w)) w = w.slice(0, -1);
    w = ALIASES[w] ?? stem(w);
    out.push(w);
  }
  return out;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function splitSections(doc: KnowledgeDoc): Section[] {
  const title = /^#\s+(.+)$/m.exec(doc.markdown)?.[1]?.trim() ?? doc.id;
  const parts = doc.markdown.split(/^##\s+/m).slice(1);
  return parts.map((part) => {
    const nl = part.indexOf('\n');
    const heading = part.slice(0, nl).trim();
    const text = part.slice(nl + 1).trim();
    // the title and heading count as content: "RGPD" in a title matches "rgpd" in a question
    return { id: `${doc.id}#${slug(heading)}`, docId: doc.id, language: doc.language, docTitle: title, heading, text, tokens: tokenize(`${title} ${heading} ${heading} ${text}`) };
  });
}

export class KnowledgeIndex {
  readonly sections: Section[];
  private readonly df = new Map<string, number>();
  private readonly tf: Map<string, number>[];
  private readonly avgLen: number;

  constructor(docs: KnowledgeDoc[] = KNOWLEDGE_DOCS) {
    this.sections = docs.flatMap(splitSections);
    this.tf = this.sections.map((s) => {
      const m = new Map<string, number>();
      for (const t of s.tokens) m.set(t, (m.get(t) ?? 0) + 1);
      for (const t of m.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
      return m;
    });
    this.avgLen = this.sections.reduce((n, s) => n + s.tokens.length, 0) / Math.max(this.sections.length, 1);
  }

  /** Inverse document frequency of a (tokenized) term; a term found in no section gets the highest value. */
  idf(term: string): number {
    const N = this.sections.length;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (N - df + 0.5) / (df + 0.5));
  }

  /** Whether any section holds the (tokenized) term. */
  knows(term: string): boolean {
    return (this.df.get(term) ?? 0) > 0;
  }

  private readonly own = new Map<Section, Set<string>>();
  /**
   * How much the section holds the (tokenized) term: 1 in its own heading or text, 0.5 only in its document's title,
   * 0 not at all.
   */
  holds(section: Section, term: string): number {
    let set = this.own.get(section);
    if (!set) this.own.set(section, (set = new Set(tokenize(`${section.heading} ${section.text}`))));
    if (set.has(term)) return 1;
    const i = this.sections.indexOf(section);
    return i >= 0 && this.tf[i]!.has(term) ? 0.5 : 0;
  }

  search(query: string, opts: { language?: 'fr' | 'en'; limit?: number } = {}): Hit[] {
    const terms = [...new Set(tokenize(query))];
    if (terms.length === 0) return [];
    const N = this.sections.length;
    const k1 = 1.2;
    const b = 0.75;
    const hits: Hit[] = [];
    this.sections.forEach((section, i) => {
      if (opts.language && section.language !== opts.language) return;
      const tf = this.tf[i]!;
      let score = 0;
      for (const term of terms) {
        const f = tf.get(term);
        if (!f) continue;
        const df = this.df.get(term) ?? 0;
        const idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
        score += (idf * f * (k1 + 1)) / (f + k1 * (1 - b + (b * section.tokens.length) / this.avgLen));
      }
      if (score > 0) hits.push({ section, score });
    });
    hits.sort((x, y) => y.score - x.score || x.section.id.localeCompare(y.section.id));
    return hits.slice(0, opts.limit ?? 5);
  }
}

let shared: KnowledgeIndex | undefined;
export function knowledgeIndex(): KnowledgeIndex {
  shared ??= new KnowledgeIndex();
  return shared;
}
