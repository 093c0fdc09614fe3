/// <reference lib="webworker" />
/** The Upload Biometrics Web Worker: the whole protocol lives in @sahod/biometric (README "Web Worker"). */
import { type BiometricWorkerRequest, createBiometricWorker } from '@sahod/biometric';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createBiometricWorker((message) => scope.postMessage(message));
scope.onmessage = (event: MessageEvent<BiometricWorkerRequest>) => handle(event.data);
