import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { parseCents, type VipLevel, type VipValue } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { useCurrencySymbol } from '../../../lib/currency';
import { formatMoneyWithSymbol } from '../../../lib/money';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useVip } from '../api/promotions';
import { percentOf } from '../components/promo-rule';
import './promotions-pages.css';

/** Whole percent of `have` towards `need` (cents compared, no float drift); 100 when nothing is needed. */
function percentTowards(have: string, need: string): number {
  const target = parseCents(need);
  if (target <= 0n) return 100;
  const percent = (parseCents(have) * 100n) / target;
  return Number(percent > 100n ? 100n : percent);
}

function Progress({
  label,
  have,
  need,
  money,
}: {
  label: string;
  have: string;
  need: string;
  money: (v: string) => string;
}) {
  const percent = percentTowards(have, need);
  return (
    <div className="vip-progress">
      <div className="vip-progress__labels">
        <span>{label}</span>
        <span>
          {money(have)} / {money(need)}
        </span>
      </div>
      <div
        className="vip-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function MyLevel({
  me,
  levels,
  money,
}: {
  me: NonNullable<VipValue['me']>;
  levels: VipLevel[];
  money: (v: string) => string;
}) {
  const { t } = useTranslation();
  const current = levels.find((level) => level.level === me.level);
  const next = levels.find((level) => level.level === me.next?.level);
  return (
    <section className="card vip-me" aria-labelledby="vip-me-title" data-testid="vip-me">
      <div className="vip-me__badge" aria-hidden>
        <Crown size={30} />
        <span>{me.level}</span>
      </div>
      <div className="vip-me__body">
        <p className="vip-me__eyebrow" id="vip-me-title">
          {t('promo.vip.yourLevel')}
        </p>
        <p className="vip-me__name">{current ? current.name : t('promo.vip.noLevel')}</p>
        {next ? (
          <>
            <p className="vip-me__next">{t('promo.vip.toNext', { name: next.name })}</p>
            <Progress
              label={t('promo.vip.deposits')}
              have={me.deposits}
              need={next.minDeposit}
              money={money}
            />
            <Progress
              label={t('promo.vip.validBets')}
              have={me.validBets}
              need={next.minValidBet}
              money={money}
            />
          </>
        ) : (
          <p className="vip-me__next">{t('promo.vip.top')}</p>
        )}
      </div>
    </section>
  );
}

function VisitorCall() {
  const { t } = useTranslation();
  const openAuth = useModalStore((state) => state.openAuth);
  return (
    <section className="card vip-me vip-me--visitor">
      <div className="vip-me__badge" aria-hidden>
        <Crown size={30} />
      </div>
      <div className="vip-me__body">
        <p className="vip-me__name">{t('promo.vip.visitorTitle')}</p>
        <p className="vip-me__next">{t('promo.vip.visitorText')}</p>
        <div className="vip-me__actions">
          <button
            type="button"
            className="btn btn--gold btn--lg"
            onClick={() => openAuth({ name: 'register' })}
          >
            {t('promo.vip.signUp')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--lg"
            onClick={() => openAuth({ name: 'login' })}
          >
            {t('promo.vip.login')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** /vip: the member's level and progress (or a sign-up call), then the ladder with each level's perks. */
export function VipPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const loggedIn = useSessionStore((state) => state.token !== null);
  const { data, isPending, isError, refetch } = useVip(language);
  const symbol = useCurrencySymbol();
  const money = (value: string) => formatMoneyWithSymbol(value, symbol);

  return (
    <Page name="vip" title={t('pages.vip')} description={t('promo.vip.intro')}>
      {isPending ? (
        <Spinner label={t('common.loading')} />
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : data.levels.length === 0 ? (
        <EmptyState
          icon={Crown}
          tone="gold"
          title={t('promo.vip.emptyTitle')}
          text={t('promo.vip.emptyText')}
        />
      ) : (
        <>
          {data.me ? (
            <MyLevel me={data.me} levels={data.levels} money={money} />
          ) : loggedIn ? (
            <p className="promo-hint">{t('promo.vip.trialText')}</p>
          ) : (
            <VisitorCall />
          )}
          <h2 className="section-title vip-ladder__title">{t('promo.vip.ladder')}</h2>
          <ol className="vip-ladder" data-testid="vip-ladder">
            {data.levels.map((level) => {
              const current = data.me?.level === level.level;
              return (
                <li
                  key={level.level}
                  className={`card vip-level vip-level--${Math.min(level.level, 6)}${current ? ' is-current' : ''}`}
                >
                  <div className="vip-level__head">
                    <span className="vip-level__number">
                      {t('promo.vip.levelNumber', { level: level.level })}
                    </span>
                    {current && (
                      <span className="promo-badge promo-badge--gold">{t('promo.vip.current')}</span>
                    )}
                  </div>
                  <h3 className="vip-level__name">
                    <Crown size={18} aria-hidden /> {level.name}
                  </h3>
                  {level.benefits && <p className="vip-level__benefits">{level.benefits}</p>}
                  <dl className="promo-facts vip-level__facts">
                    <div>
                      <dt>{t('promo.vip.minDeposit')}</dt>
                      <dd>{money(level.minDeposit)}</dd>
                    </div>
                    <div>
                      <dt>{t('promo.vip.minValidBet')}</dt>
                      <dd>{money(level.minValidBet)}</dd>
                    </div>
                    <div>
                      <dt>{t('promo.vip.rebate')}</dt>
                      <dd>{percentOf(level.rebateBps)}%</dd>
                    </div>
                    <div>
                      <dt>{t('promo.vip.withdrawals')}</dt>
                      <dd>{level.withdrawalsPerDay}</dd>
                    </div>
                    <div>
                      <dt>{t('promo.vip.withdrawalLimit')}</dt>
                      <dd>{money(level.withdrawalLimit)}</dd>
                    </div>
                    {(
                      [
                        ['levelUpGift', level.levelUpGift],
                        ['monthlyGift', level.monthlyGift],
                        ['birthdayGift', level.birthdayGift],
                      ] as const
                    ).map(([name, amount]) =>
                      /^0(\.00)?$/.test(amount) ? null : (
                        <div key={name}>
                          <dt>{t(`promo.vip.${name}`)}</dt>
                          <dd>
                            {level.giftKind === 'points'
                              ? t('promo.vip.giftPoints', { amount })
                              : money(amount)}
                          </dd>
                        </div>
                      ),
                    )}
                  </dl>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Page>
  );
}
