import { HelpNotices } from '../../features/content/components/help-notices';
import { HelpMcPage } from '../../features/system/pages/help-mc-page';

/** /helpmc: the help centre without the header, with the help notices above it. */
export function HelpMcRoute() {
  return <HelpMcPage notices={<HelpNotices />} />;
}
