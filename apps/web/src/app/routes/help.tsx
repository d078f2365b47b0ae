import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FeedbackButton } from '../../features/content/components/feedback-button';
import { HelpNotices } from '../../features/content/components/help-notices';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { ResponsibleGamingHelp } from '../../features/protection/components/responsible-gaming-help';
import { HelpPage } from '../../features/system/pages/help-page';

/** /help with the help notices above it and the feedback form one click away. */
export function HelpRoute() {
  const { t } = useTranslation();
  const { feedback } = useSiteSettings();
  return (
    <HelpPage
      notices={<HelpNotices />}
      extras={{ responsible: <ResponsibleGamingHelp /> }}
      actions={
        <FeedbackButton limits={feedback} className="btn btn--ghost">
          <MessageSquareText size={18} aria-hidden />
          {t('content.feedback.open')}
        </FeedbackButton>
      }
    />
  );
}
