import type { JurisdictionInput } from '@swerte/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema.js';
import { memberCalls, memberSession, type MemberSession } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

const PROXY = '10.0.0.5';
let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let agent: MemberSession;

const acting = { operatorId: 1, ip: '127.0.0.1' };
const rules = (nameEn: string, countries: string[]): JurisdictionInput => ({
  nameTy: nameEn,
  nameEn,
  countries,
  isDefault: false,
  minimumAge: 18,
  askDateOfBirth: false,
  mandatoryLimits: false,
  realityCheckMinutes: 60,
  coolingOffHours: 24,
  licence: `${nameEn} licence`,
  regulatorName: '',
  regulatorUrl: '',
  supportName: '',
  supportUrl: '',
  supportPhone: '',
});

beforeAll(async () => {
  t = await buildTestApp({ TRUSTED_PROXIES: '10.0.0.0/8', COUNTRY_HEADER: 'CF-IPCountry' });
  api = memberCalls(t.app);
  await t.app.ready();
  const { admin } = t.app.services.protection;
  await admin.setJurisdiction('AGMT', rules('Malta', ['MT']), acting);
  await admin.setJurisdiction('AGVG', rules('Virgin Islands', ['VG']), acting);
  agent = await memberSession(t.app, 'jagent', { isAgent: 1, jurisdiction: 'AGVG' });
});
afterAll(async () => {
  await t.close();
});

/** The agent centre's "add member", from behind the trusted proxy with the visitor's country (if any). */
function register(username: string, country?: string, extra: object = {}) {
  return api.client.enc(
    'POST',
    '/wps/agent/team/register',
    { username, password: 'Login1234', kind: 'player', ...extra },
    {
      headers: { ...agent.headers, ...(country ? { 'cf-ipcountry': country } : {}) },
      remoteAddress: PROXY,
    },
  );
}

async function addMember(username: string, country?: string, extra: object = {}) {
  const answer = await register(username, country, extra);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('ok');
  const id = (answer.body.value as { id: number }).id;
  const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
  return row!;
}

describe("a member an agent registers gets a jurisdiction by self-registration's rule (issue 15)", () => {
  it("takes the jurisdiction that lists the request's country", async () => {
    expect((await addMember('jmalta', 'MT')).jurisdiction).toBe('AGMT');
    expect(await t.app.services.protection.protection.status((await addMember('jmalta2', 'mt')).id)).toMatchObject(
      { jurisdiction: 'AGMT' },
    );
  });

  it("takes the default for a country no jurisdiction lists, the agent's own when the country is unknown", async () => {
    const fallback = (await t.app.services.protection.admin.jurisdictions()).find((j) => j.isDefault)!;
    expect((await addMember('jelsewhere', 'DE')).jurisdiction).toBe(fallback.code);
    expect((await addMember('junknown')).jurisdiction).toBe('AGVG');
  });
});

describe("a member an agent registers meets its jurisdiction's age and limit rules, as on the form (issue 15)", () => {
  const bornYearsAgo = (years: number) => {
    const at = new Date();
    at.setUTCFullYear(at.getUTCFullYear() - years);
    return at.toISOString().slice(0, 10);
  };
  const deposit = [{ kind: 'deposit', period: 'daily', amount: '500' }];
  const registered = async (username: string) =>
    (await t.database.db.select().from(members).where(eq(members.username, username))).length;

  beforeAll(async () => {
    await t.app.services.protection.admin.setJurisdiction(
      'AGPH',
      { ...rules('Strict', ['JP']), minimumAge: 21, askDateOfBirth: true, mandatoryLimits: true },
      acting,
    );
  });

  it('asks the date of birth and a deposit limit where the jurisdiction wants them, and makes nobody until given', async () => {
    const missing = await register('jstrict1', 'JP', { limits: deposit });
    expect([missing.status, missing.body.code]).toEqual([400, 'error_field_invalid']);
    expect(JSON.stringify(missing.body)).toContain('dateOfBirth');
    const young = await register('jstrict1', 'JP', { dateOfBirth: bornYearsAgo(20), limits: deposit });
    expect(young.body.code).toBe('error_register_underage');
    const noLimit = await register('jstrict1', 'JP', { dateOfBirth: bornYearsAgo(30) });
    expect([noLimit.status, noLimit.body.code]).toEqual([400, 'error_register_limit_required']);
    expect(await registered('jstrict1')).toBe(0);

    const row = await addMember('jstrict1', 'JP', { dateOfBirth: bornYearsAgo(30), limits: deposit });
    expect(row).toMatchObject({ jurisdiction: 'AGPH', dateOfBirth: bornYearsAgo(30) });
    const status = await t.app.services.protection.protection.status(row.id);
    expect(status.limits).toMatchObject([{ kind: 'deposit', period: 'daily', amount: '500.00' }]);
  });

  it("asks neither where the member's jurisdiction does not, and follows the agent's own when the country is unknown", async () => {
    expect((await addMember('jrelaxed', 'MT')).dateOfBirth).toBeNull();
    const strictAgent = await memberSession(t.app, 'jstrictagent', { isAgent: 1, jurisdiction: 'AGPH' });
    const answer = await api.client.enc(
      'POST',
      '/wps/agent/team/register',
      { username: 'jstrict2', password: 'Login1234', kind: 'player' },
      { headers: strictAgent.headers, remoteAddress: PROXY },
    );
    expect(answer.body.code).toBe('error_field_invalid');
    expect(JSON.stringify(answer.body)).toContain('dateOfBirth');
  });
});
