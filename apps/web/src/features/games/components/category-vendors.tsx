import { Link } from 'react-router';
import { GAME_TYPE_ROUTES } from '@swerte/contracts';
import type { GameType, Vendor } from '@swerte/contracts';
import { useTranslation } from 'react-i18next';
import { VendorLogo } from '../../../ui/vendor-logo';
import { useChooseVendor } from '../hooks/use-choose-vendor';
import './category-vendors.css';

/** Logos a tile shows; the rest are one "+n" link away on the type's page. */
const SHOWN = 5;

/** One game type's vendors on its home tile; choosing one opens the type's page with it active (as the nav). */
export function CategoryVendors({ gameType, vendors }: { gameType: GameType; vendors: readonly Vendor[] }) {
  const { t } = useTranslation();
  const chooseVendor = useChooseVendor();
  if (vendors.length === 0) return null;
  const more = vendors.length - SHOWN;
  return (
    <ul className="category-vendors" aria-label={t('header.vendorsOf', { type: t(`gameTypes.${gameType}`) })}>
      {vendors.slice(0, SHOWN).map((vendor) => (
        <li key={vendor.vassalage}>
          <button
            type="button"
            className="category-vendors__vendor"
            title={vendor.displayName}
            data-vendor={vendor.vassalage}
            onClick={() => chooseVendor(vendor)}
          >
            <VendorLogo src={vendor.logoUrl} name={vendor.displayName} height={22} />
          </button>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Link to={GAME_TYPE_ROUTES[gameType]} className="category-vendors__more">
            +{more}
          </Link>
        </li>
      )}
    </ul>
  );
}
