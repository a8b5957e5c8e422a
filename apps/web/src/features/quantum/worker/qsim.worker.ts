/// <reference lib="webworker" />
// The state-vector simulator in the browser (decision 205): the protocol lives in @ov/shared, this file only wires it.
import { handleQsimMessage } from '@ov/shared/qsim/worker-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<unknown>) => handleQsimMessage(e.data, (m) => scope.postMessage(m));
