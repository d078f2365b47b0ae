import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';
import './lottery.css';

/** The query parameters /lottery takes (§2). */
export const LOTTERY_PARAMS = ['gameCode', 'vendor', 'playType'] as const;

/** /lottery: the lottery lobby, without the site header (§2). */
export function LotteryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const chosen = LOTTERY_PARAMS.filter((key) => params.get(key));
  return (
    <Page
      name="lottery"
      title={t('pages.lottery')}
      description={t('lottery.lobbyText')}
      actions={
        <Link to="/" className="btn btn--ghost">
          <ArrowLeft size={16} aria-hidden />
          {t('lottery.back')}
        </Link>
      }
    >
      {chosen.length > 0 && (
        <dl className="lottery-selection card" aria-label={t('lottery.selection')}>
          {LOTTERY_PARAMS.map((key) => (
            <div key={key}>
              <dt>{t(`lottery.${key}`)}</dt>
              <dd>{params.get(key) || t('lottery.none')}</dd>
            </div>
          ))}
        </dl>
      )}
      <EmptyState
        icon={Ticket}
        tone="gold"
        title={t('lottery.lobbyTitle')}
        text={t('games.comingText', { vendor: t('gameTypes.ELOTT') })}
      />
    </Page>
  );
}
