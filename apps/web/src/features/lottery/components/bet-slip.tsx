import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { formatCents } from '@swerte/contracts';
import type { LotteryItem, Slip } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { BALANCE_QUERY_KEY } from '../../../lib/balance';
import { formatMoney } from '../../../lib/money';
import { Modal, DIALOG_WIDTH } from '../../../ui/modal';
import { Panel } from '../../../ui/panel';
import { FormAlert } from '../../../ui/form/submit-button';
import { buySlip, newSlipRequestId } from '../api/buy-slip';
import { slipRoomOptions } from '../api/game-queries';
import { lotteryKeys } from '../api/lottery-refs';
import { lineCombinations } from '../lib/slip-stake';
import { toSlipLine, type DraftLine, type SlipState } from '../hooks/use-slip';

interface BetSlipProps {
  slip: SlipState;
  /** Other provinces drawing the same day (South and Central), which the slip may add. */
  sameDay: readonly LotteryItem[];
  gameName: string;
  isOpen: boolean;
  isLoggedIn: boolean;
  onLogin: () => void;
}

/** The slip: each bet with its points and cost as players count it, the provinces, the total, confirm. */
export function BetSlip({ slip, sameDay, gameName, isOpen, isLoggedIn, onLogin }: BetSlipProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // One id per slip being confirmed: a retry after a lost answer is the same slip, never charged twice.
  const [requestId, setRequestId] = useState(newSlipRequestId);
  const [placed, setPlaced] = useState<Slip | null>(null);
  const buy = useMutation({
    mutationFn: () => buySlip(slip.body(requestId)),
    onSuccess: (result) => {
      setPlaced(result);
      setConfirming(false);
      setRequestId(newSlipRequestId());
      slip.clear();
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.tickets });
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
    },
  });
  const picks: Record<string, string> = {
    big: t('lottery.grid.big'),
    small: t('lottery.grid.small'),
    odd: t('lottery.grid.odd'),
    even: t('lottery.grid.even'),
  };
  const total = slip.total === null ? null : formatMoney(formatCents(slip.total));

  return (
    <Panel title={t('lottery.slip.title')} className="lott-slip">
      {slip.lines.length === 0 ? (
        <p className="lott-muted">{t('lottery.slip.empty')}</p>
      ) : (
        <ul className="lott-slip__lines" data-testid="slip-lines">
          {slip.lines.map((line) => {
            const stake = slip.lineStake(line);
            const pointsId = `slip-points-${line.key}`;
            return (
              <li key={line.key} className="lott-slip__line" data-testid="slip-line">
                <div className="lott-slip__line-head">
                  <strong>
                    {t(`lottery.betTypes.${line.offer.betType}`)}
                    {line.position !== undefined &&
                      ` · ${t('lottery.grid.position', { position: line.position })}`}
                  </strong>
                  <button
                    type="button"
                    className="lott-icon-btn"
                    aria-label={t('lottery.slip.remove')}
                    onClick={() => slip.remove(line.key)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </button>
                </div>
                <p className="lott-slip__numbers">
                  {line.numbers.map((n) => numberLabel(n, picks)).join(' · ')}
                </p>
                <div className="lott-slip__points">
                  <label htmlFor={pointsId}>{t('lottery.slip.points')}</label>
                  <input
                    id={pointsId}
                    inputMode="numeric"
                    autoComplete="off"
                    value={line.points}
                    aria-invalid={stake === null}
                    onChange={(event) => slip.setPoints(line.key, event.target.value.replace(/\D/g, ''))}
                  />
                </div>
                <p className="lott-slip__formula" data-testid="slip-formula">
                  {t('lottery.slip.formula', {
                    combinations: lineCombinations({
                      betType: line.offer.betType,
                      numbers: line.numbers,
                    }).toString(),
                    points: line.points || '0',
                    price: formatMoney(line.offer.price),
                  })}
                  {stake !== null && <strong> = {formatMoney(formatCents(stake))}</strong>}
                </p>
                {isLoggedIn && <LineRoom target={slip.target} line={line} labels={picks} />}
              </li>
            );
          })}
        </ul>
      )}
      {sameDay.length > 0 && (
        <fieldset className="lott-slip__provinces">
          <legend>{t('lottery.slip.provinces')}</legend>
          <label className="lott-check">
            <input type="checkbox" checked disabled />
            {gameName}
          </label>
          {sameDay.map((item) => (
            <label key={item.gameCode} className="lott-check">
              <input
                type="checkbox"
                data-game={item.gameCode}
                checked={slip.extraDraws.some((draw) => draw.gameCode === item.gameCode)}
                onChange={() => slip.toggleDraw(item)}
              />
              {item.gameName}
            </label>
          ))}
        </fieldset>
      )}
      <div className="lott-slip__total" data-testid="slip-total">
        <span>
          {t('lottery.slip.total')}
          {slip.draws > 1 && ` (${t('lottery.slip.perProvince', { count: slip.draws })})`}
        </span>
        <strong>{total ?? '–'}</strong>
      </div>
      {placed && <FormAlert tone="success">{t('lottery.slip.placed', { ticket: placed.slipId })}</FormAlert>}
      {isLoggedIn ? (
        <button
          type="button"
          className="btn btn--gold lott-slip__confirm"
          disabled={!slip.ready || !isOpen}
          onClick={() => {
            buy.reset();
            setPlaced(null);
            setConfirming(true);
          }}
          data-testid="slip-confirm"
        >
          {t('lottery.slip.confirm')}
        </button>
      ) : (
        <button type="button" className="btn btn--primary lott-slip__confirm" onClick={onLogin}>
          {t('lottery.loginToBet')}
        </button>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('lottery.slip.confirmTitle')}
        width={DIALOG_WIDTH}
        name="lotteryConfirm"
      >
        <p>{t('lottery.slip.confirmText', { total: total ?? '' })}</p>
        {buy.error && <FormAlert>{errorText(buy.error, t)}</FormAlert>}
        <div className="lott-dialog-actions">
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            {t('lottery.slip.cancel')}
          </button>
          <button
            type="button"
            className="btn btn--gold"
            disabled={buy.isPending}
            onClick={() => buy.mutate()}
            data-testid="slip-confirm-final"
          >
            {buy.isPending ? t('lottery.slip.confirming') : t('lottery.slip.confirm')}
          </button>
        </div>
      </Modal>
    </Panel>
  );
}

/**
 * Each number's room left in the page's draw under the liability limit (the operator's cap on what the
 * house may owe on one number), and a warning on a number this bet would take past it.
 */
function LineRoom({
  target,
  line,
  labels,
}: {
  target: SlipState['target'];
  line: DraftLine;
  labels: Record<string, string>;
}) {
  const { t } = useTranslation();
  const parsed = toSlipLine(line);
  const room = useQuery({
    ...slipRoomOptions(target, {
      betType: line.offer.betType,
      numbers: line.numbers,
      points: Number(parsed?.points ?? 1n),
      position: line.position,
    }),
    enabled: parsed !== null,
  });
  if (!room.data) return null;
  return (
    <ul className="lott-slip__room" data-testid="slip-room">
      {room.data.list.map((each) => {
        const number = numberLabel(each.number, labels);
        const values = { number, room: formatMoney(each.room), needed: formatMoney(each.needed) };
        return (
          <li key={each.number} className={each.fits ? undefined : 'lott-slip__room--full'}>
            {each.fits ? t('lottery.slip.room', values) : t('lottery.slip.roomFull', values)}
          </li>
        );
      })}
    </ul>
  );
}

/** A SEA pick (big, small, odd, even) in the page's language; numbers as they are. */
function numberLabel(value: string, picks: Record<string, string>): string {
  return picks[value] ?? value;
}
