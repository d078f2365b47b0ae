import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { testDriver } from './build-test-app.js';
import { nodeClient } from './node-client.js';

/** Server nodes as their own processes (server-node.ts) on one PostgreSQL with Redis, for the scale-out tests. */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Why the scale-out tests cannot run here, or null. */
export const nodesSkipReason =
  testDriver() !== 'postgres' || !process.env.DATABASE_URL
    ? 'needs PostgreSQL (DATABASE_URL; runs in the api-postgres project)'
    : !(await redisReachable())
      ? `needs Redis at ${REDIS_URL}`
      : null;

const ENTRY = fileURLToPath(new URL('./server-node.ts', import.meta.url));

/**
 * Two ports of the scale-out range, spread by process id and by suite (`slot`), so that two runs or two
 * suites at once do not collide.
 */
export function nodePorts(slot: number): [number, number] {
  const first = 42000 + slot * 1000 + (process.pid % 450) * 2;
  return [first, first + 1];
}

export interface ServerNode {
  name: string;
  port: number;
  process: ChildProcess;
  client: ReturnType<typeof nodeClient>;
}

export function startNode(name: string, port: number, databaseUrl: string): Promise<ServerNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { ...process.env, NODE_NAME: name, PORT: String(port), DATABASE_URL: databaseUrl, REDIS_URL },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start: ${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`listening ${name}`)) {
        clearTimeout(timer);
        resolve({ name, port, process: child, client: nodeClient(`http://127.0.0.1:${port}`) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}): ${output}`));
    });
  });
}

export function stopNode(node: ServerNode | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const child = node?.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}
