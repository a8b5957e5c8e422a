import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readKnowledgeDir, renderKnowledgeModule } from './render';

const dir = fileURLToPath(new URL('.', import.meta.url));
writeFileSync(new URL('./documents.generated.ts', import.meta.url), renderKnowledgeModule(readKnowledgeDir(dir)));
