import { Link } from 'react-router';
import { MonitorPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';

/** /game: a launched game in an embedded frame, header only (§2). */
export function GameFramePage() {
  const { t } = useTranslation();
  return (
    <Page name="game" title={t('pages.game')}>
      <EmptyState
        icon={MonitorPlay}
        title={t('placeholders.gameTitle')}
        text={t('placeholders.gameText')}
        action={
          <Link to="/rng" className="btn btn--primary">
            {t('gameTypes.RNG')}
          </Link>
        }
      />
    </Page>
  );
}
