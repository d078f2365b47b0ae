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
) {
  render(
    <MemoryRouter>
      <RegisterForm
        mode="username"
        settings={settings}
        whitelabel={{ USERNAMEREG3: '1', MOBILENUMREG3: '1', REGMOBVERF3: '0' }}
        minimumAge={21}
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
