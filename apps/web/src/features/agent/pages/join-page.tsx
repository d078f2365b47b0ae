import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  BadgePercent,
  CalendarCheck,
  ChevronDown,
  Coins,
  Hourglass,
  Headset,
  LayoutDashboard,
  LogIn,
  PieChart,
  Share2,
  Sparkles,
  UserPlus,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AgentApplication } from '@swerte/contracts';
import { sanitizeHtml } from '../../../lib/sanitize';
import { Page } from '../../../ui/page';
import { AgentApplicationStatus } from '../components/agent-application-status';
import { JoinHeroArt } from '../components/join-hero-art';
import './join-page.css';

export interface JoinPageProps {
  /** The operator's agent entry of the help centre (tag 'agent'), or undefined while loading or without one. */
  details?: { title: string; content: string } | undefined;
  /** The call to action: the route asks for a login, warns a trial account, or opens the form. */
  onApply: () => void;
  /** The member's latest application; null when none, undefined for visitors and while loading. */
  application?: AgentApplication | null | undefined;
  /** The session is an agent's already: the page leads to the agent area instead of the form. */
  isAgent?: boolean;
  /** The site's time zone, for the application's dates. */
  timeZone: string;
  /** Opens the customer-service popup; undefined without live chat (the help centre's agent entry instead). */
  onContactSupport?: (() => void) | undefined;
}

const STATUS_ID = 'agent-status';

const STEPS: { icon: LucideIcon; key: 'apply' | 'share' | 'earn' }[] = [
  { icon: UserPlus, key: 'apply' },
  { icon: Share2, key: 'share' },
  { icon: Coins, key: 'earn' },
];

const EARNINGS: { icon: LucideIcon; key: 'commission' | 'salary' | 'dividend' }[] = [
  { icon: BadgePercent, key: 'commission' },
  { icon: CalendarCheck, key: 'salary' },
  { icon: PieChart, key: 'dividend' },
];

const FAQ = ['who', 'cost', 'pay', 'team', 'link'] as const;

