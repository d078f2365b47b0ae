import { Link } from 'react-router';
import { GAME_TYPE_ROUTES } from '@swerte/contracts';
import { useListedGameTypes } from '../../features/games/hooks/use-listed-game-types';
import { useTranslation } from 'react-i18next';
import { FeedbackButton } from '../../features/content/components/feedback-button';
import { VendorLogoStrip } from '../../features/games/components/vendor-logo-strip';
import { useHelpCenter } from '../../features/system/api/get-help-center';
import { usePermission } from '../../features/system/api/get-permission';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { useModalStore } from '../../stores/modal-store';
import { LicenceBadges } from '../../ui/licence-badges';
import { AgeBadge, PaymentBadges } from '../../ui/payment-badges';
import { BrandLogo } from './brand-logo';
import { footerHelpLinks } from './footer-help-links';
import './footer.css';

/** The footer's content; LazyFooter loads it when the footer comes near the viewport. */
export function FooterContent() {
  const { t } = useTranslation();
  const listedTypes = useListedGameTypes();
  const { name, licenceText, minimumAge, feedback } = useSiteSettings();
  const { data: allHelpItems } = useHelpCenter();
  // The operator picks which help items the footer links to, and their order.
  const helpTags = usePermission().data?.info.footerHelpTags ?? null;
  const helpItems = allHelpItems && footerHelpLinks(allHelpItems, helpTags);
  const openHelp = useModalStore((state) => state.openHelp);

  return (
    <div className="container">
      <div className="site-footer__vendors">
        <VendorLogoStrip />
      </div>
      <div className="site-footer__grid">
        <section className="site-footer__about">
          <BrandLogo name={name} />
          {licenceText && <p className="site-footer__licence">{licenceText}</p>}
          <div className="site-footer__rg">
            <AgeBadge age={minimumAge} />
            <div>
              <h2 className="site-footer__heading">{t('footer.responsibleTitle')}</h2>
              <p>{t('footer.responsibleText', { age: minimumAge })}</p>
              <p className="site-footer__rg-links">
                <Link to="/?mc=responsibleGaming" data-testid="footer-rg-tools">
                  {t('footer.responsibleTools')}
                </Link>
                <Link to="/help#responsible" data-testid="footer-rg-help">
                  {t('footer.responsibleHelp')}
                </Link>
              </p>
            </div>
          </div>
        </section>
        <section>
          <h2 className="site-footer__heading">{t('footer.helpTitle')}</h2>
          <ul className="site-footer__links">
            {(helpItems ?? []).map((item) => (
              <li key={item.tag}>
                <button type="button" onClick={() => openHelp(item.tag)}>
                  {item.title}
                </button>
              </li>
            ))}
            {helpItems?.length === 0 && <li className="site-footer__muted">{t('footer.noHelpItems')}</li>}
            <li>
              <FeedbackButton limits={feedback}>{t('footer.feedback')}</FeedbackButton>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="site-footer__heading">{t('footer.productsTitle')}</h2>
          <ul className="site-footer__links site-footer__links--cols">
            {(listedTypes ?? []).map((type) => (
              <li key={type}>
                <Link to={GAME_TYPE_ROUTES[type]}>{t(`gameTypes.${type}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="site-footer__heading">{t('footer.certificatesTitle')}</h2>
          <LicenceBadges compact />
          <h2 className="site-footer__heading site-footer__heading--spaced">{t('footer.paymentsTitle')}</h2>
          <PaymentBadges bankLabel={t('footer.bankTransfer')} />
        </section>
      </div>
      <p className="site-footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), brand: name })}
      </p>
    </div>
  );
}
