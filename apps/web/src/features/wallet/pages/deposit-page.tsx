import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Building2, CircleCheck, CircleHelp, ExternalLink, Globe, WalletCards } from 'lucide-react';
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
import type { DepositKind } from '../components/deposit-guide';
import { DepositHistory } from '../components/deposit-history';
import './wallet-pages.css';

// The guide's pictures and texts load only when a member asks for them.
const DepositGuide = lazy(() =>
  import('../components/deposit-guide').then((module) => ({ default: module.DepositGuide })),
);

/** `?guide=bank|gateway` (the help centre's link) opens the page at the guide. */
const GUIDE_PARAM = 'guide';

/**
 * Which guide tab is open, or null for the deposit form. A link's `?guide=` opens it once and is then
 * taken out of the address, so closing the member centre forgets it.
 */
function useGuide(): [DepositKind | null, (kind: DepositKind | null) => void] {
  const [params, setParams] = useSearchParams();
  const linked = params.get(GUIDE_PARAM);
  const [guide, setGuide] = useState<DepositKind | null>(() =>
    linked === 'bank' || linked === 'gateway' ? linked : null,
  );
  useEffect(() => {
    if (linked === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(GUIDE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linked, setParams]);
  return [guide, setGuide];
}

/**
 * Member centre depositv2 (§2): pick a method, deposit by bank transfer or online, see past deposits.
 * `intro` comes first (the app puts the protection area's deposit-limit offer there before a first deposit).
 */
export function DepositPage({ timeZone, intro }: MemberCentrePageProps & { intro?: ReactNode }) {
  const { t } = useTranslation();
  const { data: methods, isError, refetch } = useDepositMethods();
  const { data: balance } = useBalance();
  const [chosen, setChosen] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<DepositOutcome | null>(null);
  const [guide, setGuide] = useGuide();
  const symbol = balance?.currencySymbol ?? 'P';
  if (guide) {
    return (
      <div className="wallet-page">
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <DepositGuide kind={guide} onKind={setGuide} onBack={() => setGuide(null)} />
        </Suspense>
      </div>
    );
  }
  if (!methods)
    return isError ? <LoadFailed onRetry={() => void refetch()} /> : <Spinner label={t('common.loading')} />;
  const method = methods.find((candidate) => candidate.id === chosen) ?? methods[0];
  const money = (value: string) => `${symbol} ${formatMoney(value)}`;
  const guideLink = (
    <button
      type="button"
      className="link-button deposit-guide-link"
      data-testid="deposit-guide-link"
      onClick={() => setGuide(method?.kind ?? 'bank')}
    >
      <CircleHelp size={16} aria-hidden />
      {t('mc.pages.depositv2.guideLink')}
    </button>
  );

  return (
    <div className="wallet-page">
      {intro}
      {!method ? (
        <EmptyState
          icon={WalletCards}
          title={t('mc.pages.depositv2.emptyTitle')}
          text={t('mc.pages.depositv2.emptyText')}
          action={guideLink}
        />
      ) : (
        <>
          <Panel title={t('mc.pages.depositv2.chooseMethod')} actions={guideLink}>
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
