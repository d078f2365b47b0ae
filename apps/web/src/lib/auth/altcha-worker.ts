import type { AltchaChallenge } from '@swerte/contracts';
import { solveAltcha } from './altcha';

// Solves off the main thread so typing stays smooth while the proof of work runs.
self.onmessage = (event: MessageEvent<AltchaChallenge>) => {
  void solveAltcha(event.data).then((number) => self.postMessage(number));
};
