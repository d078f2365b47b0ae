import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { HelpCenter } from '../components/help-center';

/** /helpmc: the help centre without the site header, for the member centre and the apps. */
export function HelpMcPage({ notices }: { notices?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page name="helpmc" title={t('pages.helpmc')} description={t('help.intro')}>
      {notices}
      <HelpCenter />
    </Page>
  );
}
