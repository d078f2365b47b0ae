import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXCLUSION_MONTHS, TIMEOUT_MAX_DAYS, type Block } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { useSessionStore } from '../../../stores/session-store';
import { Dialog } from '../../../ui/modal';
import { Panel } from '../../../ui/panel';
import { useProtectionChange, useSelfExclude } from '../api/protection';

const TIMEOUT_PRESETS = { d1: 1, d7: 7, d30: 30 } as const;
type TimeoutChoice = keyof typeof TIMEOUT_PRESETS | 'custom';

/** Time-out and self-exclusion, each behind a confirmation; the block in force when there is one. */
export function BreakPanels({ block, at }: { block: Block | null; at: (iso: string) => string }) {
  const { t } = useTranslation();
  if (block?.kind === 'self_exclusion') return <ExclusionInForce block={block} at={at} />;
  return (
    <>
      {block?.kind === 'timeout' ? (
        <Panel title={t('rg.timeout.title')}>
          <p className="form-alert form-alert--info" data-testid="rg-block">
            {t('rg.timeout.until', { at: at(block.endsAt) })}
          </p>
        </Panel>
      ) : (
        <TimeoutPanel />
      )}
      <ExclusionPanel />
    </>
  );
}

function TimeoutPanel() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<TimeoutChoice>('d1');
  const [custom, setCustom] = useState('14');
  const [asking, setAsking] = useState(false);
  const [until, setUntil] = useState('');
  const start = useProtectionChange('timeout');
  const days =
    choice === 'custom'
      ? Math.min(TIMEOUT_MAX_DAYS, Math.max(1, Number.parseInt(custom, 10) || 1))
      : TIMEOUT_PRESETS[choice];
  return (
    <Panel title={t('rg.timeout.title')}>
      <p className="rg__note">{t('rg.timeout.note')}</p>
      <fieldset className="rg__choices">
        <legend className="field__label">{t('rg.timeout.length')}</legend>
        {(['d1', 'd7', 'd30', 'custom'] as const).map((key) => (
          <label key={key} className="rg__choice">
            <input type="radio" name="rg-timeout" checked={choice === key} onChange={() => setChoice(key)} />
            {t(`rg.timeout.options.${key}`)}
          </label>
        ))}
      </fieldset>
      {choice === 'custom' && (
        <label className="field">
          <span className="field__label">{t('rg.timeout.days')}</span>
          <input
            className="input"
            type="number"
            min={1}
            max={TIMEOUT_MAX_DAYS}
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
          />
        </label>
      )}
      <button
        type="button"
        className="btn btn--primary"
        data-testid="rg-timeout-start"
        onClick={() => {
          setUntil(new Date(Date.now() + days * 86_400_000).toLocaleString());
          setAsking(true);
        }}
      >
        {t('rg.timeout.start')}
      </button>
      {start.isError && (
        <p className="form-alert form-alert--error" role="alert">
          {errorText(start.error, t)}
        </p>
      )}
      <Dialog
        open={asking}
        name="timeoutDialog"
        title={t('rg.timeout.confirmTitle')}
        onClose={() => setAsking(false)}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setAsking(false)}>
              {t('rg.cancelButton')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              data-testid="confirm"
              disabled={start.isPending}
              onClick={() => start.mutate({ days }, { onSettled: () => setAsking(false) })}
            >
              {t('rg.timeout.start')}
            </button>
          </>
        }
      >
        <p>{t('rg.timeout.confirmText', { until })}</p>
      </Dialog>
    </Panel>
  );
}

function ExclusionPanel() {
  const { t } = useTranslation();
  const [months, setMonths] = useState<(typeof EXCLUSION_MONTHS)[number]>(6);
  const [asking, setAsking] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const exclude = useSelfExclude();
  const clear = useSessionStore((state) => state.clear);
  const length = t(`rg.exclusion.options.m${months}`);
  return (
    <Panel title={t('rg.exclusion.title')} className="rg__danger">
      <p className="rg__note">{t('rg.exclusion.note')}</p>
      <fieldset className="rg__choices">
        <legend className="field__label">{t('rg.exclusion.length')}</legend>
        {EXCLUSION_MONTHS.map((m) => (
          <label key={m} className="rg__choice">
            <input type="radio" name="rg-exclusion" checked={months === m} onChange={() => setMonths(m)} />
            {t(`rg.exclusion.options.m${m}`)}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="btn btn--danger"
        data-testid="rg-exclude"
        onClick={() => setAsking(true)}
      >
        {t('rg.exclusion.start')}
      </button>
      <Dialog
        open={asking}
        name="selfExclusionDialog"
        title={t('rg.exclusion.confirmTitle')}
        onClose={() => setAsking(false)}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setAsking(false)}>
              {t('rg.cancelButton')}
            </button>
            <button
              type="button"
              className="btn btn--danger"
              data-testid="confirm"
              disabled={!understood || exclude.isPending}
              // Every session ends on the server: this one ends here too.
              onClick={() => exclude.mutate(months, { onSuccess: () => clear() })}
            >
              {t('rg.exclusion.confirm')}
            </button>
          </>
        }
      >
        <p>{t('rg.exclusion.confirmText', { length })}</p>
        <label className="rg__choice">
          <input
            type="checkbox"
            data-testid="rg-understand"
            checked={understood}
            onChange={(e) => setUnderstood(e.target.checked)}
          />
          {t('rg.exclusion.understand')}
        </label>
        {exclude.isError && (
          <p className="form-alert form-alert--error" role="alert">
            {errorText(exclude.error, t)}
          </p>
        )}
      </Dialog>
    </Panel>
  );
}

function ExclusionInForce({ block, at }: { block: Block; at: (iso: string) => string }) {
  const { t } = useTranslation();
  const ask = useProtectionChange('requestReturn');
  return (
    <Panel title={t('rg.exclusion.title')}>
      <p className="form-alert form-alert--info" data-testid="rg-block">
        {block.returnAt
          ? t('rg.exclusion.returning', { at: at(block.returnAt) })
          : t('rg.exclusion.active', { at: at(block.endsAt) })}
      </p>
      {!block.returnAt && new Date(block.endsAt) <= new Date() && (
        <button type="button" className="btn btn--primary" onClick={() => ask.mutate(undefined as never)}>
          {t('rg.exclusion.ask')}
        </button>
      )}
      {ask.isError && (
        <p className="form-alert form-alert--error" role="alert">
          {errorText(ask.error, t)}
        </p>
      )}
    </Panel>
  );
}
