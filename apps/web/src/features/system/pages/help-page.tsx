import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { HelpCenter } from '../components/help-center';

interface HelpPageProps {
  actions?: ReactNode;
  /** The operator's help notices (type H), shown above the help items. */
  notices?: ReactNode;
  /** Shown below an item's article, by its tag (the app puts the responsible-gaming tools under 'responsible'). */
  extras?: Partial<Record<string, ReactNode>>;
}

/** /help: #term opens the user agreement in the help modal, #agent scrolls to the agent entry. */
export function HelpPage({ actions, notices, extras }: HelpPageProps) {
  const { t } = useTranslation();
  return (
    <Page name="help" title={t('pages.help')} description={t('help.intro')} actions={actions}>
      {notices}
      <HelpCenter extras={extras} />
    </Page>
  );
}
