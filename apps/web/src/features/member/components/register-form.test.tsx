import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RegisterFieldRule, RegisterPayload, RegisterSettings } from '@swerte/contracts';
import { REGISTER_FIELDS } from '@swerte/contracts';
import { initI18n, loadLazyTranslation } from '../../../i18n';
import type { HumanCheck } from '../../../lib/auth/use-human-check';
import { RegisterForm } from './register-form';

const off: RegisterFieldRule = {
  enabled: false,
  required: false,
  minLength: 0,
  maxLength: 255,
  acceptedPattern: '*',
  patternId: 0,
};

function settingsWith(overrides: Partial<RegisterSettings>): RegisterSettings {
  const base = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, off])) as RegisterSettings;
  return {
    ...base,
    username: {
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
      acceptedPattern: '^[A-Za-z0-9]+$',
      patternId: 1,
    },
    password: {
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 20,
      acceptedPattern: '*',
      patternId: 2,
    },
    ...overrides,
  };
}

const human: HumanCheck = {
  status: 'verified',
  take: () => Promise.resolve('payload'),
  retry: () => undefined,
};

function renderForm(
  settings: RegisterSettings,
  onRegister = vi.fn((_payload: RegisterPayload) => Promise.resolve()),
  askDateOfBirth = false,
) {
  render(
    <MemoryRouter>
      <RegisterForm
        mode="username"
        settings={settings}
        whitelabel={{ USERNAMEREG3: '1', MOBILENUMREG3: '1', REGMOBVERF3: '0' }}
        minimumAge={21}
        askDateOfBirth={askDateOfBirth}
        human={human}
        affiliate={{ show: true, initial: '' }}
        onRegister={onRegister}
        checkAffiliateCode={() => Promise.resolve(true)}
      />
    </MemoryRouter>,
  );
  return onRegister;
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const submit = () => fireEvent.submit(document.querySelector('form')!);

beforeAll(async () => {
  await initI18n();
  await loadLazyTranslation('TY');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RegisterForm rule rendering (§5)', () => {
  it('shows only enabled fields, marks the optional ones, and carries the site age in the terms', () => {
    renderForm(
      settingsWith({ email: { ...off, enabled: true, minLength: 5, maxLength: 100, patternId: 4 } }),
    );
    expect(field('username')).toBeTruthy();
    expect(field('email')).toBeTruthy();
    expect(field('qqNum')).toBeNull();
    expect(field('wechat')).toBeNull();
    expect(screen.getByText('E-mail').parentElement?.textContent).toContain('opsyonal');
    expect(screen.getByText(/21 taong gulang/)).toBeTruthy();
    expect(field('termsAccepted')?.checked).toBe(true);
  });

  it('shows required, length and pattern messages with (min) and (max) filled in', async () => {
    const onRegister = renderForm(
      settingsWith({
        wechat: {
          enabled: true,
          required: true,
          minLength: 2,
          maxLength: 30,
          acceptedPattern: '*',
          patternId: 12,
        },
      }),
    );
    submit();
    await waitFor(() => expect(screen.getAllByText('Kailangan ito').length).toBeGreaterThanOrEqual(4));
    fireEvent.input(field('username')!, { target: { value: 'abc' } });
    fireEvent.input(field('wechat')!, { target: { value: 'x' } });
    submit();
    expect(await screen.findByText('6 - 16 na titik o numero')).toBeTruthy();
    expect(screen.getByText('WeChat: 2 - 30 na karakter')).toBeTruthy();
    fireEvent.input(field('username')!, { target: { value: 'bad name!' } });
    submit();
    expect(await screen.findByText('6 - 16 na titik o numero')).toBeTruthy();
    expect(onRegister).not.toHaveBeenCalled();
  });

  it("collapses '(min) - (max)' to one number when the lengths are equal", async () => {
    renderForm(
      settingsWith({
        idNumber: {
          enabled: true,
          required: false,
          minLength: 12,
          maxLength: 12,
          acceptedPattern: '^[0-9]+$',
          patternId: 13,
        },
      }),
    );
    fireEvent.input(field('idNumber')!, { target: { value: '123' } });
    submit();
    expect(await screen.findByText('ID number: 12 na titik o numero')).toBeTruthy();
  });

  it('asks for an equal confirmation (inconsistent_twice) and a ticked terms box (not empty?)', async () => {
    renderForm(settingsWith({}));
    fireEvent.input(field('password')!, { target: { value: 'Secret12' } });
    fireEvent.input(field('confirmPassword')!, { target: { value: 'Secret13' } });
    fireEvent.click(field('termsAccepted')!);
    submit();
    expect(await screen.findByText('Hindi magkapareho ang dalawang inilagay')).toBeTruthy();
    expect(screen.getByText('not empty?')).toBeTruthy();
  });

  it('sends the trimmed payload once every rule passes', async () => {
    const onRegister = renderForm(settingsWith({}));
    fireEvent.input(field('username')!, { target: { value: '  player01 ' } });
    fireEvent.input(field('password')!, { target: { value: 'Secret12' } });
    fireEvent.input(field('confirmPassword')!, { target: { value: 'Secret12' } });
    submit();
    await waitFor(() => expect(onRegister).toHaveBeenCalledTimes(1));
    expect(onRegister.mock.calls[0]?.[0]).toMatchObject({
      username: 'player01',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      termsAccepted: true,
      altcha: 'payload',
      login: true,
      registerMethod: 'WEB',
    });
  });
});

describe('RegisterForm: date of birth and limits (issue 15)', () => {
  const fillAccount = () => {
    fireEvent.change(field('username')!, { target: { value: 'newplayer1' } });
    fireEvent.change(field('password')!, { target: { value: 'Secret123' } });
    fireEvent.change(field('confirmPassword')!, { target: { value: 'Secret123' } });
  };
  const yearsAgo = (years: number, days = 0) => {
    const at = new Date();
    at.setFullYear(at.getFullYear() - years);
    at.setDate(at.getDate() + days);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  };

  it('asks the date of birth only when the settings do, and refuses anyone under the minimum age', async () => {
    renderForm(settingsWith({}));
    expect(field('dateOfBirth')).toBeNull();
    cleanup();

    const onRegister = renderForm(settingsWith({}), undefined, true);
    fillAccount();
    submit();
    expect(await screen.findByText('Kailangan ito')).toBeTruthy();
    fireEvent.change(field('dateOfBirth')!, { target: { value: yearsAgo(21, 1) } });
    submit();
    expect(await screen.findByText('Para lamang sa 21 taong gulang pataas')).toBeTruthy();
    expect(onRegister).not.toHaveBeenCalled();

    fireEvent.change(field('dateOfBirth')!, { target: { value: yearsAgo(21) } });
    submit();
    await waitFor(() => expect(onRegister).toHaveBeenCalledOnce());
    expect(onRegister.mock.calls[0]![0]).toMatchObject({ dateOfBirth: yearsAgo(21), limits: undefined });
  });

  it('sends the limits filled in, all for the chosen period, and checks each amount', async () => {
    const onRegister = renderForm(settingsWith({}));
    fillAccount();
    fireEvent.change(document.querySelector('select[name="limitPeriod"]')!, { target: { value: 'weekly' } });
    fireEvent.change(field('limit_deposit')!, { target: { value: '1000.555' } });
    submit();
    expect(await screen.findByText(/Hindi wasto ang halaga/)).toBeTruthy();
    expect(onRegister).not.toHaveBeenCalled();
    fireEvent.change(field('limit_deposit')!, { target: { value: '1000' } });
    fireEvent.change(field('limit_session')!, { target: { value: '90' } });
    submit();
    await waitFor(() => expect(onRegister).toHaveBeenCalledOnce());
    expect(onRegister.mock.calls[0]![0].limits).toEqual([
      { kind: 'deposit', period: 'weekly', amount: '1000' },
      { kind: 'session', period: 'weekly', minutes: 90 },
    ]);
  });
});
