import { useTranslation } from 'react-i18next';
import './licence-badges.css';

export type LicenceKind = 'malta' | 'bvi' | 'philippines';
export const LICENCES: readonly LicenceKind[] = ['malta', 'bvi', 'philippines'];

function MaltaMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden>
      <circle cx="24" cy="24" r="23" fill="#fff" stroke="#cf142b" strokeWidth="2" />
      <path d="M0 0H24V48H0Z" fill="#fff" />
      <path d="M24 1a23 23 0 0 1 0 46Z" fill="#cf142b" />
      <path
        d="M24 9l3 9-3 3-3-3Zm0 30l3-9-3-3-3 3ZM9 24l9-3 3 3-3 3Zm30 0l-9-3-3 3 3 3Z"
        fill="#9aa1ab"
        stroke="#5d6470"
        strokeWidth=".8"
      />
    </svg>
  );
}

function BviMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden>
      <circle cx="24" cy="24" r="23" fill="#012169" />
      <path d="M15 13h18v13c0 7-5 10-9 12-4-2-9-5-9-12Z" fill="#00843d" stroke="#f5c400" strokeWidth="1.6" />
      <path d="M24 17v14M19 22h10" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="24" cy="35" r="1.6" fill="#f5c400" />
    </svg>
  );
}

function PhilippinesMark() {
  const rays = Array.from({ length: 8 }, (_, i) => i * 45);
  return (
    <svg viewBox="0 0 48 48" aria-hidden>
      <clipPath id="ph-clip">
        <circle cx="24" cy="24" r="23" />
      </clipPath>
      <g clipPath="url(#ph-clip)">
        <rect width="48" height="24" fill="#0038a8" />
        <rect y="24" width="48" height="24" fill="#ce1126" />
        <path d="M0 0L30 24L0 48Z" fill="#fff" />
        <g transform="translate(11 24)" fill="#fcd116">
          <circle r="4" />
          {rays.map((angle) => (
            <path key={angle} d="M-1 -5.5L0 -9L1 -5.5Z" transform={`rotate(${angle})`} />
          ))}
        </g>
        <circle cx="3.5" cy="8" r="1.5" fill="#fcd116" />
        <circle cx="3.5" cy="40" r="1.5" fill="#fcd116" />
        <circle cx="23" cy="24" r="1.5" fill="#fcd116" />
      </g>
      <circle cx="24" cy="24" r="23" fill="none" stroke="rgb(0 0 0 / .12)" />
    </svg>
  );
}

const MARKS = { malta: MaltaMark, bvi: BviMark, philippines: PhilippinesMark } as const;

/** A licence seal drawn inline: nothing is fetched, and it follows the theme's text colour. */
export function LicenceBadge({ kind, compact }: { kind: LicenceKind; compact?: boolean }) {
  const { t } = useTranslation();
  const Mark = MARKS[kind];
  return (
    <div className={compact ? 'licence licence--compact' : 'licence'}>
      <span className="licence__mark">
        <Mark />
      </span>
      <span className="licence__text">
        <strong>{t(`licences.${kind}Short`)}</strong>
        <span>{t(`licences.${kind}`)}</span>
      </span>
    </div>
  );
}

export function LicenceBadges({ compact }: { compact?: boolean }) {
  return (
    <div className="licences">
      {LICENCES.map((kind) => (
        <LicenceBadge key={kind} kind={kind} compact={compact} />
      ))}
    </div>
  );
}
