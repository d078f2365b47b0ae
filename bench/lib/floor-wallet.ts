import { spawn } from 'node:child_process';
import { REPO_ROOT, adminQuery, freePort } from './tools.js';

/**
 * The least a seamless wallet over HTTP can do for one vendor call, in a process of its own: node:http,
 * the HMAC check of the raw body, JSON in and out, and one autocommitted statement that moves one
 * balance and writes one journal row (no double entry, no bet row, no idempotency, no events). P1 runs
 * the same bet loop against it, so the bench shows how much of pgbench an HTTP wallet in Node reaches
 * on this machine before any of the site's own work.
 */
const SERVER = `
const http = require('node:http');
const { createHmac, timingSafeEqual } = require('node:crypto');
const { Pool } = require('pg');
const [port, url, secret, poolSize] = process.argv.slice(1);
const pool = new Pool({ connectionString: url, max: Number(poolSize) });
const MOVE = 'WITH moved AS (UPDATE floor_wallets SET balance = balance + $2 WHERE id = $1 RETURNING balance) ' +
  'INSERT INTO floor_entries (wallet_id, amount, tx_id) SELECT $1, $2, $3 FROM moved RETURNING (SELECT balance FROM moved)';
const send = (res, status, body) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};
http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', async () => {
    const raw = Buffer.concat(chunks);
    const expected = createHmac('sha256', secret).update(raw).digest();
    const given = Buffer.from(String(req.headers['x-signature'] ?? ''), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return send(res, 401, { success: false, code: 'error_signature', value: null });
    const body = JSON.parse(raw.toString('utf8'));
    const cents = Math.round(Number(body.amount) * 100);
    const amount = req.url.endsWith('/debit') ? -cents : cents;
    try {
      const { rows } = await pool.query({ name: 'move', text: MOVE, values: [Number(body.playerId), amount, body.txId] });
      send(res, 200, { success: true, code: 'ok', value: { balance: (Number(rows[0].balance) / 100).toFixed(2) } });
    } catch (error) {
      send(res, 500, { success: false, code: 'error_internal', value: null });
    }
  });
}).listen(Number(port), '127.0.0.1', () => console.log('READY'));
`;

export interface FloorWallet {
  baseUrl: string;
  /** The player ids the bet loop sends: wallet row ids. */
  players: string[];
  stop: () => void;
}

/** Creates `wallets` wallet rows in the database at `url` and starts the floor wallet on them. */
export async function startFloorWallet(
  url: string,
  options: { secret: string; wallets: number; poolSize: number },
): Promise<FloorWallet> {
  await adminQuery(
    `CREATE TABLE floor_wallets (id bigint PRIMARY KEY, balance bigint NOT NULL);
     CREATE TABLE floor_entries (id bigserial PRIMARY KEY, wallet_id bigint NOT NULL, amount bigint NOT NULL,
       tx_id text NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
     INSERT INTO floor_wallets SELECT g, 100000000 FROM generate_series(1, ${options.wallets}) g;
     ANALYZE floor_wallets;`,
    url,
  );
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['-e', SERVER, String(port), url, options.secret, String(options.poolSize)],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (status) => reject(new Error(`floor wallet exited ${status}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    players: Array.from({ length: options.wallets }, (_, n) => String(n + 1)),
    stop: () => void child.kill('SIGKILL'),
  };
}
