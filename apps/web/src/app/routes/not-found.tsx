import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';

/** Unknown routes render inside the shell, so the player can navigate on. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Page name="not-found" title={t('pages.notFound')}>
      <EmptyState
        icon={Compass}
        title="404"
        text={t('notFound.text')}
        action={
          <Link to="/" className="btn btn--primary">
            {t('common.backHome')}
          </Link>
        }
      />
    </Page>
  );
}
