// The Piscina task that runs offline repairs (repair-runner.ts): TypeScript's parser and checker and the syntax
// search are CPU-bound for up to about a second on a large file, which must not stop the server's event loop.
import { repairFile, type RepairInput, type RepairResult } from './repair';

export default function repair(input: RepairInput): Promise<RepairResult> {
  return repairFile(input);
}
