import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../ui/form/submit-button';
import { Modal } from '../../../../ui/modal';
import { FactList } from '../../../../ui/panel';
import { Spinner } from '../../../../ui/spinner';
import { BaccaratRoundView, SlotRoundView } from './round-outcome';
import type { HouseRound } from '../../lib/round-types';
import './round-recall.css';

export interface RoundRecallDialogProps {
  roundId: string | null;
  onClose: () => void;
  round: HouseRound | undefined;
  /** The failed load's text, already translated. */
  error: string | null;
  money: (amount: string) => string;
  formatTime: (iso: string) => string;
  /** The "Verify" link: the caller knows the router and the overlay it must close. */
  verifyAction: ReactNode;
}

/** A seed or hash: monospace and breakable, it is 64 characters long. */
export function SeedText({ children }: { children: ReactNode }) {
  return <code className="seed-text">{children}</code>;
}

/** Game recall: a house round from the betting record, with its outcome and the seeds to verify it. */
export function RoundRecallDialog({
  roundId,
  onClose,
  round,
  error,
  money,
  formatTime,
  verifyAction,
}: RoundRecallDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={roundId !== null}
      onClose={onClose}
      name="roundRecallDialog"
      title={round?.gameName ?? t('house.recall.title')}
      footer={round ? verifyAction : undefined}
    >
      {error && <FormAlert>{error}</FormAlert>}
      {!round && !error && <Spinner label={t('common.loading')} />}
      {round && (
        <div className="round-recall" data-round={round.roundId}>
          <FactList
            emptyText="–"
            rows={[
              [t('house.recall.round'), <SeedText key="id">{round.roundId}</SeedText>],
              [t('house.recall.status'), t(`house.recall.statuses.${round.status}`)],
              [t('house.recall.time'), formatTime(round.settledAt ?? round.createdAt)],
              [t('house.common.stake'), money(round.stake)],
              [
                t('house.common.payout'),
                <strong key="payout" className="round-recall__payout">
                  {money(round.payout)}
                </strong>,
              ],
            ]}
          />
          {round.slot && <SlotRoundView round={round.slot} money={money} />}
          {round.baccarat && <BaccaratRoundView round={round.baccarat} money={money} />}
          <section className="round-recall__seeds">
            <h3>{t('house.fairness.title')}</h3>
            <FactList
              emptyText="–"
              rows={[
                [t('house.fairness.commitment'), <SeedText key="c">{round.commitment}</SeedText>],
                [t('house.fairness.clientSeed'), <SeedText key="s">{round.clientSeed}</SeedText>],
                [t('house.fairness.nonce'), round.nonce === null ? '' : String(round.nonce)],
                [
                  t('house.fairness.serverSeed'),
                  round.serverSeed ? (
                    <SeedText key="seed">{round.serverSeed}</SeedText>
                  ) : (
                    <span key="hidden" className="round-recall__hidden">
                      {t('house.fairness.notRevealed')}
                    </span>
                  ),
                ],
              ]}
            />
          </section>
        </div>
      )}
    </Modal>
  );
}
