import { useState } from 'react';
import type { ComponentType } from 'react';
import { ReceiptText, ScanSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, HOUSE_GAMES } from '@swerte/contracts';
import type { BetRow, BetStatus } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { useBalance } from '../../../lib/balance';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { EmptyState } from '../../../ui/empty-state';
import { FormAlert } from '../../../ui/form/submit-button';
import { Panel } from '../../../ui/panel';
import { RecordList } from '../../../ui/record-list';
import type { RecordTone } from '../../../ui/record-list';
import { Spinner } from '../../../ui/spinner';
import { useBetRecord } from '../api/records';
import type { BetFilter } from '../api/records';
import { RangeFilterBar, SelectFilter, StatStrip } from '../components/range-filter';
import { formatSigned, signOf } from '../lib/signed-money';
import { slashed } from '../lib/site-date';
import './wallet-pages.css';

const STATUSES: readonly BetStatus[] = ['open', 'settled', 'void'];
/** The built-in vendor's bets can be recalled round by round (vendorBetId is the house round id). */
const HOUSE_VENDORS: ReadonlySet<string> = new Set(Object.values(HOUSE_GAMES).map((game) => game.vendor));

/** What the page shows a house round's recall with: `app/` passes the house area's dialog. */
export interface RoundRecallProps {
  roundId: string | null;
  onClose: () => void;
  money: (amount: string) => string;
  timeZone: string;
}

const TONES: Record<BetStatus, RecordTone> = { open: 'pending', settled: 'success', void: 'muted' };

/** What a row shows of its game's own detail (a lottery ticket's numbers, a sports bet's legs): `app/` passes it. */
export interface BetDetailProps {
  bet: BetRow;
}

/** Member centre personalHistoryCopy, "betting record" (§2): bets by the day they were placed. */
export function BettingRecordPage({
  timeZone,
  RoundRecall,
  BetDetail,
}: MemberCentrePageProps & {
  RoundRecall: ComponentType<RoundRecallProps>;
  BetDetail?: ComponentType<BetDetailProps>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filter, setFilter] = useState<BetFilter>({ range: 'today' });
  const [recallId, setRecallId] = useState<string | null>(null);
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = useBetRecord(filter);
  const symbol = useBalance().data?.currencySymbol ?? 'P';
  const first = data?.pages[0];
  const bets = data?.pages.flatMap((page) => page.list) ?? [];
  const money = (value: string) => `${symbol} ${formatMoney(value)}`;
  const gameLabel = (type: string) => t(`gameTypes.${type}`, { defaultValue: type });

  const details = (bet: BetRow) =>
    HOUSE_VENDORS.has(bet.vendor) ? (
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => setRecallId(bet.vendorBetId)}
        data-testid="bet-details"
      >
        <ScanSearch size={16} aria-hidden />
        {t('house.recall.details')}
      </button>
    ) : null;

  const outcome = (bet: BetRow) =>
    bet.winLoss === null ? undefined : (
      <span className="record-foot">
        <span>
          {t('mc.pages.personalHistoryCopy.validBet')}: {money(bet.validBet)}
        </span>
        <span>
          {t('mc.pages.personalHistoryCopy.winLoss')}:{' '}
          <strong className={signOf(bet.winLoss) ? `is-${signOf(bet.winLoss)}` : undefined}>
            {formatSigned(bet.winLoss, symbol)}
          </strong>
        </span>
      </span>
    );

  return (
    <div className="wallet-page">
      <Panel>
        <RangeFilterBar
          value={filter}
          timeZone={timeZone}
          onChange={(range) => setFilter({ ...filter, ...range })}
        >
          <SelectFilter
            label={t('mc.pages.personalHistoryCopy.gameType')}
            value={filter.gameType}
            options={GAME_TYPES}
            optionLabel={gameLabel}
            onChange={(gameType) => setFilter({ ...filter, gameType })}
          />
          <SelectFilter
            label={t('mc.pages.personalHistoryCopy.status')}
            value={filter.status}
            options={STATUSES}
            optionLabel={(status) => t(`mc.pages.personalHistoryCopy.statuses.${status}`)}
            onChange={(status) => setFilter({ ...filter, status })}
          />
        </RangeFilterBar>
      </Panel>
      {error && <FormAlert>{errorText(error, t)}</FormAlert>}
      {isPending && !error && <Spinner label={t('common.loading')} />}
      {first?.totals && (
        <>
          <StatStrip
            items={[
              { label: t('mc.records.count'), value: first.totals.count },
              { label: t('mc.pages.personalHistoryCopy.stake'), value: money(first.totals.stake) },
              { label: t('mc.pages.personalHistoryCopy.validBet'), value: money(first.totals.validBet) },
              { label: t('mc.pages.personalHistoryCopy.payout'), value: money(first.totals.payout) },
              {
                label: t('mc.pages.personalHistoryCopy.winLoss'),
                value: formatSigned(first.totals.winLoss, symbol),
                tone: signOf(first.totals.winLoss),
              },
            ]}
          />
          <p className="range-note">
            {t('mc.records.showing', { start: slashed(first.startDate), end: slashed(first.endDate) })}
          </p>
        </>
      )}
      {data && bets.length === 0 && (
        <EmptyState
          icon={ReceiptText}
          title={t('mc.pages.personalHistoryCopy.emptyTitle')}
          text={t('mc.pages.personalHistoryCopy.emptyText')}
        />
      )}
      {bets.length > 0 && (
        <Panel>
          <RecordList
            testId="bet-list"
            emptyText=""
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            onMore={() => void fetchNextPage()}
            moreLabel={t('mc.money.loadMore')}
            items={bets.map((bet) => ({
              id: String(bet.id),
              title: bet.gameName || bet.gameCode,
              subtitle: [
                bet.vendorName,
                gameLabel(bet.gameType),
                t('mc.pages.personalHistoryCopy.betNo', { id: bet.vendorBetId }),
              ].join(' · '),
              amount: money(bet.stake),
              status: {
                label: t(`mc.pages.personalHistoryCopy.statuses.${bet.status}`),
                tone: TONES[bet.status],
              },
              time: formatDateTime(new Date(bet.placedAt), timeZone, language),
              extra:
                bet.winLoss === null && !HOUSE_VENDORS.has(bet.vendor) && !bet.lottery && !bet.sports ? undefined : (
                  <>
                    {BetDetail && <BetDetail bet={bet} />}
                    {outcome(bet)}
                    {details(bet)}
                  </>
                ),
            }))}
          />
        </Panel>
      )}
      <RoundRecall roundId={recallId} onClose={() => setRecallId(null)} money={money} timeZone={timeZone} />
    </div>
  );
}
