import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';

/** /pointMall: the points mall, shown without the side menu (§2). */
export function PointMallPage() {
  const { t } = useTranslation();
  return (
    <Page name="pointMall" title={t('pages.pointMall')}>
      <EmptyState
        icon={Coins}
        tone="gold"
        title={t('placeholders.pointMallTitle')}
        text={t('placeholders.pointMallText')}
      />
    </Page>
  );
}
