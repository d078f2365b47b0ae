import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VendorLogo } from '../../../ui/vendor-logo';
import { useGameVendors } from '../api/get-game-vendors';
import type { PopupVendor } from '../lib/vendor-entry';
import './vendor-logo-strip.css';

const VendorGamesDialog = lazy(() =>
  import('./vendor-games-dialog').then((m) => ({ default: m.VendorGamesDialog })),
);

/** §2/§9: 10 logos per view on desktop, one step every 3 s. */
export const STRIP_INTERVAL_MS = 3000;

function usePerView(): number {
  const query = '(min-width: 1024px)';
  const [wide, setWide] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const onChange = () => setWide(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return wide ? 10 : 4;
}

function usePrefersReducedMotion(): boolean {
  const [reduced] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  return reduced;
}

/** Every vendor's logo, once each, advancing on its own; hover or focus pauses it. */
export function VendorLogoStrip() {
  const { t } = useTranslation();
  const { data: lanes } = useGameVendors();
  const perView = usePerView();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [opened, setOpened] = useState<PopupVendor | null>(null);

  const vendors = useMemo(() => {
    const seen = new Map<string, PopupVendor & { logoUrl: string }>();
    for (const lane of lanes ?? []) for (const vendor of lane.vendors) seen.set(vendor.vassalage, vendor);
    return [...seen.values()];
  }, [lanes]);

  const steps = Math.max(vendors.length - perView + 1, 1);
  const position = index % steps;
  const canMove = steps > 1 && !paused && !reducedMotion;

  useEffect(() => {
    if (!canMove) return;
    const timer = window.setInterval(() => setIndex((current) => current + 1), STRIP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [canMove]);

  if (vendors.length === 0) return null;
  return (
    <section
      className="vendor-strip"
      aria-label={t('footer.vendorsTitle')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="vendor-strip__viewport">
        <ul
          className="vendor-strip__track"
          style={{
            transform: `translateX(-${(position * 100) / perView}%)`,
            ['--per-view' as string]: perView,
          }}
        >
          {vendors.map((vendor) => (
            <li key={vendor.vassalage} className="vendor-strip__item">
              <button
                type="button"
                className="vendor-strip__open"
                aria-label={t('games.vendorPopupOpen', { vendor: vendor.displayName })}
                title={vendor.displayName}
                onClick={() => setOpened(vendor)}
              >
                <VendorLogo src={vendor.logoUrl} name={vendor.displayName} height={36} />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <VendorGamesDialog vendor={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </section>
  );
}
