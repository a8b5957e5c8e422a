import type { AiSource } from '@ov/shared';
import { knowledgeIndex, tokenize, type Hit } from '../knowledge';
import { detectLang, type Lang } from './analyze';
import { generateCode } from './index';

export type AssistantKind = 'sentinel' | 'claude' | 'gov-advisor' | 'builder' | 'prophet';
export type AssistantAnswer = { text: string; sources: AiSource[]; language: Lang };

const NAMES: Record<AssistantKind, string> = {
  sentinel: 'Sentinel',
  claude: 'Sentinel',
  'gov-advisor': 'GovAdvisor',
  builder: 'Sentinel Builder',
  prophet: 'Smart Prophet',
};

const INTRO: Record<AssistantKind, Record<Lang, string>> = {
  sentinel: { fr: 'Voici ce que je peux vous dire :', en: "Here's what I can tell you:" },
  claude: { fr: 'Voici ce que je peux vous dire :', en: "Here's what I can tell you:" },
  'gov-advisor': { fr: 'Voici les points clés, d’après notre base de conformité et d’achat public :', en: 'Here are the key points, from our compliance and public procurement knowledge base:' },
  builder: { fr: 'Voici comment procéder dans l’éditeur :', en: "Here's how to go about it in the editor:" },
  prophet: { fr: 'Analyse à partir de la base de connaissances :', en: 'Analysis from the knowledge base:' },
};

const OUTRO: Partial<Record<AssistantKind, Record<Lang, string>>> = {
  'gov-advisor': {
    fr: 'Ces éléments sont une aide à la décision : faites valider les points juridiques par votre DPO, votre RSSI ou votre service achats.',
    en: 'This is decision support: have the legal points confirmed by your DPO, your CISO or your procurement office.',
  },
};

const TOPICS: Record<Lang, string> = {
  fr: 'la plateforme et ses crédits, l’éditeur et l’aperçu, le RGPD, l’accessibilité RGAA, l’hygiène ANSSI et l’homologation, ISO 27001, SOC 2, l’achat public et le développement sécurisé',
  en: 'the platform and its credits, the editor and preview, GDPR, RGAA accessibility, ANSSI hygiene and accreditation, ISO 27001, SOC 2, public procurement and secure development',
};

const GREETING = /^\s*(bonjour|bonsoir|salut|coucou|hello|hi|hey|good (morning|afternoon|evening))\b/i;
const BUILD_INTENT =
  /\b(cr[ée]+r?|cr[ée]e[sz]?|g[ée]n[èée]r(e|er|ez)|d[ée]velopp(e|er|ez)|construi(re|s|sez)|fais|faites|ajoute[rz]?|build|create|make|generate|develop|add|write)\b.*\b(app|application|appli|page|formulaire|form|tableau|dashboard|composant|component|outil|tool|site|interface|module|carte|map|liste|list)\b/i;

function resolveLang(message: string, hint?: string): Lang {
  if (hint === 'fr' || hint === 'en') return hint;
  return detectLang(message);
}

function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Þ«"(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function bestSentences(hit: Hit, terms: Set<string>, max: number): string {
  const list = sentences(hit.section.text);
  if (list.length <= max) return list.join(' ');
  const scored = list.map((s, i) => ({ s, i, score: tokenize(s).filter((t) => terms.has(t)).length }));
  const keep = [...scored].sort((a, b) => b.score - a.score || a.i - b.i).slice(0, max);
  return keep
    .sort((a, b) => a.i - b.i)
    .map((k) => k.s)
    .join(' ');
}

/** Answers from the knowledge base in the user's language, naming its sources. Deterministic. */
export function answer(message: string, kind: AssistantKind, languageHint?: string): AssistantAnswer {
  const lang = resolveLang(message, languageHint);
  const fr = lang === 'fr';
  const name = NAMES[kind];
  const trimmed = message.trim();

  if (GREETING.test(trimmed) && trimmed.split(/\s+/).length <= 6) {
    return {
      language: lang,
      sources: [],
      text: fr
        ? `Bonjour, je suis ${name}. Je peux générer des applications de défense et de sécurité, et répondre sur ${TOPICS.fr}. Décrivez votre besoin ou posez votre question.`
        : `Hello, I'm ${name}. I can generate defense and security applications, and answer questions on ${TOPICS.en}. Describe what you need or ask your question.`,
    };
  }

  if ((kind === 'builder' || kind === 'sentinel' || kind === 'claude') && BUILD_INTENT.test(trimmed)) {
    const code = generateCode(trimmed, 'typescript', 'web');
    const lines = fr
      ? [
          `${code.explanation}`,
          '',
          'Voici le composant principal ; pour un projet complet et prêt à l’aperçu, utilisez « Créer App » (2 crédits).',
          '',
          '```tsx',
          code.code.trimEnd(),
          '```',
          '',
          code.securityAnalysis,
        ]
      : [
          `${code.explanation}`,
          '',
          'Here is the main component; for a complete project ready for the preview, use "Create App" (2 credits).',
          '',
          '```tsx',
          code.code.trimEnd(),
          '```',
          '',
          code.securityAnalysis,
        ];
    return { language: lang, sources: [], text: lines.join('\n') };
  }

  const index = knowledgeIndex();
  let hits = index.search(trimmed, { language: lang, limit: 4 });
  if (hits.length === 0) hits = index.search(trimmed, { limit: 4 });
  const top = hits[0]?.score ?? 0;
  hits = hits.filter((h) => h.score >= top * 0.6).slice(0, 3);

  if (hits.length === 0) {
    return {
      language: lang,
      sources: [],
      text: fr
        ? `Je n’ai pas trouvé de réponse précise à « ${trimmed.slice(0, 120)} » dans ma base de connaissances hors ligne. Je peux vous renseigner sur ${TOPICS.fr}. Pour obtenir une application, décrivez-la (par exemple « un tableau de bord des alertes avec carte des zones ») et utilisez « Créer App ».`
        : `I found no precise answer to "${trimmed.slice(0, 120)}" in my offline knowledge base. I can help with ${TOPICS.en}. To get an application, describe it (for example "an alert dashboard with a zone map") and use "Create App".`,
    };
  }

  const terms = new Set(tokenize(trimmed));
  const body = hits.map((h) => `- **${h.section.heading}** (${h.section.docTitle}) — ${bestSentences(h, terms, 3)}`);
  const sources: AiSource[] = [];
  for (const h of hits) {
    if (!sources.some((s) => s.id === h.section.id)) sources.push({ id: h.section.id, title: `${h.section.docTitle} › ${h.section.heading}`, language: h.section.language });
  }
  const outro = OUTRO[kind]?.[lang];
  const text = [
    INTRO[kind][lang],
    '',
    ...body,
    ...(outro ? ['', outro] : []),
    '',
    `${fr ? 'Sources' : 'Sources'} : ${sources.map((s) => s.title).join(' ; ')}`,
  ].join('\n');
  return { language: lang, sources, text };
}