/** /join: the affiliate programme (§2 joinus bundle): how it works, what agents earn, FAQ, apply. */
export function JoinPage(props: JoinPageProps) {
  const { details, application, isAgent, timeZone, onApply, onContactSupport } = props;
  const { t } = useTranslation();
  const canApply = !isAgent && (!application || application.status === 'rejected');
  return (
    <Page name="join" title={t('pages.join')} hideTitle bleed>
      <section className="join-hero">
        <div className="container join-hero__inner">
          <div className="join-hero__copy">
            <p className="join-hero__eyebrow">
              <Sparkles size={14} aria-hidden />
              {t('content.join.eyebrow')}
            </p>
            <h2 className="join-hero__title">{t('content.join.title')}</h2>
            <p className="join-hero__tagline">{t('content.join.tagline')}</p>
            <JoinActions {...props} />
            {canApply && <p className="join-hero__note">{t('content.join.applyNote')}</p>}
            <SupportContact onContactSupport={onContactSupport} />
          </div>
          <div className="join-hero__art">
            <JoinHeroArt />
          </div>
        </div>
      </section>

      <div className="container join-sections">
        {application && (
          <div id={STATUS_ID} className="join-status">
            <AgentApplicationStatus application={application} timeZone={timeZone} onApplyAgain={onApply} />
          </div>
        )}
        <section aria-labelledby="join-steps">
          <h2 id="join-steps" className="section-title">
            {t('content.join.stepsTitle')}
          </h2>
          <ol className="join-steps">
            {STEPS.map(({ icon: Icon, key }, index) => (
              <li key={key} className="join-step card">
                <span className="join-step__number" aria-hidden>
                  {index + 1}
                </span>
                <span className="join-step__icon" aria-hidden>
                  <Icon size={24} />
                </span>
                <p className="join-step__label">{t('content.join.stepLabel', { n: index + 1 })}</p>
                <h3 className="join-step__title">{t(`content.join.steps.${key}Title`)}</h3>
                <p className="join-step__text">{t(`content.join.steps.${key}Text`)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="join-earn">
          <h2 id="join-earn" className="section-title">
            {t('content.join.earnTitle')}
          </h2>
          <ul className="join-earn">
            {EARNINGS.map(({ icon: Icon, key }) => (
              <li key={key} className="join-earn__item">
                <span className="join-earn__icon" aria-hidden>
                  <Icon size={26} />
                </span>
                <h3 className="join-earn__title">{t(`content.join.earn.${key}Title`)}</h3>
                <p className="join-earn__text">{t(`content.join.earn.${key}Text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        {details && <OperatorDetails title={details.title} html={details.content} />}

        <section aria-labelledby="join-faq">
          <h2 id="join-faq" className="section-title">
            {t('content.join.faqTitle')}
          </h2>
          <div className="join-faq card">
            {FAQ.map((key) => (
              <details key={key} className="join-faq__item">
                <summary className="join-faq__question">
                  {t(`content.join.faq.${key}Q`)}
                  <ChevronDown size={18} aria-hidden className="join-faq__chevron" />
                </summary>
                <p className="join-faq__answer">{t(`content.join.faq.${key}A`)}</p>
              </details>
            ))}
          </div>
        </section>

        <section className="join-ready" aria-labelledby="join-ready">
          <div>
            <h2 id="join-ready" className="join-ready__title">
              {t('content.join.readyTitle')}
            </h2>
            <p className="join-ready__text">{t('content.join.readyText')}</p>
          </div>
          <JoinActions {...props} />
        </section>
      </div>
    </Page>
  );
}

/**
 * The call to action by where the viewer stands: the agent area for agents (and the approved), the
 * application's status while it is reviewed, else the form (behind the route's login and real-account gates).
 */
function JoinActions({ application, isAgent, onApply }: JoinPageProps) {
  const { t } = useTranslation();
  const status = application?.status;
  const primary =
    isAgent || status === 'approved' ? (
      <Link to="/agentHome" className="btn btn--gold btn--lg">
        <LayoutDashboard size={18} aria-hidden />
        {t('content.join.status.agentHome')}
      </Link>
    ) : status === 'pending' ? (
      <button
        type="button"
        className="btn btn--gold btn--lg"
        onClick={() => document.getElementById(STATUS_ID)?.scrollIntoView({ behavior: 'smooth' })}
      >
        <Hourglass size={18} aria-hidden />
        {t('content.join.seeApplication')}
      </button>
    ) : (
      <button type="button" className="btn btn--gold btn--lg" onClick={onApply} data-testid="join-apply">
        <UserPlus size={18} aria-hidden />
        {t('content.join.apply')}
      </button>
    );
  return (
    <div className="join-actions">
      {primary}
      {!isAgent && status !== 'approved' && (
        <Link to="/agentHome" className="btn btn--on-dark btn--lg">
          <LogIn size={18} aria-hidden />
          {t('content.join.agentLogin')}
        </Link>
      )}
    </div>
  );
}

/** Customer service stays a way to ask first: the live chat, or the help centre's agent entry without one. */
function SupportContact({ onContactSupport }: Pick<JoinPageProps, 'onContactSupport'>) {
  const { t } = useTranslation();
  const label = (
    <>
      <Headset size={16} aria-hidden />
      {t('content.join.contactSupport')}
    </>
  );
  return onContactSupport ? (
    <button type="button" className="join-hero__support" onClick={onContactSupport}>
      {label}
    </button>
  ) : (
    <Link to="/help#agent" className="join-hero__support">
      {label}
    </Link>
  );
}

/** The operator's own words about the programme (help centre, tag 'agent'), sanitised. */
function OperatorDetails({ title, html }: { title: string; html: string }) {
  const { t } = useTranslation();
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <section aria-labelledby="join-details" className="join-details card">
      <p className="join-details__eyebrow">{t('content.join.detailsTitle')}</p>
      <h2 id="join-details" className="join-details__title">
        {title}
      </h2>
      <div className="join-details__body rich-text" dangerouslySetInnerHTML={{ __html: safe }} />
    </section>
  );
}
