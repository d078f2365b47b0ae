import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentRegisterBody, ContractFlags, ContractKind } from '@swerte/contracts';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { Panel } from '../../../ui/panel';
import { useInvite } from '../api/agent-centre';
import { useContractFlags, useRegisterDownline } from '../api/contracts';
import { contractErrorText } from '../components/contract-error';
import { QrCode } from '../../../ui/qr-code';
import { usePermission } from '../../../lib/permission';
import '../components/agent-centre.css';

/** The contract kinds in menu order, with the §3 flag that enables each. */
const KINDS: [ContractKind, keyof ContractFlags][] = [
  ['dividend', 'divtypereq'],
  ['daily_salary', 'dailysalreqtype'],
  ['hourly_salary', 'contracthoursalreqtype'],
  ['realtime_salary', 'realtimesalreqtype'],
];

/**
 * §2 account registration: the agent makes a player or a sub-agent directly below it, offering the
 * sub-agent contracts within its own (the server refuses more, and then makes no account); and shares
 * its invite link with a QR code.
 */
export function AccountRegistrationPage() {
  const { t } = useTranslation();
  const { data: flags } = useContractFlags();
  const register = useRegisterDownline();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [kind, setKind] = useState<'player' | 'agent'>('player');
  const [rates, setRates] = useState<Partial<Record<ContractKind, string>>>({});
  // The new member's jurisdiction rules as the registration form reads them; the server decides.
  const site = usePermission().data?.info.site;
  const minimumAge = site?.minimumAge ?? 18;
  const askDateOfBirth = site?.askDateOfBirth ?? false;
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [depositLimit, setDepositLimit] = useState('');
  const enabled = KINDS.filter(([, flag]) => flags?.[flag] === 1).map(([contractKind]) => contractKind);
  const submit = () => {
    const contracts: AgentRegisterBody['contracts'] =
      kind === 'agent'
        ? enabled
            .filter((contractKind) => (rates[contractKind] ?? '').trim() !== '')
            .map((contractKind) => ({
              kind: contractKind,
              tiers: [{ minActive: 0, rate: Number(rates[contractKind]) }],
            }))
        : [];
    register.mutate({
      username,
      password,
      kind,
      contracts,
      ...(dateOfBirth ? { dateOfBirth } : {}),
      ...(depositLimit.trim()
        ? { limits: [{ kind: 'deposit' as const, period: 'daily' as const, amount: depositLimit.trim() }] }
        : {}),
    });
  };
  return (
    <div className="ac-page">
      <Panel title={t('ac.register.title')}>
        <form
          className="ac-register"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="ac-tabs" role="group" aria-label={t('ac.register.kind')}>
            {(['player', 'agent'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="ac-tab"
                aria-pressed={kind === option}
                data-testid={`ac-register-${option}`}
                onClick={() => setKind(option)}
              >
                {t(`ac.register.kinds.${option}`)}
              </button>
            ))}
          </div>
          <label className="field">
            <span>{t('ac.register.username')}</span>
            <input
              className="input"
              required
              autoComplete="off"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              data-testid="ac-register-username"
            />
          </label>
          <label className="field">
            <span>{t('ac.register.password')}</span>
            <input
              className="input"
              type="password"
              required
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              data-testid="ac-register-password"
            />
          </label>
          {askDateOfBirth && (
            <label className="field">
              <span>{t('ac.register.dateOfBirth')}</span>
              <input
                className="input"
                type="date"
                required
                value={dateOfBirth}
                onChange={(event) => setDateOfBirth(event.target.value)}
                data-testid="ac-register-dob"
              />
              <small className="field__hint">{t('ac.register.dateOfBirthWhy', { age: minimumAge })}</small>
            </label>
          )}
          <label className="field">
            <span>{t('ac.register.depositLimit')}</span>
            <input
              className="input"
              inputMode="decimal"
              value={depositLimit}
              onChange={(event) => setDepositLimit(event.target.value)}
              data-testid="ac-register-deposit-limit"
            />
            <small className="field__hint">{t('ac.register.depositLimitHint')}</small>
          </label>
          {kind === 'agent' &&
            enabled.map((contractKind) => (
              <label key={contractKind} className="field">
                <span>{t('ac.register.rate', { kind: t(`ac.menu.${MENU_OF[contractKind]}`) })}</span>
                <input
                  className="input"
                  inputMode="decimal"
                  placeholder={t('ac.register.ratePlaceholder')}
                  value={rates[contractKind] ?? ''}
                  onChange={(event) => setRates({ ...rates, [contractKind]: event.target.value })}
                  data-testid={`ac-register-rate-${contractKind}`}
                />
              </label>
            ))}
          {register.error && <FormAlert>{contractErrorText(register.error, t)}</FormAlert>}
          {register.data && (
            <FormAlert tone="success">
              {t('ac.register.done', {
                username: register.data.username,
                offers: register.data.contracts.length,
              })}
            </FormAlert>
          )}
          <SubmitButton busy={register.isPending}>{t('ac.register.submit')}</SubmitButton>
        </form>
      </Panel>
      <InviteQr />
    </div>
  );
}

const MENU_OF = {
  dividend: 'agentDividend',
  daily_salary: 'agentDailySalary',
  hourly_salary: 'agentHourlySalary',
  realtime_salary: 'agentRealtimeSalary',
} as const satisfies Record<ContractKind, string>;

function InviteQr() {
  const { t } = useTranslation();
  const { data } = useInvite();
  if (!data) return null;
  const link = `${window.location.origin}${data.path}`;
  return (
    <Panel title={t('ac.overview.invite')}>
      <div className="ac-invite">
        <QrCode text={link} label={t('ac.register.qr')} />
        <span>
          {t('ac.overview.inviteCode')}: <strong>{data.code}</strong>
        </span>
        <span>
          {t('ac.overview.inviteLink')}: <a href={data.path}>{link}</a>
        </span>
      </div>
    </Panel>
  );
}
