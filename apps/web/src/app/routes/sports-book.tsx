import { FbSportsPage } from '../../features/games/pages/fb-sports-page';
import { SportsBookPage } from '../../features/sports/pages/sports-book-page';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';

/** /sports: the house book in the site's time zone. */
export function SportsRoute() {
  const { timeZone } = useSiteSettings();
  return <SportsBookPage category="sports" timeZone={timeZone} />;
}

/** /esports: the esports half of the book. */
export function EsportsRoute() {
  const { timeZone } = useSiteSettings();
  return <SportsBookPage category="esports" timeZone={timeZone} />;
}

/**
 * /fbsports (§2, header only): GCS_gameLaunchFB says where FB's book is; the house's own answers with
 * this page, shown here as the book itself, and a third-party book's address is framed.
 */
export function FbSportsRoute() {
  const { timeZone } = useSiteSettings();
  return <FbSportsPage house={<SportsBookPage category="sports" timeZone={timeZone} name="fbsports" />} />;
}
