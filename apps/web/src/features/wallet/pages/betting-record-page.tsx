import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ReceiptText, ScanSearch, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, HOUSE_GAMES } from '@swerte/contracts';
import type { BetRow, BetStatus, houseEndpoints } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { callEndpoint } from '../../../lib/api-client';
import { errorText } from '../../../lib/auth/error-text';
import { useBalance } from '../../../lib/balance';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { endpointRef } from '../../../lib/endpoint-ref';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { useSessionStore } from '../../../stores/session-store';
import { EmptyState } from '../../../ui/empty-state';
import { FormAlert } from '../../../ui/form/submit-button';
import { RoundRecallDialog } from '../../../ui/games/round-recall-dialog';
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
const houseRoundRef = endpointRef<typeof houseEndpoints.round>('GET', '/wps/house/rounds/:roundId');

interface RecallProps {
  roundId: string | null;
  onClose: () => void;
  money: (amount: string) => string;
  timeZone: string;
}

/** Game recall of one house round, with a way to verify it on /fairness. */
function HouseRoundRecall({ roundId, onClose, money, timeZone }: RecallProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useSessionStore((state) => state.token);
  const { data, error } = useQuery({
    queryKey: ['house', 'round', token, roundId],
    queryFn: ({ signal }) => callEndpoint(houseRoundRef, { params: { roundId: roundId ?? '' }, signal }),
    enabled: token !== null && roundId !== null,
  });
  return (
    <RoundRecallDialog
      roundId={roundId}
      onClose={onClose}
      round={data?.roundId === roundId ? data : undefined}
      error={error ? errorText(error, t) : null}
      money={money}
      formatTime={(iso) => formatDateTime(new Date(iso), timeZone, language)}
      verifyAction={
        <Link
          to={`/fairness?round=${encodeURIComponent(roundId ?? '')}`}
          className="btn btn--primary"
          data-testid="recall-verify"
          // Leaving ?mc= closes the member centre on the way.
          onClick={onClose}
        >
          <ShieldCheck size={16} aria-hidden />
          {t('house.recall.verify')}
        </Link>
      }
    />
  );
}
const TONES: Record<BetStatus, RecordTone> = { open: 'pending', settled: 'success', void: 'muted' };

/** Member centre personalHistoryCopy, "betting record" (§2): bets by the day they were placed. */
export function BettingRecordPage({ timeZone }: MemberCentrePageProps) {
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
                bet.winLoss === null && !HOUSE_VENDORS.has(bet.vendor) ? undefined : (
                  <>
                    {outcome(bet)}
                    {details(bet)}
                  </>
                ),
            }))}
          />
        </Panel>
      )}
      <HouseRoundRecall
        roundId={recallId}
        onClose={() => setRecallId(null)}
        money={money}
        timeZone={timeZone}
      />
    </div>
  );
}
