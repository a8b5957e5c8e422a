import { firstFencedBlock, withoutFences, type AiSource } from '@ov/shared';
import { knowledgeIndex, tokenize, type Hit } from '../knowledge';
import { generateCode } from './index';
import { detectLanguage, type Lang } from './understand';
import { computeFormula, FORMULAS, formatResult, inputLabel, type Formula } from './generate/app-src/tools/formulas';
import { calculatorFormulas, FORMULA_KEYS, formulaValues } from './understand/formulas';
import { fold } from './understand/text';

/** "Combien de carburant pour…", "how much water…", "calcule…": a question asking for a quantity. */
const QUANTITY_ASKED = /\b(combien|quelle quantite|quel volume|quel temps|quelle duree|quel cout|quel montant|calcule[rz]?|estime[rz]?|how (?:much|many|long)|what (?:quantity|volume|cost)|calculate|compute|estimate|work out)\b/;

/**
 * A question for a quantity we know the formula of (decision 288), with its values given (decision 293): the
 * result, the values used and the formula, computed by the same table as the generated calculators. At most one
 * required value may be missing; its default is then used and said.
 */
function formulaAnswer(message: string, lang: Lang): string | undefined {
  const folded = fold(message);
  if (!QUANTITY_ASKED.test(folded)) return undefined;
  const id = calculatorFormulas(folded)[0];
  if (!id) return undefined;
  const f: Formula = FORMULAS[id];
  const given = formulaValues(folded, lang, new Set(FORMULA_KEYS[id]));
  const missing = f.inputs.filter((i) => !i.optional && !(i.key in given));
  if (!Object.keys(given).length || missing.length > 1) return undefined;
  const raw = Object.fromEntries(f.inputs.map((i) => [i.key, i.key in given ? String(given[i.key]) : i.initial]));
  const out = computeFormula(f, raw, lang);
  if (!('results' in out)) return undefined;
  const fr = lang === 'fr';
  const colon = fr ? '\u00a0: ' : ': ';
  const num = (v: string) => (fr ? v.replace('.', ',') : v);
  return [
    ...out.results.map((r) => `**${r.label[lang]}${colon}${formatResult(r, lang)}**`),
    '',
    fr ? 'Valeurs utilisées :' : 'Values used:',
    ...f.inputs.filter((i) => raw[i.key] !== '').map((i) => `- ${inputLabel(i, lang)}${colon}${num(raw[i.key]!)}${i.key in given ? '' : fr ? ' (valeur par défaut : précisez-la si elle diffère)' : ' (default value: give yours if it differs)'}`),
    '',
    `${fr ? 'Formule' : 'Formula'}${colon}${f.formula[lang]}`,
  ].join('\n');
}

export type AssistantKind = 'sentinel' | 'claude' | 'gov-advisor' | 'builder' | 'prophet';
/** `chargeable: false`: the assistant said it does not know (nothing in the base holds the question's key terms). */
export type AssistantAnswer = { text: string; sources: AiSource[]; language: Lang; chargeable?: false };

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
  fr: 'la plateforme et ses crédits, l’éditeur et l’aperçu, le RGPD et les durées de conservation (CNIL), l’accessibilité RGAA, l’hygiène ANSSI et l’homologation, le RGS, l’II 901, la LPM et les OIV, NIS 2, SecNumCloud, ISO 27001, SOC 2, les données de santé (HDS), le chiffrement et la gestion des clés, l’achat public et le développement sécurisé (avec exemples de code)',
  en: 'the platform and its credits, the editor and preview, GDPR and retention periods (CNIL), RGAA accessibility, ANSSI hygiene and accreditation, the RGS, II 901, the LPM and OIVs, NIS2, SecNumCloud, ISO 27001, SOC 2, health data (HDS), encryption and key management, public procurement and secure development (with code examples)',
};

/** Questions the base answers well, offered when it does not know. */
const EXAMPLES: Record<Lang, string[]> = {
  fr: ['Quelles entités sont concernées par NIS 2 ?', 'Combien de temps conserver les journaux selon la CNIL ?', 'Comment hacher un mot de passe ? Donne le code.'],
  en: ['Which entities does NIS2 cover?', 'How long should logs be kept according to the CNIL?', 'How do I hash a password? Show me the code.'],
};

