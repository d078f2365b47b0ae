import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Dices, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GameSession, HouseRound } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { useLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/time';
import { FormAlert } from '../../../ui/form/submit-button';
import { SeedText } from './round/round-recall-dialog';
import { Modal } from '../../../ui/modal';
import { FactList } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { useFairness, useRotateSeed } from '../api/fairness';
import { isValidClientSeed, randomClientSeed } from '../lib/client-seed';
import { verifyAddress } from '../lib/verify-round';
import { isSessionEnded } from '../hooks/use-game-session';
import './fairness.css';

interface FairnessDialogProps {
  open: boolean;
  onClose: () => void;
  session: GameSession;
  /** The newest round played in this game: the verify link opens the page filled with it. */
  lastRound: HouseRound | null;
  onSessionChange: (patch: Partial<Pick<GameSession, 'fairness'>>) => void;
  onSessionEnd: () => void;
}

const MANILA = 'Asia/Manila';

/**
 * Provably fair: the commitment of the secret server seed, the player's client seed and the next
 * nonce; changing the client seed reveals the server seed every earlier round was played on.
 */
export function FairnessDialog({
  open,
  onClose,
  session,
  lastRound,
  onSessionChange,
  onSessionEnd,
}: FairnessDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fairness = useFairness(session.sessionToken, open);
  const [draft, setDraft] = useState('');
  const [rotated, setRotated] = useState(false);
  const rotate = useRotateSeed(session.sessionToken, (next) => {
    onSessionChange({
      fairness: { commitment: next.commitment, clientSeed: next.clientSeed, nonce: next.nonce },
    });
    setRotated(true);
    setDraft('');
  });
  const current = fairness.data ?? { ...session.fairness, revealed: [] };
  const failure = fairness.error ?? rotate.error;
  const ended = failure !== null && isSessionEnded(failure);
  useEffect(() => {
    if (ended) onSessionEnd();
  }, [ended, onSessionEnd]);
  const valid = isValidClientSeed(draft);
  const revealedSeed =
    lastRound !== null &&
    (lastRound.serverSeed !== null ||
      current.revealed.some((pair) => pair.commitment === lastRound.commitment));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !rotate.isPending) rotate.mutate(draft);
  };

  return (
    <Modal open={open} onClose={onClose} title={t('house.fairness.title')} name="fairnessDialog" width={640}>
      <div className="fairness" data-testid="fairness-panel">
        <p className="fairness__intro">{t('house.fairness.intro')}</p>
        <FactList
          emptyText="–"
          rows={[
            [t('house.fairness.commitment'), <SeedText key="c">{current.commitment}</SeedText>],
            [t('house.fairness.clientSeed'), <SeedText key="s">{current.clientSeed}</SeedText>],
            [
              t('house.fairness.nextNonce'),
              <span key="n" data-testid="fairness-nonce">
                {current.nonce}
              </span>,
            ],
          ]}
        />
        <form className="fairness__rotate" onSubmit={submit}>
          <label htmlFor="new-client-seed">{t('house.fairness.newClientSeed')}</label>
          <div className="fairness__rotate-row">
            <input
              id="new-client-seed"
              name="clientSeed"
              value={draft}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={draft !== '' && !valid}
            />
            <button type="button" className="btn btn--ghost" onClick={() => setDraft(randomClientSeed())}>
              <Dices size={16} aria-hidden />
              {t('house.fairness.random')}
            </button>
          </div>
          <p className="fairness__hint">{t('house.fairness.changeHint')}</p>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={!valid || rotate.isPending}
            data-testid="rotate-seed"
          >
            <ShieldCheck size={16} aria-hidden />
            {t('house.fairness.change')}
          </button>
        </form>
        {rotated && <FormAlert tone="success">{t('house.fairness.rotated')}</FormAlert>}
        {failure && !ended && <FormAlert>{errorText(failure, t)}</FormAlert>}
        <section className="fairness__revealed">
          <h3>{t('house.fairness.revealedTitle')}</h3>
          {fairness.isPending && open && <Spinner label={t('common.loading')} />}
          {fairness.data && current.revealed.length === 0 && (
            <p className="fairness__none">{t('house.fairness.noneRevealed')}</p>
          )}
          <ol>
            {current.revealed.map((pair) => (
              <li key={pair.commitment} className="fairness__pair" data-testid="revealed-pair">
                <FactList
                  emptyText="–"
                  rows={[
                    [t('house.fairness.serverSeed'), <SeedText key="seed">{pair.serverSeed}</SeedText>],
                    [t('house.fairness.commitment'), <SeedText key="c">{pair.commitment}</SeedText>],
                    [t('house.fairness.clientSeed'), <SeedText key="s">{pair.clientSeed}</SeedText>],
                    [t('house.fairness.rounds'), t('house.fairness.roundsPlayed', { count: pair.rounds })],
                    [
                      t('house.fairness.revealedAt'),
                      formatDateTime(new Date(pair.revealedAt), MANILA, language),
                    ],
                  ]}
                />
              </li>
            ))}
          </ol>
        </section>
        {lastRound && !revealedSeed && (
          <p className="fairness__hint" data-testid="verify-needs-rotation">
            {t('house.fairness.verifyAfterChange')}
          </p>
        )}
        <Link
          to={lastRound ? verifyAddress(lastRound, current.revealed) : '/fairness'}
          className="btn btn--ghost fairness__verify"
          target="_blank"
          rel="noopener"
          data-testid="open-verify"
        >
          {t(lastRound ? 'house.fairness.verifyLastRound' : 'house.fairness.openVerify')}
        </Link>
      </div>
    </Modal>
  );
}
