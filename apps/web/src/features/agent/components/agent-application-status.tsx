import { Link } from 'react-router';
import { BadgeCheck, CircleX, Hourglass, LayoutDashboard, RotateCcw } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AgentApplication, AgentApplicationStatus as Status } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/time';
import './agent-application.css';

const ICONS: Record<Status, LucideIcon> = { pending: Hourglass, approved: BadgeCheck, rejected: CircleX };

export interface AgentApplicationStatusProps {
  application: AgentApplication;
  timeZone: string;
  /** Opens the form again after a rejection. */
  onApplyAgain: () => void;
}

/** The member's latest application: under review, approved (on to the agent area) or rejected with the remark. */
export function AgentApplicationStatus({ application, timeZone, onApplyAgain }: AgentApplicationStatusProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { status } = application;
  const Icon = ICONS[status];
  const when = (iso: string) => formatDateTime(new Date(iso), timeZone, language);
  return (
    <section
      className={`agent-status card agent-status--${status}`}
      aria-labelledby="agent-status-title"
      data-testid="agent-application-status"
      data-status={status}
    >
      <span className="agent-status__icon" aria-hidden>
        <Icon size={28} />
      </span>
      <div className="agent-status__body">
        <p className="agent-status__eyebrow">{t('content.join.status.eyebrow')}</p>
        <h2 id="agent-status-title" className="agent-status__title">
          {t(`content.join.status.${status}Title`)}
        </h2>
        <p className="agent-status__text">
          {t(`content.join.status.${status}Text`, { contact: application.contact })}
        </p>
        {application.remark && (
          <blockquote className="agent-status__remark">
            <span className="agent-status__remark-label">{t('content.join.status.remark')}</span>
            {application.remark}
          </blockquote>
        )}
        <dl className="agent-status__meta">
          <div>
            <dt>{t('content.join.status.submitted')}</dt>
            <dd>{when(application.createdAt)}</dd>
          </div>
          {application.decidedAt && (
            <div>
              <dt>{t('content.join.status.decided')}</dt>
              <dd>{when(application.decidedAt)}</dd>
            </div>
          )}
        </dl>
        {status === 'approved' && (
          <Link to="/agentHome" className="btn btn--gold btn--lg agent-status__action">
            <LayoutDashboard size={18} aria-hidden />
            {t('content.join.status.agentHome')}
          </Link>
        )}
        {status === 'rejected' && (
          <button
            type="button"
            className="btn btn--primary btn--lg agent-status__action"
            onClick={onApplyAgain}
          >
            <RotateCcw size={18} aria-hidden />
            {t('content.join.status.applyAgain')}
          </button>
        )}
      </div>
    </section>
  );
}
