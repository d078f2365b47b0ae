import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, parseCents, type PointConfig } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { Panel } from '../../../ui/panel';
import { newRequestId, useConvertPoints } from '../api/points';

/** Points to cash at the operator's rate (payment password); shows what the member will get first. */
export function ConvertPanel({
  config,
  points,
  money,
}: {
  config: PointConfig;
  points: number;
  money: (v: string) => string;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const convert = useConvertPoints();
  const asked = Number.parseInt(amount, 10);
  const cents =
    Number.isFinite(asked) && asked > 0
      ? (BigInt(asked) * parseCents(config.convertAmount)) / BigInt(config.convertPoints)
      : 0n;
  return (
    <Panel title={t('points.convert.title')} className="points-convert">
      <p className="points-note">
        {t('points.convert.rate', { points: config.convertPoints, amount: money(config.convertAmount) })} ·{' '}
        {t('points.convert.min', { points: config.minConvertPoints })}
      </p>
      {!config.convertEnabled ? (
        <p>{t('points.convert.off')}</p>
      ) : (
        <form
          className="points-form"
          onSubmit={(event) => {
            event.preventDefault();
            convert.mutate(
              { points: asked, paymentPassword, requestId },
              {
                onSuccess: () => {
                  setAmount('');
                  setPaymentPassword('');
                  setRequestId(newRequestId());
                },
              },
            );
          }}
        >
          <label className="field">
            <span>{t('points.convert.points')}</span>
            <input
              className="input"
              inputMode="numeric"
              pattern="[0-9]*"
              required
              name="convertPoints"
              value={amount}
              max={points}
              onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
            />
          </label>
          <p className="points-form__total">
            {t('points.convert.youGet', { amount: money(formatCents(cents)) })}
          </p>
          <label className="field">
            <span>{t('points.convert.paymentPassword')}</span>
            <input
              className="input"
              type="password"
              required
              autoComplete="off"
              name="convertPaymentPassword"
              value={paymentPassword}
              onChange={(event) => setPaymentPassword(event.target.value)}
            />
          </label>
          {convert.error && <FormAlert>{errorText(convert.error, t)}</FormAlert>}
          {convert.data && (
            <FormAlert tone="success">
              {t('points.convert.done', { points: convert.data.points, amount: money(convert.data.amount) })}
            </FormAlert>
          )}
          <SubmitButton busy={convert.isPending}>{t('points.convert.submit')}</SubmitButton>
        </form>
      )}
    </Panel>
  );
}
