import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_KINDS } from '@swerte/contracts';
import type { TransactionReference } from '@swerte/contracts';
import type { AppTranslation } from '../../../i18n';
import { useLanguage } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { useRemarkText } from '../../../lib/contract-remark';
import { formatDateTime } from '../../../lib/time';
import { Dialog } from '../../../ui/modal';
import { FactList } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { useTransactionDetail } from '../api/records';
import { formatSigned, signOf } from '../lib/signed-money';

type ReferenceLabel = keyof AppTranslation['mc']['pages']['transactionHistory']['reference'];

/** The label of a ledger kind; a kind the page does not know yet reads as a generic movement. */
export function useKindLabel() {
  const { t } = useTranslation();
  return (type: string) =>
    (LEDGER_KINDS as readonly string[]).includes(type)
      ? t(`mc.pages.transactionHistory.types.${type as (typeof LEDGER_KINDS)[number]}`)
      : t('mc.pages.transactionHistory.types.other');
}

/** One account-record entry: who made it, its lines on the member's wallets, what it refers to. */
export function TransactionDetailDialog({
  entryId,
  timeZone,
  currencySymbol,
  onClose,
}: {
  entryId: number;
  timeZone: string;
  currencySymbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kindLabel = useKindLabel();
  const remarkText = useRemarkText();
  const { data } = useTransactionDetail(entryId);
  const label = (key: ReferenceLabel): string => t(`mc.pages.transactionHistory.reference.${key}`);

  const reference = (ref: TransactionReference): [string, string | null][] => [
    [label('orderNo'), ref.orderNo],
    [label('method'), ref.method],
    [label('bank'), ref.bankName ? `${ref.bankName} ${ref.accountNumber ?? ''}`.trim() : null],
    [label('vendor'), ref.vendorName ?? ref.vendor],
    [
      label('direction'),
      ref.direction &&
        t(`mc.pages.transactionHistory.reference.${ref.direction === 'in' ? 'directionIn' : 'directionOut'}`),
    ],
    [label('game'), ref.gameName],
    [label('vendorBetId'), ref.vendorBetId],
    [label('transferId'), ref.transferId],
    [label('counterparty'), ref.counterparty],
    [label('title'), ref.title],
  ];

  return (
    <Dialog
      open
      name="transactionDetailDialog"
      title={t('mc.pages.transactionHistory.detailTitle')}
      onClose={onClose}
      width={480}
    >
      {!data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="transaction-detail">
          <FactList
            emptyText="—"
            rows={[
              [t('mc.pages.transactionHistory.type'), kindLabel(data.type)],
              [t('mc.pages.transactionHistory.by'), t(`mc.pages.transactionHistory.bys.${data.by}`)],
              [t('mc.records.time'), formatDateTime(new Date(data.time), timeZone, language)],
              ...data.postings.map((posting): [string, ReactNode] => [
                t(`mc.pages.transactionHistory.wallets.${posting.wallet}`),
                <span key={posting.id}>
                  <span className={signOf(posting.amount) ? `is-${signOf(posting.amount)}` : undefined}>
                    {formatSigned(posting.amount, currencySymbol)}
                  </span>
                  <br />
                  <small className="wallet-muted">
                    {t('mc.pages.transactionHistory.balanceAfter', {
                      amount: `${currencySymbol} ${formatMoney(posting.balanceAfter)}`,
                    })}
                  </small>
                </span>,
              ]),
              ...data.pointLines.map((line): [string, ReactNode] => [
                t('mc.pages.transactionHistory.points'),
                <span key={`points-${line.id}`} data-testid="detail-points">
                  <span className={line.points > 0 ? 'is-plus' : 'is-minus'}>
                    {line.points > 0 ? `+${line.points}` : `−${-line.points}`}
                  </span>
                  <br />
                  <small className="wallet-muted">
                    {t('mc.pages.transactionHistory.pointsAfter', { points: line.pointsAfter })}
                  </small>
                </span>,
              ]),
              ...reference(data.reference).filter(([, value]) => value),
              ...(data.remark ? [[label('remark'), remarkText(data.remark)] as [string, string]] : []),
            ]}
          />
        </div>
      )}
    </Dialog>
  );
}
