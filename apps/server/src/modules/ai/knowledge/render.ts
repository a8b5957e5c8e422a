import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The knowledge base is written as Markdown in knowledge/{fr,en}/ and compiled into
 * documents.generated.ts so the bundled server needs no file next to it. Regenerate with
 *   npx tsx apps/server/src/modules/ai/knowledge/build.ts
 * (a test fails when the generated file is out of date).
 */
export type KnowledgeDoc = { id: string; language: 'fr' | 'en'; markdown: string };

export function readKnowledgeDir(dir: string): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const language of ['fr', 'en'] as const) {
    for (const name of readdirSync(join(dir, language)).filter((n) => n.endsWith('.md')).sort()) {
      docs.push({ id: `${language}/${name.replace(/\.md$/, '')}`, language, markdown: readFileSync(join(dir, language, name), 'utf8') });
    }
  }
  return docs;
}

export function renderKnowledgeModule(docs: KnowledgeDoc[]): string {
  return `// Generated from knowledge/{fr,en}/*.md by build.ts — do not edit by hand.
import type { KnowledgeDoc } from './render';

export const KNOWLEDGE_DOCS: KnowledgeDoc[] = ${JSON.stringify(docs, null, 2)};
`;
}
