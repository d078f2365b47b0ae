import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';

export function HotPage() {
  const { t } = useTranslation();
  return (
    <Page name="hot" title={t('pages.hot')} description={t('games.hotText')}>
      <EmptyState
        icon={Flame}
        tone="gold"
        title={t('games.comingTitle')}
        text={t('games.comingText', { vendor: t('common.brand') })}
      />
    </Page>
  );
}
