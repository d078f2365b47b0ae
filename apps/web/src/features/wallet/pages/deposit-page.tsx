import { useState } from 'react';
import { Building2, CircleCheck, ExternalLink, Globe, WalletCards } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../lib/balance';
import { formatMoney } from '../../../lib/money';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { EmptyState } from '../../../ui/empty-state';
import { FormAlert } from '../../../ui/form/submit-button';
import { LoadFailed } from '../../../ui/load-failed';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { useDepositMethods } from '../api/payments';
import { DepositForm } from '../components/deposit-form';
import type { DepositOutcome } from '../components/deposit-form';
import { DepositHistory } from '../components/deposit-history';
import './wallet-pages.css';

/** Member centre depositv2 (§2): pick a method, deposit by bank transfer or online, see past deposits. */
export function DepositPage({ timeZone }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const { data: methods, isError, refetch } = useDepositMethods();
  const { data: balance } = useBalance();
  const [chosen, setChosen] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<DepositOutcome | null>(null);
  const symbol = balance?.currencySymbol ?? 'P';
  if (!methods)
    return isError ? <LoadFailed onRetry={() => void refetch()} /> : <Spinner label={t('common.loading')} />;
  const method = methods.find((candidate) => candidate.id === chosen) ?? methods[0];
  const money = (value: string) => `${symbol} ${formatMoney(value)}`;

  return (
    <div className="wallet-page">
      {!method ? (
        <EmptyState
          icon={WalletCards}
          title={t('mc.pages.depositv2.emptyTitle')}
          text={t('mc.pages.depositv2.emptyText')}
        />
      ) : (
        <>
          <Panel title={t('mc.pages.depositv2.chooseMethod')}>
            <div
              className="deposit-methods"
              role="radiogroup"
              aria-label={t('mc.pages.depositv2.chooseMethod')}
            >
              {methods.map((candidate) => {
                const Icon = candidate.kind === 'bank' ? Building2 : Globe;
                return (
                  <button
                    key={candidate.id}
                    type="button"
                    role="radio"
                    aria-checked={candidate.id === method.id}
                    className="deposit-method"
                    data-testid={`deposit-method-${candidate.id}`}
                    onClick={() => {
                      setChosen(candidate.id);
                      setOutcome(null);
                    }}
                  >
                    <Icon size={22} aria-hidden className="deposit-method__icon" />
                    <strong>{candidate.name}</strong>
                    <span>
                      {candidate.kind === 'bank'
                        ? t('mc.pages.depositv2.kindBank')
                        : t('mc.pages.depositv2.kindGateway')}
                    </span>
                    <span>
                      {t('mc.pages.depositv2.limits', {
                        range: t('mc.money.range', {
                          min: money(candidate.minAmount),
                          max: money(candidate.maxAmount),
                        }),
                      })}
                    </span>
                  </button>
                );
              })}
            </div>
          </Panel>
          <Panel title={method.name}>
            {outcome ? (
              <div className="deposit-done" data-testid="deposit-done">
                <CircleCheck size={36} aria-hidden className="deposit-done__icon" />
                <FormAlert tone="success">
                  {outcome.kind === 'bank'
                    ? t('mc.pages.depositv2.submitted', { orderNo: outcome.orderNo })
                    : t('mc.pages.depositv2.payOpened')}
                </FormAlert>
                <div className="wallet-actions">
                  {outcome.kind === 'gateway' && (
                    <a
                      className="btn btn--gold"
                      href={outcome.payUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <ExternalLink size={16} aria-hidden />
                      {t('mc.pages.depositv2.openPay')}
                    </a>
                  )}
                  <button type="button" className="btn btn--ghost" onClick={() => setOutcome(null)}>
                    {t('mc.pages.depositv2.another')}
                  </button>
                </div>
              </div>
            ) : (
              <DepositForm key={method.id} method={method} currencySymbol={symbol} onDone={setOutcome} />
            )}
          </Panel>
        </>
      )}
      <DepositHistory timeZone={timeZone} currencySymbol={symbol} />
    </div>
  );
}
