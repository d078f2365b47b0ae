import { useRef } from 'react';
import type { Vendor } from '@swerte/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VendorLogo } from '../../../ui/vendor-logo';
import './vendor-tabs.css';

/** §9: scroll arrows appear above 7 vendors. */
export const VENDOR_ARROWS_ABOVE = 7;

interface VendorTabsProps {
  vendors: readonly Vendor[];
  active: string | undefined;
  onSelect: (vendor: Vendor) => void;
}

export function VendorTabs({ vendors, active, onSelect }: VendorTabsProps) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const withArrows = vendors.length > VENDOR_ARROWS_ABOVE;
  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    track?.scrollBy({ left: direction * track.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <div className={withArrows ? 'vendor-tabs vendor-tabs--arrows' : 'vendor-tabs'}>
      {withArrows && (
        <button
          type="button"
          className="vendor-tabs__arrow"
          onClick={() => scroll(-1)}
          aria-label={t('games.scrollPrev')}
        >
          <ChevronLeft size={18} aria-hidden />
        </button>
      )}
      <div ref={trackRef} className="vendor-tabs__track" role="tablist" aria-label={t('games.vendorTabs')}>
        {vendors.map((vendor) => {
          const selected = vendor.vassalage === active;
          return (
            <button
              key={vendor.vassalage}
              type="button"
              role="tab"
              aria-selected={selected}
              className="vendor-tab"
              onClick={() => onSelect(vendor)}
            >
              <VendorLogo src={vendor.logoUrl} name={vendor.displayName} height={36} />
              {vendor.isHot === 1 && <span className="vendor-tab__hot" aria-label={t('games.hot')} />}
            </button>
          );
        })}
      </div>
      {withArrows && (
        <button
          type="button"
          className="vendor-tabs__arrow"
          onClick={() => scroll(1)}
          aria-label={t('games.scrollNext')}
        >
          <ChevronRight size={18} aria-hidden />
        </button>
      )}
    </div>
  );
}

/** The tabs' place while the vendors load: the same bar and tab height, so the list below stays put. */
export function VendorTabsSkeleton() {
  return (
    <div className="vendor-tabs" aria-hidden>
      <div className="vendor-tabs__track">
        {Array.from({ length: VENDOR_ARROWS_ABOVE }, (_, index) => (
          <span key={index} className="vendor-tab vendor-tab--skeleton" />
        ))}
      </div>
    </div>
  );
}
