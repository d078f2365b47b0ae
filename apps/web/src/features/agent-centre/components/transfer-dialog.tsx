import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { formatMoney } from '../../../lib/money';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { Modal } from '../../../ui/modal';
import { useTransferToDownline } from '../api/agent-centre';

/** A transfer id per form, so a resend after a lost answer is the same transfer, never a second one. */
const newTransferId = () => `ac${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** Sends cash from the agent's main wallet to one member of its downline (payment password). */
export function TransferDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [transferId] = useState(newTransferId);
  const send = useTransferToDownline();
  const done = send.data;
  return (
    <Modal
      open
      title={t('ac.transfer.title', { username: member.username })}
      onClose={onClose}
      name="agentTransfer"
    >
      {done ? (
        <FormAlert tone="success">
          {t('ac.transfer.done', {
            amount: formatMoney(done.amount),
            username: done.downline,
            remaining: formatMoney(done.dailyRemaining),
          })}
        </FormAlert>
      ) : (
        <form
          className="ac-page"
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate({
              downlineId: member.id,
              amount: amount.trim(),
              paymentPassword,
              transferId,
              remark,
            });
          }}
        >
          <label className="field">
            <span>{t('ac.transfer.amount')}</span>
            <input
              className="input"
              inputMode="decimal"
              required
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </label>
          <label className="field">
            <span>{t('ac.transfer.paymentPassword')}</span>
            <input
              className="input"
              type="password"
              required
              autoComplete="off"
              value={paymentPassword}
              onChange={(event) => setPaymentPassword(event.target.value)}
            />
          </label>
          <label className="field">
            <span>{t('ac.transfer.remark')}</span>
            <input
              className="input"
              maxLength={140}
              value={remark}
              onChange={(event) => setRemark(event.target.value)}
            />
          </label>
          {send.error && <FormAlert>{errorText(send.error, t)}</FormAlert>}
          <SubmitButton busy={send.isPending}>{t('ac.transfer.submit')}</SubmitButton>
        </form>
      )}
    </Modal>
  );
}