/**
 * Words that say what kind of answer is wanted, not what it is about: they never make a question "known".
 * Tokenized like the index (accents, plurals).
 */
const GENERIC = new Set(
  tokenize(
    'explique expliquer explain dis dire parle parler savoir sais connais know tell question questions info infos information informations ' +
      'quelque chose something thing please svp stp merci thanks thank help aide aider besoin need want veux voudrais would like ' +
      'donne donner give montre montrer show exemple exemples example examples code codes snippet ecris ecrire write fonction function ' +
      'utiliser use faire make moi me concerne concernant regarding selon according quoi what combien how many much long temps time ' +
      'rapport resume summary summarize resumer definition definir define veut dit dire says say ' +
      // prepositions and adverbs the index does not drop
      'pendant durant during depuis since avant apres before after entre between chez vers sous under over encore still toujours always ' +
      'maintenant now aujourd hui today demain tomorrow hier yesterday ' +
      // auxiliaries, modals and the verbs that frame a question ("what does X require")
      'have has had must may might shall will avoir etre doit doivent faut peut peuvent pouvez ' +
      'impose imposer exige exiger require requires prevoit prevoir provide provides',
  ),
);

/** A question that asks for code: the answer carries a fenced code block. */
const CODE_INTENT =
  /\b(code|snippet|exemple de code|code example|extrait|script|fonction|function|impl[ée]mente[rz]?|implement|[ée]cri[st]|[ée]crire|write|montre[rz]?[- ]moi|show me)\b|\b(en|in) (typescript|javascript|python|sql|node(\.js)?|react)\b/i;

/** The question's key terms: what it is about (tokenized, generic words left out). */
function keyTerms(message: string): string[] {
  return [...new Set(tokenize(message))].filter((t) => !GENERIC.has(t) && t.length > 1);
}

/**
 * Share (weighted by rarity) of the question's key terms known to the base that one section holds: 1 when it holds
 * all of them, 0 when none.
 */
function coverage(index: ReturnType<typeof knowledgeIndex>, hit: Hit, known: string[]): number {
  let total = 0;
  let held = 0;
  for (const t of known) {
    const w = Math.sqrt(index.idf(t));
    total += w;
    held += w * index.holds(hit.section, t);
  }
  return total === 0 ? 0 : held / total;
}

/** A section holds the question's key terms when it holds at least this share of them (decision 050). */
export const MIN_COVERAGE = 0.5;

/**
 * The sections that hold the question's key terms, or none when the base does not know the answer: when no key term
 * is in the base, when most key terms are unknown to it ("who won the football world cup"), or when no section holds
 * at least MIN_COVERAGE of the known ones.
 */
function holding(index: ReturnType<typeof knowledgeIndex>, hits: Hit[], message: string): Hit[] {
  const terms = keyTerms(message);
  const known = terms.filter((t) => index.knows(t));
  const unknown = terms.length - known.length;
  if (known.length === 0 || unknown > known.length) return [];
  const scored = hits.map((h) => ({ h, c: coverage(index, h, known) }));
  const best = Math.max(0, ...scored.map((x) => x.c));
  if (best < MIN_COVERAGE) return [];
  // the sections holding a good part of what the best one holds, ranked by retrieval score weighted by that share
  const rank = (x: { h: Hit; c: number }) => x.h.score * (0.5 + x.c);
  return scored
    .filter((x) => x.c >= Math.max(MIN_COVERAGE / 2, best - 0.35))
    .sort((a, b) => rank(b) - rank(a))
    .map((x) => x.h);
}

function firstCodeBlock(text: string): string | undefined {
  const block = firstFencedBlock(text);
  return block ? `\`\`\`${block.lang}\n${block.body}\n\`\`\`` : undefined;
}

const GREETING = /^\s*(bonjour|bonsoir|salut|coucou|hello|hi|hey|good (morning|afternoon|evening))\b/i;
const BUILD_INTENT =
  /\b(cr[ée]+r?|cr[ée]e[sz]?|g[ée]n[èée]r(e|er|ez)|d[ée]velopp(e|er|ez)|construi(re|s|sez)|fais|faites|ajoute[rz]?|build|create|make|generate|develop|add|write)\b.*\b(app|application|appli|page|formulaire|form|tableau|dashboard|composant|component|outil|tool|site|interface|module|carte|map|liste|list)\b/i;

