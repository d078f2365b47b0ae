import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointReward } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { Modal } from '../../../ui/modal';
import { newRequestId, useRedeem } from '../api/points';

/** Redeems a reward: quantity, a delivery address for goods, the total, then the payment password. */
export function RedeemDialog({
  reward,
  points,
  onClose,
}: {
  reward: PointReward;
  points: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const [delivery, setDelivery] = useState({ name: '', phone: '', address: '' });
  const [paymentPassword, setPaymentPassword] = useState('');
  const [requestId] = useState(newRequestId);
  const redeem = useRedeem();
  const done = redeem.data;
  const total = reward.pointsPrice * quantity;
  const left = reward.perMemberLimit === null ? 99 : reward.perMemberLimit - (reward.redeemedByMe ?? 0);
  const most = Math.max(1, Math.min(99, left, reward.stock ?? 99));
  const field = (key: keyof typeof delivery, label: string, options: { long?: boolean } = {}) => (
    <label className="field">
      <span>{label}</span>
      <input
        className="input"
        required
        maxLength={options.long ? 300 : 60}
        value={delivery[key]}
        onChange={(event) => setDelivery({ ...delivery, [key]: event.target.value })}
        name={`delivery-${key}`}
      />
    </label>
  );
  return (
    <Modal
      open
      title={t('points.redeem.title', { title: reward.title })}
      onClose={onClose}
      name="redeemPointReward"
    >
      {done ? (
        <div className="points-form">
          <FormAlert tone="success">
            {done.status === 'process'
              ? t('points.redeem.doneGoods')
              : t('points.redeem.done', { title: done.title, quantity: done.quantity })}
          </FormAlert>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('points.redeem.close')}
          </button>
        </div>
      ) : (
        <form
          className="points-form"
          onSubmit={(event) => {
            event.preventDefault();
            redeem.mutate({
              rewardId: reward.id,
              quantity,
              paymentPassword,
              requestId,
              ...(reward.kind === 'goods' ? { delivery } : {}),
            });
          }}
        >
          <label className="field">
            <span>{t('points.mall.quantity')}</span>
            <input
              className="input"
              type="number"
              min={1}
              max={most}
              required
              value={quantity}
              onChange={(event) => setQuantity(Math.max(1, Math.min(most, Number(event.target.value) || 1)))}
            />
          </label>
          {reward.kind === 'goods' && (
            <>
              {field('name', t('points.redeem.name'))}
              {field('phone', t('points.redeem.phone'))}
              {field('address', t('points.redeem.address'), { long: true })}
            </>
          )}
          <p className="points-form__total" data-testid="redeem-total">
            {t('points.redeem.total', { points: total.toLocaleString() })} ·{' '}
            {t('points.redeem.after', { points: Math.max(0, points - total).toLocaleString() })}
          </p>
          <label className="field">
            <span>{t('points.redeem.paymentPassword')}</span>
            <input
              className="input"
              type="password"
              required
              autoComplete="off"
              name="paymentPassword"
              value={paymentPassword}
              onChange={(event) => setPaymentPassword(event.target.value)}
            />
          </label>
          {redeem.error && <FormAlert>{errorText(redeem.error, t)}</FormAlert>}
          <SubmitButton busy={redeem.isPending}>{t('points.redeem.confirm')}</SubmitButton>
        </form>
      )}
    </Modal>
  );
}
