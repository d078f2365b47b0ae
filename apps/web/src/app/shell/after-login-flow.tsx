import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TRIAL_ACCOUNT_TYPE } from '@swerte/contracts';
import { announcementsQueryOptions } from '../../features/content/api/get-announcements';
import { NoticeModal } from '../../features/content/components/notice-modal';
import { FirstLoginDialog } from '../../features/session/components/first-login-dialog';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { useLanguage } from '../../i18n';
import { useGate } from '../../lib/gate';
import { useModalStore, type AfterLogin } from '../../stores/modal-store';
import { useSessionStore } from '../../stores/session-store';

/**
 * §4 after a login: the first-login action on a member's first session, then the popup notices
 * (type PU) when there are any. Either step closes into the next; the flow ends with the last.
 */
export function AfterLoginFlow({ afterLogin, onDeposit }: { afterLogin: AfterLogin; onDeposit: () => void }) {
  const [step, setStep] = useState<'welcome' | 'notices'>(afterLogin.firstTime ? 'welcome' : 'notices');
  const account = useSessionStore((state) => state.account);
  const isTrial = useSessionStore((state) => state.isAgent === TRIAL_ACCOUNT_TYPE);
  const { name: siteName } = useSiteSettings();
  const language = useLanguage();
  const gate = useGate();
  const { data, isError } = useQuery(announcementsQueryOptions(language));
  const end = useModalStore((state) => state.endAfterLogin);
  const nothingToShow = step === 'notices' && (isError || data?.popup.length === 0);

  useEffect(() => {
    if (nothingToShow) end();
  }, [nothingToShow, end]);

  if (step === 'welcome') {
    return (
      <FirstLoginDialog
        account={account}
        siteName={siteName}
        isTrial={isTrial}
        onPrimary={() => {
          end();
          if (isTrial) useModalStore.getState().openAuth({ name: 'register' });
          else if (gate('realMoney')) onDeposit();
        }}
        onClose={() => setStep('notices')}
      />
    );
  }
  if (!data || nothingToShow) return null;
  return <NoticeModal notices={data.popup} onClose={end} />;
}
