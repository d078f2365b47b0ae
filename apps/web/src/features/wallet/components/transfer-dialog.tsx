import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VendorWallet } from '@swerte/contracts';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/money';
import { useModalStore } from '../../../stores/modal-store';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { Dialog } from '../../../ui/modal';
import { newTransferId, transferWallet } from '../api/wallet';
import { useMoneyMoved } from '../hooks/use-money-moved';
import { createTransferIds } from '../lib/transfer-ids';
import { AmountField, amountValidator } from './amount-field';

interface TransferDialogProps {
  wallet: VendorWallet;
  direction: 'in' | 'out';
  mainBalance: string;
  currencySymbol: string;
  onClose: () => void;
}

/** Moves money between the main wallet and one game's wallet. */
export function TransferDialog({
  wallet,
  direction,
  mainBalance,
  currencySymbol,
  onClose,
}: TransferDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const moneyMoved = useMoneyMoved();
  const openNotice = useModalStore((state) => state.openNotice);
  const [failure, setFailure] = useState<string | null>(null);
  const available = direction === 'in' ? mainBalance : wallet.balance;
  const { register, handleSubmit, formState, setError, setValue } = useForm<{ amount: string }>({
    mode: 'onTouched',
  });
  const [transferIds] = useState(() => createTransferIds(newTransferId));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const amount = values.amount.trim();
    const transferId = transferIds.idFor(amount);
    try {
      const done = await transferWallet({ vassalage: wallet.vassalage, direction, amount, transferId });
      await moneyMoved();
      onClose();
      openNotice({
        kind: 'message',
        tone: 'success',
        text: t('mc.pages.transferFund.done', { amount: `${currencySymbol} ${formatMoney(done.amount)}` }),
      });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, t, { error_insufficient_balance: 'amount' }));
    }
  });

  const vendor = wallet.displayName;
  return (
    <Dialog
      open
      name="walletTransferDialog"
      title={
        direction === 'in'
          ? t('mc.pages.transferFund.transferInTitle', { vendor })
          : t('mc.pages.transferFund.transferOutTitle', { vendor })
      }
      onClose={onClose}
      width={440}
    >
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className="wallet-available">
          <span>{t('mc.pages.transferFund.available')}</span>
          <strong>
            {currencySymbol} {formatMoney(available)}
          </strong>
        </p>
        <AmountField
          id={`${id}-amount`}
          autoFocus
          currencySymbol={currencySymbol}
          limits={{ max: available }}
          problem={formState.errors.amount?.message}
          onAll={() => setValue('amount', available, { shouldValidate: true })}
          registration={register('amount', { validate: amountValidator(() => ({ max: available })) })}
        />
        {failure && <FormAlert>{failure}</FormAlert>}
        <SubmitButton busy={formState.isSubmitting}>{t('mc.pages.transferFund.submit')}</SubmitButton>
      </form>
    </Dialog>
  );
}
