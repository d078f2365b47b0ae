import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n';
import { errorText } from '../../../../lib/auth/error-text';
import { formatDateTime } from '../../../../lib/time';
import { useHouseRound } from '../../api/round';
import { RoundRecallDialog } from './round-recall-dialog';

export interface HouseRoundRecallProps {
  /** The round shown; null keeps the dialog closed. */
  roundId: string | null;
  onClose: () => void;
  money: (amount: string) => string;
  timeZone: string;
}

/** Game recall of one house round, with a way to verify it on /fairness. */
export function HouseRoundRecall({ roundId, onClose, money, timeZone }: HouseRoundRecallProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error } = useHouseRound(roundId);
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
