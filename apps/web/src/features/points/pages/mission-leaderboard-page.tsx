import { useState } from 'react';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MONEY_MISSION_KINDS, type MissionItem } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { EmptyState } from '../../../ui/empty-state';
import { FormAlert } from '../../../ui/form/submit-button';
import { LoadFailed } from '../../../ui/load-failed';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { useClaim, useJoinMission, useLeaderboard, useMissionSummary, useOlderPeriods } from '../api/missions';
import { rewardText } from '../components/reward-amount';
import '../../../ui/chip.css';
import '../components/points-note.css';
import './missions.css';

const quantity = (mission: MissionItem, value: string) =>
  MONEY_MISSION_KINDS.includes(mission.kind) ? formatMoney(value) : value;

/** 'D20261126' → 2026/11/26, 'W20261123' → the week from that Monday, 'O' → the whole mission. */
function periodName(key: string, t: TFunction) {
  if (key === 'O') return t('points.missions.periodOnce');
  const date = `${key.slice(1, 5)}/${key.slice(5, 7)}/${key.slice(7, 9)}`;
  return key.startsWith('W')
    ? t('points.missions.periodWeek', { date })
    : t('points.missions.periodDay', { date });
}

function MissionCard({ mission, timeZone }: { mission: MissionItem; timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const claim = useClaim();
  const join = useJoinMission();
  const goal = t(`points.missions.kinds.${mission.kind}`, { target: quantity(mission, mission.target) });
  return (
    <li className={`mission-card is-${mission.status}`} data-testid={`mission-${mission.id}`}>
      <div className="mission-card__head">
        <span className="chip" aria-pressed="false">
          {t(`points.missions.periods.${mission.period}`)}
        </span>
        <strong className="mission-card__title">{mission.title}</strong>
        <span className="mission-card__status" data-testid="mission-status">
          {t(`points.missions.status.${mission.status}`)}
        </span>
      </div>
      <p className="mission-card__goal">
        {goal}
        {mission.gameType && ` ${t('points.missions.onGame', { type: mission.gameType })}`}
        {mission.description && <span className="points-note"> — {mission.description}</span>}
      </p>
      <div
        className="mission-card__bar"
        role="progressbar"
        aria-label={goal}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={mission.percent}
      >
        <span style={{ width: `${mission.percent}%` }} />
      </div>
      <div className="mission-card__foot">
        <span data-testid="mission-progress">
          {t('points.missions.progress', {
            progress: quantity(mission, mission.progress),
            target: quantity(mission, mission.target),
          })}
        </span>
        <span className="mission-card__reward">
          {t('points.missions.reward', { amount: rewardText(t, mission.rewardKind, mission.rewardAmount) })}
        </span>
        {mission.endsAt && (
          <span className="points-note">
            {t('points.missions.endsAt', {
              time: formatDateTime(new Date(mission.endsAt), timeZone, language),
            })}
          </span>
        )}
        {mission.status === 'claim' && mission.claimId !== null && (
          <button
            type="button"
            className="btn btn--gold"
            disabled={claim.isPending}
            onClick={() => claim.mutate({ ids: [mission.claimId ?? 0] })}
          >
            {t('points.missions.claim')}
          </button>
        )}
        {mission.status === 'join' && (
          <button
            type="button"
            className="btn btn--gold"
            disabled={join.isPending}
            onClick={() => join.mutate(mission.id)}
            data-testid="mission-join"
          >
            {t('points.missions.join')}
          </button>
        )}
      </div>
      {mission.status === 'join' && <p className="points-note">{t('points.missions.joinNote')}</p>}
      {claim.error && <FormAlert>{errorText(claim.error, t)}</FormAlert>}
      {join.error && <FormAlert>{errorText(join.error, t)}</FormAlert>}
    </li>
  );
}

function Board({ mission }: { mission: MissionItem }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<string | null>(null);
  const board = useLeaderboard(mission.id, period);
  // The first page of periods comes with every board; older pages on request.
  const [firstPage, setFirstPage] = useState<{ periods: string[]; older: string | null } | null>(null);
  if (board.data && firstPage === null)
    setFirstPage({ periods: board.data.periods, older: board.data.olderPeriods });
  const older = useOlderPeriods(mission.id, firstPage?.older ?? null);
  const show = (value: string) => quantity(mission, value);
  const periods = [...(firstPage?.periods ?? []), ...older.periods];
  return (
    <Panel title={t('points.missions.leaderboardOf', { title: mission.title })}>
      {periods.length > 1 && (
        <div className="mission-board__period">
          <label>
            <span>{t('points.missions.period')}</span>
            <select
              className="input"
              value={board.data?.periodKey ?? period ?? ''}
              onChange={(event) => setPeriod(event.target.value)}
              data-testid="board-period"
            >
              {periods.map((key, i) => (
                <option key={key} value={key}>
                  {i === 0
                    ? t('points.missions.periodCurrent', { period: periodName(key, t) })
                    : periodName(key, t)}
                </option>
              ))}
            </select>
          </label>
          {older.hasMore && (
            <button
              type="button"
              className="btn btn--ghost"
              disabled={older.loading}
              onClick={() => void older.load()}
              data-testid="board-older-periods"
            >
              {t('points.missions.olderPeriods')}
            </button>
          )}
        </div>
      )}
      {board.isError ? (
        <LoadFailed onRetry={() => void board.refetch()} />
      ) : !board.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          {board.data.list.length === 0 ? (
            <p className="points-note">{t('points.missions.boardEmpty')}</p>
          ) : (
            <ol className="mission-board" data-testid="mission-board">
              {board.data.list.map((row) => (
                <li key={row.rank}>
                  <span className="mission-board__rank">{row.rank}</span>
                  <span className="mission-board__name">{row.name}</span>
                  <span className="mission-board__score">{show(row.progress)}</span>
                </li>
              ))}
            </ol>
          )}
          <p className="points-note">
            {board.data.me.rank === null
              ? t('points.missions.notRanked')
              : t('points.missions.myRank', { rank: board.data.me.rank })}
          </p>
        </>
      )}
    </Panel>
  );
}

