import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { formatDateTime } from '../../../lib/time';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { LoadFailed } from '../../../ui/load-failed';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { useProtectionChange, useProtectionStatus } from '../api/protection';
import { ActivityStatement } from '../components/activity-statement';
import { BreakPanels } from '../components/break-panels';
import { HelpContacts } from '../components/help-contacts';
import { LimitList } from '../components/limit-list';
import '../../../ui/form/form.css';
import './responsible-gaming.css';

const REALITY_OPTIONS = [15, 30, 45, 60, 90, 120] as const;

/** Member centre "Responsible gaming": limits, reality check, time-out, self-exclusion, activity, help. */
export function ResponsibleGamingPage({ timeZone }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = useProtectionStatus();
  const at = (iso: string) => formatDateTime(new Date(iso), timeZone, language);

  if (status.isError) return <LoadFailed onRetry={() => void status.refetch()} />;
  if (!status.data) return <Spinner label={t('common.loading')} />;
  const { data } = status;
  return (
    <div className="rg">
      <p className="rg__intro">{t('rg.intro')}</p>
      <Panel title={t('rg.limits.title')}>
        <p className="rg__note">{t('rg.limits.note', { hours: data.coolingOffHours })}</p>
        <LimitList limits={data.limits} at={at} />
        <LimitForm />
      </Panel>
      <RealityCheckPanel minutes={data.realityCheckMinutes} />
      <BreakPanels block={data.block} at={at} />
      <ActivityStatement />
      <Panel title={t('rg.help.title')}>
        <HelpContacts />
      </Panel>
    </div>
  );
}

function LimitForm() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('daily');
  const [value, setValue] = useState('');
  const save = useProtectionChange('setLimit');
  const submit = () => {
    const body =
      kind === 'session'
        ? { kind, period, minutes: Number.parseInt(value, 10) || 0 }
        : { kind, period, amount: value.trim() };
    save.mutate(body, { onSuccess: () => setValue('') });
  };
  return (
    <form
      className="rg__form"
      data-testid="rg-limit-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="field">
        <span className="field__label">{t('rg.limits.kind')}</span>
        <select className="input" value={kind} onChange={(e) => setKind(e.target.value as LimitKind)}>
          {LIMIT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`rg.limits.kinds.${k}`)}
            </option>
          ))}
        </select>
        <span className="field__hint">{t(`rg.limits.kindHints.${kind}`)}</span>
      </label>
      <label className="field">
        <span className="field__label">{t('rg.limits.period')}</span>
        <select className="input" value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)}>
          {LIMIT_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`rg.limits.periods.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">
          {kind === 'session' ? t('rg.limits.minutes') : t('rg.limits.amount')}
        </span>
        <input
          className="input"
          inputMode={kind === 'session' ? 'numeric' : 'decimal'}
          value={value}
          maxLength={16}
          required
          data-testid="rg-limit-value"
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <button
        type="submit"
        className="btn btn--primary"
        disabled={save.isPending}
        data-testid="rg-limit-save"
      >
        {t('rg.limits.save')}
      </button>
      {save.isError && (
        <p className="form-alert form-alert--error" role="alert">
          {errorText(save.error, t)}
        </p>
      )}
      {save.isSuccess && (
        <p className="form-alert form-alert--success" role="status">
          {t('rg.limits.saved')}
        </p>
      )}
    </form>
  );
}

function RealityCheckPanel({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(minutes);
  const save = useProtectionChange('realityCheck');
  const options = REALITY_OPTIONS.includes(minutes as (typeof REALITY_OPTIONS)[number])
    ? REALITY_OPTIONS
    : [...REALITY_OPTIONS, minutes].sort((a, b) => a - b);
  return (
    <Panel title={t('rg.reality.title')}>
      <p className="rg__note">{t('rg.reality.note')}</p>
      <div className="rg__form">
        <label className="field">
          <span className="field__label">{t('rg.reality.every')}</span>
          <select
            className="input"
            value={chosen}
            data-testid="rg-reality-minutes"
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {options.map((m) => (
              <option key={m} value={m}>
                {t('rg.reality.option', { count: m })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn--primary"
          disabled={save.isPending}
          onClick={() => save.mutate({ minutes: chosen })}
        >
          {t('rg.reality.save')}
        </button>
        {save.isSuccess && (
          <p className="form-alert form-alert--success" role="status">
            {t('rg.reality.saved')}
          </p>
        )}
      </div>
    </Panel>
  );
}
