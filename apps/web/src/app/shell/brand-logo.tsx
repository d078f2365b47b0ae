import { Link } from 'react-router';

/** The demo brand's mark: a gold four-leaf clover coin on purple, drawn inline. */
export function BrandLogo({ name }: { name: string }) {
  return (
    <Link to="/" className="brand-logo" aria-label={name}>
      <svg className="brand-logo__mark" viewBox="0 0 40 40" aria-hidden>
        <defs>
          <linearGradient id="brand-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe08a" />
            <stop offset="1" stopColor="#e8a31a" />
          </linearGradient>
        </defs>
        <circle cx="20" cy="20" r="19" fill="url(#brand-gold)" />
        <circle cx="20" cy="20" r="15.5" fill="none" stroke="#a86d00" strokeOpacity=".35" />
        <g fill="#4c30a8">
          <circle cx="15.5" cy="15.5" r="5" />
          <circle cx="24.5" cy="15.5" r="5" />
          <circle cx="15.5" cy="24.5" r="5" />
          <circle cx="24.5" cy="24.5" r="5" />
        </g>
        <circle cx="20" cy="20" r="2.4" fill="#ffe08a" />
      </svg>
      <span className="brand-logo__name">{name}</span>
    </Link>
  );
}
