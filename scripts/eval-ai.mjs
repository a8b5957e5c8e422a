// `npm run eval:ai`: the offline AI evaluation (issue 13 point 8). Runs apps/server/src/modules/ai/offline/eval/run.ts
// with tsx; arguments pass through (`--only fr-tool`, `--no-write`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const r = spawnSync('npx', ['tsx', 'apps/server/src/modules/ai/offline/eval/run.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
