import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';

export function NoticePage() {
  const { t } = useTranslation();
  return (
    <Page name="noticePage" title={t('pages.noticePage')}>
      <EmptyState
        icon={Megaphone}
        title={t('placeholders.noticePageTitle')}
        text={t('placeholders.noticePageText')}
      />
    </Page>
  );
}
