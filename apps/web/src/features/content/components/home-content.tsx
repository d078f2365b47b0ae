import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Headset,
  Layers,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Trophy,
  UserPlus,
  Wallet,
  Zap,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LicenceBadges } from '../../../ui/licence-badges';
import { Page } from '../../../ui/page';
import './home-content.css';

interface HomeContentProps {
  /** home or register: both show the home content (§2). */
  page: 'home' | 'register';
  /** The game category tiles, from the games area. */
  categories: ReactNode;
  /** The hot games row, from the games area (a lazily loaded chunk: home budget). */
  hotGames?: ReactNode;
  /** The winner board (a lazily loaded chunk, LazyWinnerBoard: home budget). */
  winners?: ReactNode;
  /** Shown above the steps, e.g. the referral notice on /register. */
  notice?: ReactNode;
}

const STEPS: {
  icon: LucideIcon;
  title: 'step1Title' | 'step2Title' | 'step3Title';
  text: 'step1Text' | 'step2Text' | 'step3Text';
}[] = [
  { icon: UserPlus, title: 'step1Title', text: 'step1Text' },
  { icon: Wallet, title: 'step2Title', text: 'step2Text' },
  { icon: Trophy, title: 'step3Title', text: 'step3Text' },
];

const PROMISES = [
  { icon: Zap, key: 'Fast' },
  { icon: ShieldCheck, key: 'Secure' },
  { icon: Layers, key: 'Games' },
  { icon: Smartphone, key: 'Apps' },
  { icon: Headset, key: 'Support' },
] as const;

export function HomeContent({ page, categories, hotGames, winners, notice }: HomeContentProps) {
  const { t } = useTranslation();
  return (
    <Page name={page} title={t(`pages.${page}`)} hideTitle bleed>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">
              <Sparkles size={14} aria-hidden />
              {t('home.heroEyebrow')}
            </p>
            <h2 className="hero__title">{t('home.heroTitle')}</h2>
            <p className="hero__tagline">{t('home.heroTagline')}</p>
            <div className="hero__actions">
              <Link to="/register" className="btn btn--gold btn--lg">
                {t('home.ctaRegister')}
              </Link>
              <Link to="/rng" className="btn btn--on-dark btn--lg">
                {t('home.ctaPlay')}
              </Link>
            </div>
          </div>
          <div className="hero__art" aria-hidden>
            <span className="hero__coin hero__coin--a">₱</span>
            <span className="hero__coin hero__coin--b">7</span>
            <span className="hero__coin hero__coin--c">★</span>
            <div className="hero__reels">
              <span>7</span>
              <span>7</span>
              <span>7</span>
            </div>
          </div>
        </div>
      </section>

      <div className="container home-sections">
        {notice}
        <section aria-labelledby="home-steps">
          <h2 id="home-steps" className="section-title">
            {t('home.stepsTitle')}
          </h2>
          <ol className="steps">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="step card">
                <span className="step__icon" aria-hidden>
                  <Icon size={24} />
                </span>
                <div>
                  <p className="step__label">{t('home.stepLabel', { n: index + 1 })}</p>
                  <h3 className="step__title">{t(`home.${title}`)}</h3>
                  <p className="step__text">{t(`home.${text}`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        {hotGames}

        {winners}

        <section aria-labelledby="home-categories">
          <h2 id="home-categories" className="section-title">
            {t('home.categoriesTitle')}
          </h2>
          {categories}
        </section>

        <section aria-labelledby="home-promises" className="promises">
          <h2 id="home-promises" className="section-title">
            {t('home.promisesTitle')}
          </h2>
          <ul className="promises__grid">
            {PROMISES.map(({ icon: Icon, key }) => (
              <li key={key} className="promise">
                <span className="promise__icon" aria-hidden>
                  <Icon size={22} />
                </span>
                <h3 className="promise__title">{t(`home.promise${key}Title`)}</h3>
                <p className="promise__text">{t(`home.promise${key}Text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="home-licences" className="home-licences card">
          <div>
            <h2 id="home-licences" className="section-title">
              {t('home.licencesTitle')}
            </h2>
            <p className="home-licences__text">{t('home.licencesText')}</p>
          </div>
          <LicenceBadges />
        </section>
      </div>
    </Page>
  );
}
