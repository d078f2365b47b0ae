import { createHmac } from 'node:crypto';
import http from 'node:http';
import { BENCH_GAME, BENCH_VENDOR, type Prep } from './prep.js';
import { mapLimit, percentile } from './tools.js';

interface Answer {
  success: boolean;
  code: string;
  value: Record<string, unknown> | null;
}

/** A game vendor calling the seamless wallet: JSON bodies signed with HMAC-SHA256 of the raw body. */
export class VendorClient {
  private readonly agent: http.Agent;
  constructor(
    private readonly baseUrl: string,
    private readonly secret: string,
    connections: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  call(op: 'authenticate' | 'balance' | 'debit' | 'credit' | 'rollback', body: object): Promise<Answer> {
    const payload = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000), ...body });
    const signature = createHmac('sha256', this.secret).update(payload).digest('hex');
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${this.baseUrl}/wps/vendor-wallet/${op}`,
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'x-vendor-id': BENCH_VENDOR,
            'x-signature': signature,
          },
          timeout: 30_000,
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            try {
              resolve(JSON.parse(text) as Answer);
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${op} timed out`)));
      request.on('error', reject);
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Trades every bench member's launch token for its player id, as a vendor does once per game launch. */
export async function authenticatePlayers(client: VendorClient, prep: Prep): Promise<string[]> {
  return mapLimit(prep.members, 8, async (member) => {
    const answer = await client.call('authenticate', { launchToken: member.launchToken });
    if (!answer.success) throw new Error(`authenticate: ${answer.code}`);
    return String(answer.value?.playerId);
  });
}

export interface BetLoopResult {
  bets: number;
  seconds: number;
  p50: number;
  p99: number;
}

/**
 * `clients` loops, each placing bets back to back for `seconds`: a debit of 1.00 then a credit of
 * 0.50 on a new round, with unique txIds, for a random player. A bet is both calls; its latency is theirs.
 */
export async function betLoop(
  client: VendorClient,
  players: readonly string[],
  options: { clients: number; seconds: number; label: string },
): Promise<BetLoopResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const maxBetsPerClient = 1_000_000;
  const loop = async (worker: number) => {
    for (let i = 0; i < maxBetsPerClient && performance.now() < deadline; i++) {
      const playerId = players[Math.floor(Math.random() * players.length)]!;
      const roundId = `${options.label}-${worker}-${i}`;
      const t0 = performance.now();
      const debit = await client.call('debit', {
        playerId,
        txId: `${roundId}:bet`,
        roundId,
        gameCode: BENCH_GAME,
        amount: '1.00',
      });
      if (!debit.success) throw new Error(`debit: ${debit.code}`);
      const credit = await client.call('credit', {
        playerId,
        txId: `${roundId}:win`,
        roundId,
        amount: '0.50',
      });
      if (!credit.success) throw new Error(`credit: ${credit.code}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, worker) => loop(worker)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { bets: latencies.length, seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