function resolveLang(message: string, hint?: string): Lang {
  if (hint === 'fr' || hint === 'en') return hint;
  return detectLanguage(message);
}

function sentences(text: string): string[] {
  // code examples are shown whole, apart (firstCodeBlock), never cut into sentences
  return withoutFences(text)
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
    const code = generateCode(trimmed, 'typescript');
    // too vague, or a tool: the explanation says what to ask instead; nothing is charged
    if (code.chargeable === false) return { language: lang, sources: [], text: code.explanation, chargeable: false };
    const next = fr
      ? 'Voici le composant principal ; pour un projet complet et prêt à l’aperçu, utilisez « Créer App » (2 crédits).'
      : 'Here is the main component; for a complete project ready for the preview, use "Create App" (2 credits).';
    return { language: lang, sources: [], text: [code.explanation, '', next, '', '```tsx', code.code.trimEnd(), '```', '', code.securityAnalysis].join('\n') };
  }

  const computed = formulaAnswer(trimmed, lang);
  if (computed) return { language: lang, sources: [], text: computed };

  const index = knowledgeIndex();
  let hits = index.search(trimmed, { language: lang, limit: 8 });
  if (hits.length === 0) hits = index.search(trimmed, { limit: 8 });
  // Retrieval always finds something sharing a word; the base knows the answer only when a section holds the
  // question's key terms (issue 13: say so otherwise, and charge nothing).
  hits = holding(index, hits, trimmed).slice(0, 3);
  // a question asking for code gets code: the example of the best section that has one; without one, the base
  // does not know how to answer it
  const wantsCode = CODE_INTENT.test(trimmed);
  const code = wantsCode ? hits.map((h) => firstCodeBlock(h.section.text)).find(Boolean) : undefined;
  if (wantsCode && !code) hits = [];

  if (hits.length === 0) {
    const shown = trimmed.replace(/\s+/g, ' ').slice(0, 120);
    const ex = EXAMPLES[lang].map((q) => `- ${fr ? '« ' + q + ' »' : '"' + q + '"'}`);
    return {
      language: lang,
      sources: [],
      chargeable: false,
      text: (fr
        ? [
            `Je ne sais pas répondre à « ${shown} » : ma base de connaissances hors ligne ne contient rien sur ce sujet, et je préfère le dire plutôt que d’inventer. Cette réponse ne vous est pas facturée.`,
            '',
            `Je peux vous renseigner sur ${TOPICS.fr}. Par exemple :`,
            ...ex,
            '',
            'Pour obtenir une application, décrivez-la (par exemple « un registre des visiteurs avec nom, badge et heure d’entrée ») et utilisez « Créer App » ; pour un fichier de code, utilisez l’assistant CodeGen.',
          ]
        : [
            `I don't know how to answer "${shown}": my offline knowledge base holds nothing on this subject, and I would rather say so than make something up. This answer is not charged.`,
            '',
            `I can help with ${TOPICS.en}. For example:`,
            ...ex,
            '',
            'To get an application, describe it (for example "a visitor register with name, badge and time of entry") and use "Create App"; for a code file, use the CodeGen assistant.',
          ]
      ).join('\n'),
    };
  }

  const termSet = new Set(tokenize(trimmed));
  const body = hits.map((h) => `- **${h.section.heading}** (${h.section.docTitle}) — ${bestSentences(h, termSet, 3)}`);
  const sources: AiSource[] = [];
  for (const h of hits) {
    if (!sources.some((s) => s.id === h.section.id)) sources.push({ id: h.section.id, title: `${h.section.docTitle} › ${h.section.heading}`, language: h.section.language });
  }
  const outro = OUTRO[kind]?.[lang];
  const text = [
    INTRO[kind][lang],
    '',
    ...body,
    ...(code ? ['', code] : []),
    ...(outro ? ['', outro] : []),
    '',
    `${fr ? 'Sources' : 'Sources'} : ${sources.map((s) => s.title).join(' ; ')}`,
  ].join('\n');
  return { language: lang, sources, text };
}
