import { JoinPage } from '../../features/agent/pages/join-page';
import { useHelpCenter } from '../../features/system/api/get-help-center';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { useOpenCustomerService } from '../../lib/customer-service';

/** The help centre's agent entry: the operator's own words on the /join page. */
export const AGENT_HELP_TAG = 'agent';

/** /join: the affiliate programme with the operator's agent entry and the live chat to apply through. */
export function JoinRoute() {
  const { data: helpItems } = useHelpCenter();
  const { customerService } = useSiteSettings();
  const openLiveChat = useOpenCustomerService('shell');
  const details = helpItems?.find((item) => item.tag === AGENT_HELP_TAG);
  return <JoinPage details={details} onApply={customerService?.liveChat ? openLiveChat : undefined} />;
}
