import { Suspense, lazy } from 'react';
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
import type { HomePromiseKind, HomeTexts } from '@swerte/contracts';
import { useTranslation } from 'react-i18next';
import { useCurrencySymbol } from '../../../lib/currency';
import { Page } from '../../../ui/page';
import './home-content.css';

// The licence marks are at the foot of the page: their artwork loads after the first paint.
const LicenceBadges = lazy(() =>
  import('../../../ui/licence-badges').then((m) => ({ default: m.LicenceBadges })),
);

interface HomeContentProps {
  /** home or register: both show the home content (§2). */
  page: 'home' | 'register';
  /** The operator's steps, promises and licence text (GET /wps/system/homeTexts); undefined while loading. */
  texts: HomeTexts | undefined;
  /** The site's name, for the promises' heading. */
  siteName: string;
  /** The game category tiles, from the games area. */
  categories: ReactNode;
  /** The hot games row, from the games area (a lazily loaded chunk: home budget). */
  hotGames?: ReactNode;
  /** Popular lotteries and latest results (each only when its call answers with games). */
  lottery?: ReactNode;
  /** The winner board (a lazily loaded chunk, LazyWinnerBoard: home budget). */
  winners?: ReactNode;
  /** Shown above the steps, e.g. the referral notice on /register. */
  notice?: ReactNode;
}

const STEP_ICONS: readonly LucideIcon[] = [UserPlus, Wallet, Trophy];

const PROMISE_ICONS: Record<HomePromiseKind, LucideIcon> = {
  fast: Zap,
  secure: ShieldCheck,
  games: Layers,
  apps: Smartphone,
  support: Headset,
};

/** Placeholders of the operator's words while they load, so nothing below them jumps. */
const LOADING_STEPS = [0, 1, 2].map(() => ({ title: '', text: '' }));
const LOADING_PROMISES = [0, 1, 2, 3, 4].map(() => ({ kind: 'fast' as const, title: '', text: '' }));

export function HomeContent(props: HomeContentProps) {
  const { page, texts, siteName, categories, hotGames, lottery, winners, notice } = props;
  const { t } = useTranslation();
  const currencySymbol = useCurrencySymbol();
  const loading = texts === undefined;
  const steps = texts?.steps ?? LOADING_STEPS;
  const promises = texts?.promises ?? LOADING_PROMISES;
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
            <span className="hero__coin hero__coin--a">{currencySymbol}</span>
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
          <ol className={`steps${loading ? ' is-loading' : ''}`} aria-busy={loading}>
            {steps.map(({ title, text }, index) => {
              const Icon = STEP_ICONS[index] ?? Trophy;
              return (
                <li key={index} className="step card">
                  <span className="step__icon" aria-hidden>
                    <Icon size={24} />
                  </span>
                  <div>
                    <p className="step__label">{t('home.stepLabel', { n: index + 1 })}</p>
                    <h3 className="step__title">{title}</h3>
                    <p className="step__text">{text}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </section>

        {hotGames}

        {lottery}

        {winners}

        <section aria-labelledby="home-categories">
          <h2 id="home-categories" className="section-title">
            {t('home.categoriesTitle')}
          </h2>
          {categories}
        </section>

        <section aria-labelledby="home-promises" className="promises">
          <h2 id="home-promises" className="section-title">
            {t('home.promisesTitle', { name: siteName })}
          </h2>
          <ul className={`promises__grid${loading ? ' is-loading' : ''}`} aria-busy={loading}>
            {promises.map(({ kind, title, text }, index) => {
              const Icon = PROMISE_ICONS[kind];
              return (
                <li key={index} className="promise" data-kind={kind}>
                  <span className="promise__icon" aria-hidden>
                    <Icon size={22} />
                  </span>
                  <h3 className="promise__title">{title}</h3>
                  <p className="promise__text">{text}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="home-licences" className="home-licences card">
          <div>
            <h2 id="home-licences" className="section-title">
              {t('home.licencesTitle')}
            </h2>
            <p className="home-licences__text">{texts?.licenceText}</p>
          </div>
          <Suspense fallback={null}>
            <LicenceBadges />
          </Suspense>
        </section>
      </div>
    </Page>
  );
}
