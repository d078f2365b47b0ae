import { skipped, type Row } from '../lib/report.js';

export async function runEmbedded(): Promise<Row[]> {
  return Promise.resolve([skipped('p3'.toUpperCase(), 'p3-embedded', 'not written yet')]);
}
