import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PromotionItem } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { useCurrencySymbol } from '../../../lib/currency';
import { requireGate } from '../../../lib/gate';
import { formatMoneyWithSymbol } from '../../../lib/money';
import { useModalStore } from '../../../stores/modal-store';
import { usePromoAction, type PromoAction } from '../api/promotions';

/** What the item's status lets the member do from here: join, claim or claim a raffle prize. */
function actionOf(item: Pick<PromotionItem, 'kind' | 'status'>): PromoAction | 'apply' | null {
  if (item.status === 'join') return item.kind === 'apply' ? 'apply' : 'join';
  if (item.status === 'rejected' && item.kind === 'apply') return 'apply';
  if (item.status === 'claim') return item.kind === 'raffle' ? 'claimRaffle' : 'claim';
  return null;
}

/**
 * The item's action button. Visitors get the login popup and trial accounts the in_need_true_account
 * warning (§5) before anything is sent; an application opens the detail page's form.
 */
export function PromoActionButton({
  item,
  onApply,
  large,
}: {
  item: Pick<PromotionItem, 'id' | 'kind' | 'status'>;
  /** On the detail page: show the form instead of going there. */
  onApply?: () => void;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const mutation = usePromoAction();
  const symbol = useCurrencySymbol();
  const openNotice = useModalStore((state) => state.openNotice);
  const action = actionOf(item);
  if (!action) return null;
  const className = `btn ${action === 'claim' || action === 'claimRaffle' ? 'btn--gold' : 'btn--primary'}${large ? ' btn--lg' : ''}`;
  const label =
    action === 'apply' && item.status === 'rejected'
      ? t('promo.actions.retryApply')
      : t(`promo.actions.${action}`);

  if (action === 'apply' && !onApply) {
    return (
      <Link
        className={className}
        to={`/promoDetail?id=${item.id}#apply`}
        data-testid="promo-action"
        onClick={(event) => {
          if (!requireGate('realMoney')) event.preventDefault();
        }}
      >
        {label}
      </Link>
    );
  }

  const run = () => {
    if (!requireGate('realMoney')) return;
    if (action === 'apply') {
      onApply?.();
      return;
    }
    mutation.mutate(
      { action, id: item.id },
      {
        onSuccess: (value) =>
          openNotice({
            kind: 'message',
            tone: 'success',
            text:
              value.amount === null
                ? t('promo.done.join')
                : t(`promo.done.${action === 'claimRaffle' ? 'claimRaffle' : 'claim'}`, {
                    amount: formatMoneyWithSymbol(value.amount, symbol),
                  }),
          }),
        onError: (error) => openNotice({ kind: 'message', tone: 'warning', text: errorText(error, t) }),
      },
    );
  };

  return (
    <button
      type="button"
      className={className}
      onClick={run}
      disabled={mutation.isPending}
      data-testid="promo-action"
    >
      {label}
    </button>
  );
}
