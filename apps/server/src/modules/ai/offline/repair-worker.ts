// The thread that runs offline repairs (repair-runner.ts): TypeScript's parser and checker and the syntax search
// are CPU-bound for up to about a second on a large file, which must not stop the server's event loop.
import { parentPort } from 'node:worker_threads';
import { repairFile, type RepairInput } from './repair';

parentPort?.on('message', (msg: { id: number; input: RepairInput }) => {
  void repairFile(msg.input).then((result) => parentPort?.postMessage({ id: msg.id, result }));
});
