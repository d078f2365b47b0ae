// npm run admin -w apps/server -- operator <command>: back-office operator accounts, through the same
// service the server uses (each change writes an audit row). The password is read from
// OPERATOR_PASSWORD or standard input, and never echoed or logged.
import { userInfo } from 'node:os';
import { OPERATOR_ROLES, OperatorRoleSchema } from '@swerte/contracts';
import { createOperatorService, OPERATOR_PASSWORD_MIN } from '../modules/admin/operator.service.js';
import { isAppError } from '../platform/errors.js';
import { createPasswordHasher } from '../platform/password.js';
import { openForCli } from './open.js';
import { readSecret } from './read-secret.js';
import { lockPublishedDemoLogins } from '../seed/demo-credentials.js';

const USAGE = `Usage:
  admin operator add <username> <admin|finance|support|content|auditor>   (password: OPERATOR_PASSWORD or stdin)
  admin operator disable <username>
  admin operator enable <username>
  admin operator totp-reset <username>   (a lost phone: the next login enrols a second factor again)
  admin operator list
  admin demo lock          (random passwords for demo accounts still at their published ones)`;

const [area, command, username, role] = process.argv.slice(2);
if ((area !== 'operator' && area !== 'demo') || !command) {
  console.error(USAGE);
  process.exit(2);
}

const { config, database } = await openForCli();
const operators = createOperatorService({
  db: database.db,
  hasher: createPasswordHasher({ memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST }),
});
const by = { actor: `cli:${userInfo().username}` };

async function run(): Promise<unknown> {
  if (area === 'demo' && command === 'lock')
    return { locked: await lockPublishedDemoLogins(database.db, by) };
  if (command === 'add' && username && role) {
    const parsedRole = OperatorRoleSchema.safeParse(role);
    if (!parsedRole.success) throw new Error(`role must be one of ${OPERATOR_ROLES.join(', ')}, not ${role}`);
    const password = process.env.OPERATOR_PASSWORD ?? (await readSecret('Password for the new operator: '));
    if (password.length < OPERATOR_PASSWORD_MIN)
      throw new Error(`the password needs at least ${OPERATOR_PASSWORD_MIN} characters`);
    return operators.addOperator({ username, role: parsedRole.data, password }, by);
  }
  if ((command === 'disable' || command === 'enable') && username)
    return operators.setDisabled(username, command === 'disable', by);
  if (command === 'totp-reset' && username) return operators.resetTotp(username, by);
  if (command === 'list') return operators.list();
  console.error(USAGE);
  process.exitCode = 2;
  return undefined;
}

try {
  const result = await run();
  if (result !== undefined) console.log(JSON.stringify(result, null, 2));
} catch (error) {
  if (isAppError(error)) console.error(error.code);
  else console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
