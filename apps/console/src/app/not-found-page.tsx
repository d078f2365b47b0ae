import { Link } from 'react-router';
import { t } from '../i18n';
import { PageHeader } from '../ui/states';

export default function NotFoundPage() {
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <Link to="/dashboard">{t('notFound.back')}</Link>
    </>
  );
}
