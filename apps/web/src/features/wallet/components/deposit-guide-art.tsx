import type { ReactNode } from 'react';
import { useCurrencySymbol } from '../../../lib/currency';

/*
 * Step pictures of the deposit guide: small drawings of what the deposit page and the member's phone
 * show at each step. They are coloured by classes (deposit-guide.css) from the theme's tokens, so they
 * follow the light and dark themes.
 */

function Art({ children }: { children: ReactNode }) {
  return (
    <svg className="guide-art" viewBox="0 0 120 88" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The operator's currency symbol, as on every amount of the site. */
function CurrencyMark({ x, y }: { x: number; y: number }) {
  return (
    <text x={x} y={y} className="t-peso">
      {useCurrencySymbol()}
    </text>
  );
}

function Check({ x, y }: { x: number; y: number }) {
  return (
    <>
      <circle cx={x} cy={y} r="8" className="f-gold" />
      <path d={`m${x - 3.5} ${y} 2.5 2.5 4.5-5`} className="s-on" />
    </>
  );
}

function Globe({ x, y, className }: { x: number; y: number; className: string }) {
  return (
    <g className={className}>
      <circle cx={x} cy={y} r="10" className="no-fill" />
      <ellipse cx={x} cy={y} rx="4.5" ry="10" className="no-fill" />
      <path d={`M${x - 10} ${y}h20`} />
    </g>
  );
}

function Browser({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx="7" className="f-card s-line" />
      <path d={`M${x} ${y + 7}a7 7 0 0 1 7-7h${w - 14}a7 7 0 0 1 7 7v9H${x}Z`} className="f-soft" />
      {[8, 15, 22].map((dx) => (
        <circle key={dx} cx={x + dx} cy={y + 8} r="2" className="f-line" />
      ))}
    </>
  );
}

const bankPick = (
  <Art>
    <rect x="10" y="16" width="46" height="58" rx="8" className="f-soft s-brand" />
    <rect x="64" y="16" width="46" height="58" rx="8" className="f-card s-line" />
    <path d="M21 35 33 28l12 7Z" className="f-brand" />
    <path d="M24 37v8M30 37v8M36 37v8M42 37v8" className="s-brand" />
    <rect x="20" y="46" width="26" height="3" rx="1" className="f-brand" />
    <rect x="18" y="56" width="30" height="4" rx="2" className="f-ink" />
    <rect x="18" y="64" width="20" height="3" rx="1.5" className="f-line" />
    <Globe x={87} y={38} className="s-line" />
    <rect x="72" y="56" width="30" height="4" rx="2" className="f-line" />
    <rect x="72" y="64" width="20" height="3" rx="1.5" className="f-line" />
    <Check x={54} y={18} />
  </Art>
);

const bankAccount = (
  <Art>
    <rect x="8" y="10" width="104" height="68" rx="8" className="f-card s-dashed" />
    <rect x="16" y="19" width="50" height="4" rx="2" className="f-ink" />
    <rect x="12" y="55" width="96" height="16" rx="5" className="f-gold-soft s-gold-thin" />
    {[32, 45, 61].map((y) => (
      <g key={y}>
        <rect x="16" y={y} width="20" height="4" rx="2" className="f-line" />
        <rect x="52" y={y - 0.5} width="32" height="5" rx="2.5" className="f-ink" />
        <rect x="89" y={y - 3} width="16" height="11" rx="5.5" className="f-soft s-brand-thin" />
        <rect x="94" y={y - 0.5} width="4" height="5" rx="1" className="no-fill s-brand-thin" />
        <rect x="96" y={y - 1.5} width="4" height="5" rx="1" className="f-soft s-brand-thin" />
      </g>
    ))}
  </Art>
);

const bankCopy = (
  <Art>
    <rect x="12" y="30" width="24" height="28" rx="4" className="f-card s-brand" />
    <rect x="19" y="23" width="24" height="28" rx="4" className="f-soft s-brand" />
    <path d="M25 32h12M25 38h12M25 44h8" className="s-brand-thin" />
    <path d="M48 46h16" className="s-gold s-dash" />
    <path d="m61 41 5 5-5 5" className="no-fill s-gold" />
    <rect x="74" y="6" width="36" height="76" rx="7" className="f-phone" />
    <rect x="78" y="14" width="28" height="60" rx="3" className="f-soft" />
    <rect x="81" y="20" width="22" height="9" rx="2" className="f-card" />
    <rect x="83" y="23.5" width="15" height="2.5" rx="1" className="f-ink" />
    <rect x="81" y="33" width="22" height="12" rx="2" className="f-card s-gold-thin" />
    <CurrencyMark x={83.5} y={42.5} />
    <rect x="90" y="37.5" width="10" height="3" rx="1.5" className="f-ink" />
    <rect x="81" y="62" width="22" height="8" rx="4" className="f-brand" />
  </Art>
);

const bankReference = (
  <Art>
    <path
      d="M30 6h60v70l-6-4-6 4-6-4-6 4-6-4-6 4-6-4-6 4-6-4-6 4Z"
      className="f-card s-line"
      strokeLinejoin="round"
    />
    <circle cx="60" cy="19" r="7" className="f-soft" />
    <path d="m56.5 19 2.5 2.5 4.5-5" className="s-brand" />
    <rect x="40" y="31" width="40" height="3" rx="1.5" className="f-line" />
    <rect x="46" y="38" width="28" height="3" rx="1.5" className="f-line" />
    <rect x="35" y="46" width="50" height="13" rx="3" className="f-gold-soft s-gold" />
    <path d="M42 49.5v6M45.5 49.5v6M40 51.5h7.5M40 54h7.5" className="s-gold-thin" />
    <rect x="51" y="51" width="29" height="3.5" rx="1.5" className="f-ink" />
    <rect x="44" y="64" width="32" height="3" rx="1.5" className="f-line" />
  </Art>
);

const bankReceipt = (
  <Art>
    <rect x="36" y="2" width="48" height="84" rx="8" className="f-phone" />
    <rect x="40" y="10" width="40" height="60" rx="3" className="f-soft" />
    <path d="M45 21v-5h5M75 21v-5h-5M45 59v5h5M75 59v5h-5" className="no-fill s-brand" />
    <path d="M51 22h18v32l-3-2-3 2-3-2-3 2-3-2-3 2Z" className="f-card" />
    <rect x="54" y="28" width="12" height="2" rx="1" className="f-line" />
    <rect x="54" y="33" width="9" height="2" rx="1" className="f-line" />
    <rect x="54" y="40" width="12" height="3.5" rx="1.5" className="f-gold" />
    <circle cx="60" cy="77" r="5" className="f-card s-gold" />
    <path d="M98 14v12M92 20h12" className="s-gold" />
    <path d="M22 56v8M18 60h8" className="s-gold-thin" />
  </Art>
);

const bankWait = (
  <Art>
    <circle cx="44" cy="44" r="27" className="f-card s-line" />
    <path d="M44 17a27 27 0 0 1 27 27" className="no-fill s-gold-wide" />
    <path d="M44 22v4M44 62v4M22 44h4M62 44h4" className="s-line" />
    <path d="M44 44V30M44 44l9 6" className="s-brand" />
    <circle cx="44" cy="44" r="3" className="f-brand" />
    <circle cx="88" cy="58" r="17" className="f-success" />
    <path d="m80.5 58 5 5 10-11" className="s-on-wide" />
  </Art>
);

const gatewayPick = (
  <Art>
    <rect x="8" y="14" width="44" height="60" rx="8" className="f-soft s-brand" />
    <Globe x={30} y={36} className="s-brand" />
    <rect x="16" y="54" width="28" height="4" rx="2" className="f-ink" />
    <rect x="16" y="62" width="18" height="3" rx="1.5" className="f-line" />
    <Check x={50} y={16} />
    <rect x="60" y="28" width="52" height="17" rx="5" className="f-card s-line" />
    <CurrencyMark x={65} y={40.5} />
    <rect x="75" y="34.5" width="24" height="4" rx="2" className="f-ink" />
    <rect x="60" y="53" width="52" height="15" rx="7.5" className="f-gold" />
    <rect x="74" y="59" width="24" height="3" rx="1.5" className="f-on-gold" />
  </Art>
);

const gatewayPay = (
  <Art>
    <Browser x={6} y={12} w={100} h={68} />
    <rect x="36" y="16" width="64" height="8" rx="4" className="f-card" />
    <rect x="40" y="18.5" width="4.5" height="3.5" rx="0.8" className="f-brand" />
    <path d="M41 18.5v-1a1.25 1.25 0 0 1 2.5 0v1" className="no-fill s-brand-thin" />
    <rect x="48" y="18.5" width="34" height="3" rx="1.5" className="f-line" />
    <rect x="30" y="36" width="52" height="7" rx="3.5" className="f-ink" />
    <rect x="38" y="47" width="36" height="4" rx="2" className="f-line" />
    <rect x="30" y="58" width="52" height="14" rx="7" className="f-gold" />
    <rect x="44" y="63.5" width="24" height="3" rx="1.5" className="f-on-gold" />
    <circle cx="106" cy="14" r="10" className="f-brand" />
    <path d="m102 18 7.5-7.5M104.5 10.5h5v5" className="no-fill s-on" />
  </Art>
);

const gatewayBlocked = (
  <Art>
    <Browser x={6} y={6} w={74} h={50} />
    <rect x="18" y="30" width="40" height="5" rx="2.5" className="f-line" />
    <rect x="18" y="40" width="28" height="4" rx="2" className="f-line" />
    <circle cx="78" cy="12" r="10" className="f-card s-danger" />
    <path d="m71 5 14 14" className="s-danger" />
    <rect x="34" y="64" width="78" height="17" rx="8.5" className="f-brand" />
    <path d="m44 76.5 6.5-6.5M46.5 69.5h4.5V74" className="no-fill s-on" />
    <rect x="57" y="71" width="40" height="3" rx="1.5" className="f-on" />
    <circle cx="104" cy="78" r="7" className="no-fill s-gold-thin" />
    <circle cx="104" cy="78" r="3.5" className="f-gold" />
  </Art>
);

const gatewayBalance = (
  <Art>
    <rect x="18" y="24" width="52" height="14" rx="4" className="f-soft s-brand-thin" />
    <rect x="12" y="32" width="66" height="46" rx="9" className="f-brand" />
    <rect x="56" y="46" width="26" height="16" rx="6" className="f-soft" />
    <circle cx="65" cy="54" r="3" className="f-brand" />
    <circle cx="44" cy="14" r="10" className="f-gold s-gold" />
    <circle cx="44" cy="14" r="6" className="no-fill s-on-gold" />
    <path d="M100 70V36M91 45l9-9 9 9" className="no-fill s-success" />
  </Art>
);

export const BANK_STEPS = ['pick', 'account', 'copy', 'reference', 'receipt', 'wait'] as const;
export const GATEWAY_STEPS = ['pick', 'pay', 'blocked', 'balance'] as const;

export const BANK_ART: Record<(typeof BANK_STEPS)[number], ReactNode> = {
  pick: bankPick,
  account: bankAccount,
  copy: bankCopy,
  reference: bankReference,
  receipt: bankReceipt,
  wait: bankWait,
};

export const GATEWAY_ART: Record<(typeof GATEWAY_STEPS)[number], ReactNode> = {
  pick: gatewayPick,
  pay: gatewayPay,
  blocked: gatewayBlocked,
  balance: gatewayBalance,
};
