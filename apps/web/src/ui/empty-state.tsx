import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionHeading } from './heading-level';
import './empty-state.css';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  tone?: 'brand' | 'gold';
  children?: ReactNode;
}

/** A finished-looking empty or not-yet state: icon medallion, heading, one line, optional action. */
export function EmptyState({ icon: Icon, title, text, action, tone = 'brand', children }: EmptyStateProps) {
  return (
    <section className={`empty-state empty-state--${tone}`}>
      <div className="empty-state__medallion" aria-hidden>
        <Icon size={30} strokeWidth={1.75} />
      </div>
      <SectionHeading className="empty-state__title">{title}</SectionHeading>
      {text && <p className="empty-state__text">{text}</p>}
      {children}
      {action && <div className="empty-state__action">{action}</div>}
    </section>
  );
}
