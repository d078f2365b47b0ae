import { Landmark } from 'lucide-react';
import './payment-badges.css';

interface PaymentMark {
  id: string;
  label: string;
  background: string;
  color: string;
}

// Payment rails players in the Philippines expect; drawn as wordmarks so nothing is fetched.
const WORDMARKS: readonly PaymentMark[] = [
  { id: 'gcash', label: 'GCash', background: '#0a5cff', color: '#fff' },
  { id: 'maya', label: 'maya', background: '#0f1d1a', color: '#3ee6a0' },
  { id: 'grabpay', label: 'GrabPay', background: '#007a36', color: '#fff' },
  { id: 'usdt', label: 'USDT', background: '#1a7557', color: '#fff' },
];

export function PaymentBadges({ bankLabel }: { bankLabel: string }) {
  return (
    <ul className="payments">
      {WORDMARKS.map((mark) => (
        <li
          key={mark.id}
          className="payments__item"
          style={{ background: mark.background, color: mark.color }}
        >
          {mark.label}
        </li>
      ))}
      <li className="payments__item payments__item--bank">
        <Landmark size={14} aria-hidden />
        {bankLabel}
      </li>
    </ul>
  );
}

/** The responsible-gaming age mark (§5: age confirmation 18). */
export function AgeBadge({ age }: { age: number }) {
  return (
    <svg className="age-badge" viewBox="0 0 48 48" role="img" aria-label={`${age}+`}>
      <circle cx="24" cy="24" r="22" fill="none" stroke="#e5484d" strokeWidth="3.5" />
      <text
        x="24"
        y="29.5"
        textAnchor="middle"
        fontSize="15"
        fontWeight="800"
        fill="currentColor"
        fontFamily="inherit"
      >
        {age}+
      </text>
    </svg>
  );
}