/**
 * Member centre missionLeaderboard (§2, §7 MCSFE_getMissionSummaryDetails and
 * MCSFE_getMissionLeaderboard): the missions with progress bars, their §4 status, join and claim, and
 * the chosen mission's leaderboard for the current period or a past one, with the member's own rank.
 */
export function MissionLeaderboardPage({ timeZone }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const summary = useMissionSummary();
  const [chosen, setChosen] = useState<number | null>(null);
  if (summary.isError) return <LoadFailed onRetry={() => void summary.refetch()} />;
  if (!summary.data) return <Spinner label={t('common.loading')} />;
  const { list } = summary.data;
  if (list.length === 0)
    return (
      <EmptyState
        icon={Trophy}
        tone="gold"
        title={t('points.missions.emptyTitle')}
        text={t('points.missions.emptyText')}
      />
    );
  const boardOf = list.find((m) => m.id === chosen) ?? list[0];
  return (
    <div className="missions">
      <p className="points-note">{t('points.missions.intro')}</p>
      <ul className="missions__list" data-testid="mission-list">
        {list.map((mission) => (
          <MissionCard key={mission.id} mission={mission} timeZone={timeZone} />
        ))}
      </ul>
      <div className="chip-row" role="group" aria-label={t('points.missions.leaderboard')}>
        {list.map((mission) => (
          <button
            key={mission.id}
            type="button"
            className="chip"
            aria-pressed={mission.id === boardOf?.id}
            onClick={() => setChosen(mission.id)}
          >
            {mission.title}
          </button>
        ))}
      </div>
      {boardOf && <Board key={boardOf.id} mission={boardOf} />}
    </div>
  );
}
