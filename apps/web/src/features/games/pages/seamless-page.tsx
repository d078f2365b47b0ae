import { Link } from 'react-router';
import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';

/** /seamless: a game running in the seamless wallet, without the site header (§2). */
export function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <Page name="seamless" title={t('pages.seamless')}>
      <EmptyState
        icon={Gamepad2}
        title={t('placeholders.seamlessTitle')}
        text={t('placeholders.seamlessText')}
        action={
          <Link to="/rng" className="btn btn--primary">
            {t('gameTypes.RNG')}
          </Link>
        }
      />
    </Page>
  );
}
