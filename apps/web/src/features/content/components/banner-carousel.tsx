import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BANNER_NARROW_MAX_WIDTH,
  isHttpsUrl,
  isSitePath,
  type Banner,
  type BannerGroup,
} from '@swerte/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { useDocumentVisible } from '../../../lib/use-document-visible';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { useBanners } from '../api/get-banners';
import './banner-carousel.css';

/** §9: a new banner every 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;

/**
 * A banner's link: a site route through the router, an address in a new tab, or no link (§2). The
 * server checks links when an operator saves them; a link stored before that check is not followed.
 */
function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  if (banner.linkageType === 1 && banner.linkUrl && isSitePath(banner.linkUrl)) {
    return (
      <Link to={banner.linkUrl} className="banner-carousel__link">
        {children}
      </Link>
    );
  }
  if (banner.linkageType === 2 && banner.linkUrl && isHttpsUrl(banner.linkUrl)) {
    return (
      <a href={banner.linkUrl} className="banner-carousel__link" target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <div className="banner-carousel__link">{children}</div>;
}

/** The carousel of one banner group: shown only when the group has banners (§2). */
export function BannerCarousel({ group }: { group: BannerGroup }) {
  const { data: banners, isPending } = useBanners(group, useLanguage());
  if (isPending) return <div className="banner-skeleton container" aria-hidden />;
  if (!banners || banners.length === 0) return null;
  return <Carousel banners={banners} />;
}

function Carousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const visible = useDocumentVisible();
  const reduced = useReducedMotion();
  const count = banners.length;

  // A fresh 5 s after every change, so a dot click gets its full time too; paused while pointed at,
  // focused, in a background tab, or when the visitor asked for less motion.
  useEffect(() => {
    if (count < 2 || held || !visible || reduced) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), BANNER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [index, count, held, visible, reduced]);

  return (
    <section
      className="banner-carousel container"
      aria-roledescription="carousel"
      aria-label={t('content.banner.label')}
      data-testid="banner-carousel"
      data-index={index}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className="banner-carousel__viewport">
        <div className="banner-carousel__track" style={{ transform: `translateX(${-index * 100}%)` }}>
          {banners.map((banner, i) => (
            <div
              key={banner.bannerId}
              className="banner-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('content.banner.slide', { n: i + 1, total: count })}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <BannerLink banner={banner}>
                <picture>
                  <source media={`(max-width: ${BANNER_NARROW_MAX_WIDTH}px)`} srcSet={banner.mobileUrl} />
                  <img
                    src={banner.url}
                    alt={banner.title}
                    width={1200}
                    height={400}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding="async"
                  />
                </picture>
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="banner-carousel__dots">
          {banners.map((banner, i) => (
            <button
              key={banner.bannerId}
              type="button"
              className="banner-carousel__dot"
              aria-label={t('content.banner.goTo', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
