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
async function addMember(username: string, country?: string) {
  const answer = await api.client.enc(
    'POST',
    '/wps/agent/team/register',
    { username, password: 'Login1234', kind: 'player' },
    {
      headers: { ...agent.headers, ...(country ? { 'cf-ipcountry': country } : {}) },
      remoteAddress: PROXY,
    },
  );
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
