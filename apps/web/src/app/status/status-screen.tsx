import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { useOpenCustomerService } from '../../lib/customer-service';
import { LanguageSwitcher } from '../shell/language-switcher';
import './status.css';

interface StatusScreenProps {
  testId: string;
  icon: LucideIcon;
  title: ReactNode;
  children: ReactNode;
}

/** The full-page frame of the maintenance and region-blocked views, with the support button. */
export function StatusScreen({ testId, icon: Icon, title, children }: StatusScreenProps) {
  const { t } = useTranslation();
  const { name, customerService } = useSiteSettings();
  const hasLiveChat = customerService?.liveChat === true;
  // Outside the shell: the smaller popup (§4).
  const openLiveChat = useOpenCustomerService('page');
  return (
    <div className="status-screen" data-testid={testId}>
      <div className="status-screen__bar">
        <span className="status-screen__brand">{name}</span>
        <LanguageSwitcher />
      </div>
      <main className="status-screen__card">
        <div className="status-screen__icon" aria-hidden>
          <Icon size={36} strokeWidth={1.75} />
        </div>
        <h1 className="status-screen__title">{title}</h1>
        <div className="status-screen__body">{children}</div>
        <button
          type="button"
          className="btn btn--gold btn--lg"
          disabled={!hasLiveChat}
          title={hasLiveChat ? undefined : t('status.supportUnavailable')}
          onClick={openLiveChat}
        >
          <Headset size={18} aria-hidden />
          {t('status.contactSupport')}
        </button>
      </main>
    </div>
  );
}
