import { Link, useLocation } from 'react-router';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { VendorLogo } from '../../../ui/vendor-logo';
import { useLane } from '../hooks/use-lane';
import { useRouteGameType } from '../hooks/use-route-game-type';
import { getVendorTarget } from '../lib/vendor-route';
import './games-page.css';

/** /sports, /esports, /elott, /cockfight: the vendors of the type as cards. */
export function GamesPage() {
  const { t } = useTranslation();
  const gameType = useRouteGameType('SPORTS');
  const { vendors, isPending } = useLane(gameType);
  const { pathname } = useLocation();
  const typeName = t(`gameTypes.${gameType}`);

  return (
    <Page
      name="games"
      title={t('pages.games', { type: typeName })}
      description={t(`gameTypeBlurbs.${gameType}`)}
    >
      {isPending ? (
        <Spinner label={t('common.loading')} />
      ) : vendors.length === 0 ? (
        <EmptyState icon={Sparkles} title={t('games.noVendorsTitle')} text={t('games.noVendorsText')} />
      ) : (
        <section aria-label={t('games.providersTitle')}>
          <ul className="vendor-cards">
            {vendors.map((vendor) => {
              const target = getVendorTarget(vendor);
              const hasOwnPage = target.path !== pathname;
              return (
                <li key={vendor.vassalage} className={`vendor-card vendor-card--${gameType.toLowerCase()}`}>
                  <div className="vendor-card__art">
                    <VendorLogo src={vendor.logoUrl} name={vendor.displayName} height={64} decorative />
                    {vendor.isHot === 1 && <span className="vendor-card__hot">{t('games.hot')}</span>}
                  </div>
                  <div className="vendor-card__body">
                    <h2 className="vendor-card__name">{vendor.displayName}</h2>
                    <p className="vendor-card__type">{typeName}</p>
                    {hasOwnPage ? (
                      <Link to={target.path} className="btn btn--primary">
                        {t('games.openSportsbook')}
                      </Link>
                    ) : (
                      <span className="vendor-card__soon">{t('common.comingSoon')}</span>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </Page>
  );
}
