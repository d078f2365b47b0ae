import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';

/** /fbsports: the FB sports-book, header only (§2). */
export function FbSportsPage() {
  const { t } = useTranslation();
  return (
    <Page name="fbsports" title={t('pages.fbsports')}>
      <EmptyState
        icon={Trophy}
        title={t('placeholders.fbsportsTitle')}
        text={t('placeholders.fbsportsText')}
        action={
          <Link to="/login" className="btn btn--gold">
            {t('header.login')}
          </Link>
        }
      />
    </Page>
  );
}
