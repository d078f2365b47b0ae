import { useId } from 'react';
import type { ReactNode } from 'react';
import { HeadingLevel, SectionHeading, deeper, useHeadingLevel } from './heading-level';
import './panel.css';

interface PanelProps {
  /** Left out where the page title already says it. */
  title?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card section of a member centre page. */
export function Panel({ title, actions, children, className }: PanelProps) {
  const id = useId();
  const level = useHeadingLevel();
  return (
    <section className={className ? `panel ${className}` : 'panel'} aria-labelledby={title ? id : undefined}>
      {(title || actions) && (
        <header className="panel__head">
          {title && (
            <SectionHeading id={id} className="panel__title">
              {title}
            </SectionHeading>
          )}
          {actions && <div className="panel__actions">{actions}</div>}
        </header>
      )}
      <HeadingLevel level={title ? deeper(level) : level}>{children}</HeadingLevel>
    </section>
  );
}

/** Label–value rows (a definition list); an empty value shows `emptyText` in a muted tone. */
export function FactList({ rows, emptyText }: { rows: [ReactNode, ReactNode][]; emptyText: string }) {
  return (
    <dl className="fact-list">
      {rows.map(([label, value], index) => (
        <div key={index} className="fact-list__row">
          <dt>{label}</dt>
          <dd className={value ? undefined : 'is-empty'}>{value || emptyText}</dd>
        </div>
      ))}
    </dl>
  );
}
