// npm run system -w apps/server -- <command>: maintenance and region blocks, through the same
// service functions the server uses (each change writes an audit row).
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { createSystemService } from '../modules/system/system.service.js';
import { localCacheDrops } from '../platform/cache-drops.js';
import { isAppError } from '../platform/errors.js';
import { openForCli } from './open.js';

const USAGE = `Usage:
  system maintenance on [--title TEXT] [--until ISO-8601] [--info TEXT]
  system maintenance off
  system block cidr <IP or CIDR> [--note TEXT]
  system block country <ISO alpha-2> [--note TEXT]
  system unblock cidr|country <value>
  system blocks
  system status`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    until: { type: 'string' },
    info: { type: 'string' },
    note: { type: 'string' },
  },
});

const { config, database } = await openForCli();
// The servers' caches of settings expire within seconds; the CLI has no channel to them.
const system = createSystemService({
  db: database.db,
  timeZone: config.SITE_TIMEZONE,
  fanOut: localCacheDrops().fanOut,
});
const by = { actor: `cli:${userInfo().username}` };

async function run([command, arg1, arg2]: string[]): Promise<unknown> {
  if (command === 'maintenance' && (arg1 === 'on' || arg1 === 'off')) {
    const change = { enabled: arg1 === 'on', ...(arg1 === 'on' ? maintenanceFields() : {}) };
    const result = await system.setMaintenance(change, by);
    if (result.enabled && result.endTime && Date.parse(result.endTime) <= Date.now()) {
      console.warn('Note: the stored end time has passed, so visitors do not see maintenance. Pass --until.');
    }
    return result;
  }
  if ((command === 'block' || command === 'unblock') && (arg1 === 'cidr' || arg1 === 'country') && arg2) {
    return command === 'block'
      ? system.addRegionBlock({ kind: arg1, value: arg2, note: values.note ?? '' }, by)
      : system.removeRegionBlock({ kind: arg1, value: arg2 }, by);
  }
  if (command === 'blocks') return system.listRegionBlocks();
  if (command === 'status') return (await system.getSettings()).maintenance;
  console.error(USAGE);
  process.exitCode = 2;
  return undefined;
}

function maintenanceFields() {
  return {
    ...(values.title !== undefined ? { title: values.title } : {}),
    ...(values.until !== undefined ? { endTime: toIsoTime(values.until) } : {}),
    ...(values.info !== undefined ? { info: values.info } : {}),
  };
}

/** '2030-01-01 08:00+08:00' → UTC ISO; an unreadable value is passed on for the service to refuse. */
function toIsoTime(text: string): string {
  const time = Date.parse(text);
  return Number.isNaN(time) ? text : new Date(time).toISOString();
}

try {
  const result = await run(positionals);
  if (result !== undefined) console.log(JSON.stringify(result, null, 2));
} catch (error) {
  if (!isAppError(error)) throw error;
  console.error(`${error.code}${error.value ? ` ${JSON.stringify(error.value)}` : ''}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
