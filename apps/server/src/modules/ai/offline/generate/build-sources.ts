import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readAppSources, renderSourcesModule } from './sources';

const dir = fileURLToPath(new URL('./app-src', import.meta.url));
writeFileSync(new URL('./sources.generated.ts', import.meta.url), renderSourcesModule(readAppSources(dir)));
