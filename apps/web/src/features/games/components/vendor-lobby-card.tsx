import { Link } from 'react-router';
import type { GameType, Vendor } from '@swerte/contracts';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VendorLogo } from '../../../ui/vendor-logo';
import './vendor-lobby-card.css';

interface VendorLobbyCardProps {
  vendor: Vendor;
  gameType: GameType;
  /** The vendor's own page, where it opens whole (the FB sportsbook at /fbsports). */
  to: string;
}

/** A vendor played as one lobby rather than game by game: its card opens the lobby (§2 FB → /fbsports). */
export function VendorLobbyCard({ vendor, gameType, to }: VendorLobbyCardProps) {
  const { t } = useTranslation();
  return (
    <section className={`lobby-card lobby-card--${gameType.toLowerCase()}`} aria-label={vendor.displayName}>
      <div className="lobby-card__art">
        <VendorLogo src={vendor.logoUrl} name={vendor.displayName} height={48} decorative />
      </div>
      <div className="lobby-card__body">
        <h2 className="lobby-card__name">
          {vendor.displayName}
          {vendor.isHot === 1 && <span className="lobby-card__hot">{t('games.hot')}</span>}
        </h2>
        <p className="lobby-card__text">{t('games.lobbyText')}</p>
      </div>
      <Link to={to} className="btn btn--primary lobby-card__open">
        {t('games.openSportsbook')}
        <ArrowRight size={18} aria-hidden />
      </Link>
    </section>
  );
}
