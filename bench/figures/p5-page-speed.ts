import { skipped, type Row } from '../lib/report.js';

export async function runPageSpeed(): Promise<Row[]> {
  return Promise.resolve([skipped('p5'.toUpperCase(), 'p5-page-speed', 'not written yet')]);
}
