import { useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { GAME_TYPE_ROUTES } from '@swerte/contracts';
import type { GameType } from '@swerte/contracts';
import { ChevronDown, Download, Gift, Headset, House, Users, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VendorLanes } from '../../features/games/api/get-game-vendors';
import { useChooseVendor } from '../../features/games/hooks/use-choose-vendor';
import { useOpenCustomerService } from '../../lib/customer-service';
import { useDialogBehaviour } from '../../ui/use-dialog-behaviour';
import { VendorLogo } from '../../ui/vendor-logo';
import { HomeNavLink } from './home-link';
import { GAME_TYPE_ICONS } from './nav-items';
import './mobile-drawer.css';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  lanes: VendorLanes;
  hasLiveChat: boolean;
  showAffiliate: boolean;
}

/** Phones (< 768 px): the same nav items as the desktop header, in a drawer. */
export function MobileDrawer({ open, onClose, lanes, hasLiveChat, showAffiliate }: MobileDrawerProps) {
  const { t } = useTranslation();
  const openLiveChat = useOpenCustomerService('shell');
  const panelRef = useRef<HTMLDivElement>(null);
  const chooseVendor = useChooseVendor();
  const [expanded, setExpanded] = useState<GameType | null>(null);
  useDialogBehaviour(open, panelRef, onClose);
  if (!open) return null;

  return (
    <div className="drawer-backdrop" onClick={onClose}>
      <div
        ref={panelRef}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menuTitle')}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="drawer__head">
          <span className="drawer__title">{t('header.menuTitle')}</span>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('header.closeMenu')}>
            <X size={20} aria-hidden />
          </button>
        </div>
        <nav className="drawer__nav" aria-label={t('header.mainNav')}>
          <HomeNavLink className="drawer__link" onClick={onClose}>
            <House size={18} aria-hidden />
            {t('nav.home')}
          </HomeNavLink>
          {lanes.map((lane) => {
            const Icon = GAME_TYPE_ICONS[lane.gameType];
            const isOpen = expanded === lane.gameType;
            return (
              <div key={lane.gameType} className="drawer__group">
                <div className="drawer__row">
                  <NavLink to={GAME_TYPE_ROUTES[lane.gameType]} className="drawer__link" onClick={onClose}>
                    <Icon size={18} aria-hidden />
                    {t(`gameTypes.${lane.gameType}`)}
                  </NavLink>
                  {lane.vendors.length > 0 && (
                    <button
                      type="button"
                      className="drawer__expand"
                      aria-expanded={isOpen}
                      aria-label={t('header.vendorsOf', { type: t(`gameTypes.${lane.gameType}`) })}
                      onClick={() => setExpanded(isOpen ? null : lane.gameType)}
                    >
                      <ChevronDown size={18} aria-hidden />
                    </button>
                  )}
                </div>
                {isOpen && (
                  <ul className="drawer__vendors">
                    {lane.vendors.map((vendor) => (
                      <li key={vendor.vassalage}>
                        <button
                          type="button"
                          className="drawer__vendor"
                          onClick={() => {
                            onClose();
                            chooseVendor(vendor);
                          }}
                        >
                          <VendorLogo src={vendor.logoUrl} name={vendor.displayName} height={36} />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
          <NavLink to="/promotions" className="drawer__link" onClick={onClose}>
            <Gift size={18} aria-hidden />
            {t('nav.promotions')}
          </NavLink>
          <NavLink to="/down" className="drawer__link" onClick={onClose}>
            <Download size={18} aria-hidden />
            {t('nav.download')}
          </NavLink>
        </nav>
        <div className="drawer__extra">
          {hasLiveChat && (
            <button type="button" className="drawer__link" onClick={openLiveChat}>
              <Headset size={18} aria-hidden />
              {t('header.liveChat')}
            </button>
          )}
          {showAffiliate && (
            <NavLink to="/help#agent" className="drawer__link" onClick={onClose}>
              <Users size={18} aria-hidden />
              {t('header.affiliate')}
            </NavLink>
          )}
        </div>
      </div>
    </div>
  );
}
