import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { verifyLiveTableRound } from '@swerte/games';
import type { LiveRound, LiveRoundDetail, LiveTableGame } from '@swerte/contracts';
import { callEndpoint } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/auth/error-text';
import { FormAlert } from '../../../../ui/form/submit-button';
import { Modal } from '../../../../ui/modal';
import { FactList } from '../../../../ui/panel';
import { Spinner } from '../../../../ui/spinner';
import { liveRefs } from '../../api/live-refs';
import { liveVerifyAddress, liveDrawText } from '../../lib/live-verify';
import { SeedText } from '../round/round-recall-dialog';
import '../fairness.css';

interface LiveFairnessDialogProps {
  game: LiveTableGame;
  open: boolean;
  onClose: () => void;
  /** The round taking bets: its commitment is published now, its seed after it is settled. */
  round: LiveRound | null;
  /** The last settled round, verified here in the browser. */
  lastRoundNo: number | null;
}

/** The table's fairness: the open round's commitment, and the last round's seed recomputed here. */
export function LiveFairnessDialog({ game, open, onClose, round, lastRoundNo }: LiveFairnessDialogProps) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<LiveRoundDetail | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!open || lastRoundNo === null) return;
    let live = true;
    callEndpoint(liveRefs.round, { params: { game, roundNo: lastRoundNo }, withToken: false }).then(
      (next) => live && setDetail(next),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [open, game, lastRoundNo]);
  const verified =
    detail?.serverSeed != null
      ? verifyLiveTableRound(
          {
            serverSeed: detail.serverSeed,
            clientSeed: detail.clientSeed,
            nonce: detail.nonce,
            commitment: detail.commitment,
          },
          game,
        )
      : null;
  return (
    <Modal open={open} onClose={onClose} title={t('house.fairness.title')} name="liveFairness" width={640}>
      <div className="fairness" data-testid="live-fairness">
        <p className="fairness__intro">{t('house.live.fairIntro')}</p>
        <h3>{t('house.live.fairOpen', { no: round?.roundNo ?? '–' })}</h3>
        <FactList
          emptyText="–"
          rows={[
            [t('house.fairness.commitment'), round ? <SeedText key="c">{round.commitment}</SeedText> : null],
            [t('house.fairness.clientSeed'), <SeedText key="s">{detail?.clientSeed ?? '–'}</SeedText>],
          ]}
        />
        <h3>{t('house.live.fairLast', { no: lastRoundNo ?? '–' })}</h3>
        {failure ? <FormAlert>{errorText(failure, t)}</FormAlert> : null}
        {lastRoundNo !== null && !detail && !failure && <Spinner label={t('house.session.opening')} />}
        {detail && (
          <>
            <FactList
              emptyText="–"
              rows={[
                [t('house.fairness.commitment'), <SeedText key="c">{detail.commitment}</SeedText>],
                [
                  t('house.live.serverSeed'),
                  detail.serverSeed ? <SeedText key="v">{detail.serverSeed}</SeedText> : null,
                ],
                [t('house.fairness.nonce'), String(detail.nonce)],
                [t('house.live.recomputed'), verified ? liveDrawText(verified.round, t) : null],
              ]}
            />
            {verified && (
              <p
                className={verified.commitmentMatches ? 'fairness__ok' : 'fairness__bad'}
                data-testid="live-verified"
                data-matches={String(verified.commitmentMatches)}
              >
                {verified.commitmentMatches
                  ? t('house.verify.commitmentMatch')
                  : t('house.verify.commitmentMismatch')}
              </p>
            )}
            <Link className="btn btn--ghost btn--small" to={liveVerifyAddress(game, detail)}>
              {t('house.fairness.openVerify')}
            </Link>
          </>
        )}
      </div>
    </Modal>
  );
}
