import type { ReactNode } from 'react';

/**
 * Swerte Fiesta's symbols, drawn as one SVG sprite (100×100 each) and shown with <use>: a board of
 * 15 cells plus the spinning strips reuse the same shapes and gradients instead of repeating them.
 * The sprite must be mounted once on any page that shows symbols (SlotSymbolSprite).
 */
export const SYMBOL_IDS = [
  'ten',
  'jack',
  'queen',
  'king',
  'ace',
  'sampaguita',
  'mango',
  'carabao',
  'jeepney',
  'wild',
  'scatter',
] as const;
export type SymbolId = (typeof SYMBOL_IDS)[number];

export function isSymbolId(value: string): value is SymbolId {
  return (SYMBOL_IDS as readonly string[]).includes(value);
}

/** A stylised card rank: a bold letter with a dark outline on a coloured gradient, a fiesta pennant above. */
function Rank({
  id,
  text,
  from,
  to,
  size = 64,
}: {
  id: string;
  text: string;
  from: string;
  to: string;
  size?: number;
}) {
  return (
    <symbol id={`sf-${id}`} viewBox="0 0 100 100">
      <linearGradient id={`sf-${id}-fill`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={from} />
        <stop offset="1" stopColor={to} />
      </linearGradient>
      <path
        d="M22 14 L34 14 L28 24 Z M44 12 L56 12 L50 23 Z M66 14 L78 14 L72 24 Z"
        fill={to}
        opacity="0.85"
      />
      <path d="M18 13 Q50 20 82 13" stroke="#5b3a12" strokeWidth="1.5" fill="none" opacity="0.6" />
      <text
        x="50"
        y="80"
        textAnchor="middle"
        fontSize={size}
        fontWeight="900"
        fontFamily="var(--font-sans)"
        fill={`url(#sf-${id}-fill)`}
        stroke="#1b1030"
        strokeWidth="5"
        paintOrder="stroke"
        letterSpacing="-4"
      >
        {text}
      </text>
      <text
        x="50"
        y="80"
        textAnchor="middle"
        fontSize={size}
        fontWeight="900"
        fontFamily="var(--font-sans)"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.45"
        strokeWidth="1.2"
        letterSpacing="-4"
      >
        {text}
      </text>
    </symbol>
  );
}

function Sampaguita() {
  const petals = Array.from({ length: 8 }, (_, i) => i * 45);
  return (
    <symbol id="sf-sampaguita" viewBox="0 0 100 100">
      <radialGradient id="sf-sampaguita-petal" cx="0.5" cy="0.9" r="0.9">
        <stop offset="0" stopColor="#fff7d6" />
        <stop offset="0.6" stopColor="#ffffff" />
        <stop offset="1" stopColor="#e6e9f5" />
      </radialGradient>
      <path d="M50 70 Q30 92 10 86 Q26 70 50 70 Z" fill="#2f9e4f" stroke="#1c6b33" strokeWidth="2" />
      <path d="M50 70 Q72 94 92 84 Q74 68 50 70 Z" fill="#3bb35e" stroke="#1c6b33" strokeWidth="2" />
      <g transform="translate(50 48)">
        {petals.map((angle) => (
          <path
            key={angle}
            transform={`rotate(${angle})`}
            d="M0 0 C-11 -10 -9 -30 0 -36 C9 -30 11 -10 0 0 Z"
            fill="url(#sf-sampaguita-petal)"
            stroke="#b9bfd8"
            strokeWidth="1.5"
          />
        ))}
        <circle r="8" fill="#ffd34d" stroke="#e0a000" strokeWidth="2" />
        <circle r="3" fill="#fff3b0" />
      </g>
    </symbol>
  );
}

function Mango() {
  return (
    <symbol id="sf-mango" viewBox="0 0 100 100">
      <radialGradient id="sf-mango-fill" cx="0.35" cy="0.35" r="0.8">
        <stop offset="0" stopColor="#fff27a" />
        <stop offset="0.45" stopColor="#ffc21a" />
        <stop offset="1" stopColor="#f07b12" />
      </radialGradient>
      <path
        d="M58 20 C84 24 92 52 80 72 C68 92 36 94 22 78 C10 64 18 46 30 38 C40 31 44 22 58 20 Z"
        fill="url(#sf-mango-fill)"
        stroke="#a34a07"
        strokeWidth="3"
      />
      <ellipse cx="42" cy="48" rx="8" ry="13" transform="rotate(35 42 48)" fill="#fff" opacity="0.45" />
      <path d="M58 21 C58 14 60 10 64 6" stroke="#6b3d12" strokeWidth="4" strokeLinecap="round" fill="none" />
      <path
        d="M62 12 C72 2 90 4 94 12 C84 20 70 20 62 12 Z"
        fill="#3bb35e"
        stroke="#1c6b33"
        strokeWidth="2.5"
      />
      <path d="M64 12 C74 10 84 11 92 12" stroke="#1c6b33" strokeWidth="1.5" fill="none" />
    </symbol>
  );
}

function Carabao() {
  return (
    <symbol id="sf-carabao" viewBox="0 0 100 100">
      <linearGradient id="sf-carabao-head" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#6f7386" />
        <stop offset="1" stopColor="#3a3d4d" />
      </linearGradient>
      <linearGradient id="sf-carabao-horn" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#f3e6c4" />
        <stop offset="1" stopColor="#b8a27a" />
      </linearGradient>
      {/* Sweeping horns, the carabao's mark */}
      <path
        d="M34 34 C20 34 6 26 4 10 C14 20 24 22 36 24 Z"
        fill="url(#sf-carabao-horn)"
        stroke="#5a4a2e"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M66 34 C80 34 94 26 96 10 C86 20 76 22 64 24 Z"
        fill="url(#sf-carabao-horn)"
        stroke="#5a4a2e"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M26 36 L12 44 L26 48 Z M74 36 L88 44 L74 48 Z"
        fill="#4b4e60"
        stroke="#22242f"
        strokeWidth="2"
      />
      <path
        d="M30 26 C40 20 60 20 70 26 C76 40 74 58 68 70 C64 80 36 80 32 70 C26 58 24 40 30 26 Z"
        fill="url(#sf-carabao-head)"
        stroke="#22242f"
        strokeWidth="3"
      />
      <ellipse cx="50" cy="76" rx="17" ry="12" fill="#8a8ea1" stroke="#22242f" strokeWidth="3" />
      <ellipse cx="43" cy="77" rx="3" ry="4" fill="#22242f" />
      <ellipse cx="57" cy="77" rx="3" ry="4" fill="#22242f" />
      <circle cx="40" cy="46" r="5" fill="#fff" />
      <circle cx="60" cy="46" r="5" fill="#fff" />
      <circle cx="41" cy="47" r="2.6" fill="#1b1030" />
      <circle cx="59" cy="47" r="2.6" fill="#1b1030" />
      <path d="M44 30 Q50 26 56 30" stroke="#9ea2b5" strokeWidth="2" fill="none" />
    </symbol>
  );
}

function Jeepney() {
  return (
    <symbol id="sf-jeepney" viewBox="0 0 100 100">
      <linearGradient id="sf-jeepney-body" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#f4f6fb" />
        <stop offset="0.55" stopColor="#b9c1d3" />
        <stop offset="1" stopColor="#8a93a8" />
      </linearGradient>
      {/* Roof with its rack and the horse-and-flag ornament */}
      <path d="M18 30 L84 30 L84 26 L18 26 Z" fill="#d62839" stroke="#1b1030" strokeWidth="2" />
      <path
        d="M22 26 L22 22 M40 26 L40 22 M58 26 L58 22 M76 26 L76 22 M20 22 L80 22"
        stroke="#1b1030"
        strokeWidth="2"
      />
      <path
        d="M10 66 L10 46 Q10 40 16 38 L22 32 L84 32 L90 46 L92 66 Z"
        fill="url(#sf-jeepney-body)"
        stroke="#1b1030"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M11 54 L91 54" stroke="#1f6fd6" strokeWidth="4" />
      <path d="M11 60 L92 60" stroke="#ffc21a" strokeWidth="4" />
      <path d="M24 36 L36 36 L36 48 L22 48 Z" fill="#7ed3f7" stroke="#1b1030" strokeWidth="2" />
      <path
        d="M40 36 L54 36 L54 48 L40 48 Z M58 36 L72 36 L72 48 L58 48 Z"
        fill="#7ed3f7"
        stroke="#1b1030"
        strokeWidth="2"
      />
      <path d="M76 36 L84 36 L88 48 L76 48 Z" fill="#a7e4fb" stroke="#1b1030" strokeWidth="2" />
      <path d="M90 50 L96 52 L96 64 L92 64" fill="#d9dde8" stroke="#1b1030" strokeWidth="2" />
      <circle cx="94" cy="56" r="2.5" fill="#fff27a" stroke="#1b1030" strokeWidth="1" />
      <path d="M6 66 L96 66 L96 70 L6 70 Z" fill="#4b4e60" stroke="#1b1030" strokeWidth="2" />
      <circle cx="28" cy="72" r="10" fill="#22242f" />
      <circle cx="28" cy="72" r="4.5" fill="#d9dde8" />
      <circle cx="76" cy="72" r="10" fill="#22242f" />
      <circle cx="76" cy="72" r="4.5" fill="#d9dde8" />
      <path d="M86 30 L88 18 L94 22 L88 24" fill="#ffc21a" stroke="#1b1030" strokeWidth="1.5" />
    </symbol>
  );
}

function Wild() {
  return (
    <symbol id="sf-wild" viewBox="0 0 100 100">
      <linearGradient id="sf-wild-gold" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#fff3b0" />
        <stop offset="0.45" stopColor="#ffc83d" />
        <stop offset="1" stopColor="#c98a0c" />
      </linearGradient>
      <linearGradient id="sf-wild-band" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#7d63d6" />
        <stop offset="1" stopColor="#2f1d72" />
      </linearGradient>
      <path
        d="M50 4 L61 30 L90 32 L67 50 L75 78 L50 62 L25 78 L33 50 L10 32 L39 30 Z"
        fill="url(#sf-wild-gold)"
        stroke="#8a5a00"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect
        x="6"
        y="40"
        width="88"
        height="28"
        rx="8"
        fill="url(#sf-wild-band)"
        stroke="#ffd572"
        strokeWidth="3"
      />
      <text
        x="50"
        y="62"
        textAnchor="middle"
        fontSize="23"
        fontWeight="900"
        fontFamily="var(--font-sans)"
        fill="url(#sf-wild-gold)"
        stroke="#2a1a00"
        strokeWidth="1"
        letterSpacing="1"
      >
        WILD
      </text>
      <path d="M84 10 L86 16 L92 18 L86 20 L84 26 L82 20 L76 18 L82 16 Z" fill="#fff" opacity="0.9" />
    </symbol>
  );
}

function Scatter() {
  const rays = Array.from({ length: 8 }, (_, i) => i * 45);
  return (
    <symbol id="sf-scatter" viewBox="0 0 100 100">
      <radialGradient id="sf-scatter-sun" cx="0.5" cy="0.45" r="0.6">
        <stop offset="0" stopColor="#fffbe0" />
        <stop offset="0.5" stopColor="#ffd34d" />
        <stop offset="1" stopColor="#f08a0c" />
      </radialGradient>
      <circle cx="50" cy="46" r="42" fill="#d62839" opacity="0.9" />
      <circle cx="50" cy="46" r="36" fill="#1f3fae" opacity="0.5" />
      {/* The eight-rayed sun, each ray a main point flanked by two small ones */}
      <g transform="translate(50 46)">
        {rays.map((angle) => (
          <g key={angle} transform={`rotate(${angle})`}>
            <path
              d="M-6 -16 L0 -40 L6 -16 Z"
              fill="url(#sf-scatter-sun)"
              stroke="#8a5a00"
              strokeWidth="1.5"
            />
            <path d="M-10 -14 L-9 -28 L-4 -15 Z M10 -14 L9 -28 L4 -15 Z" fill="#ffd34d" />
          </g>
        ))}
        <circle r="17" fill="url(#sf-scatter-sun)" stroke="#8a5a00" strokeWidth="2.5" />
      </g>
      <rect x="8" y="76" width="84" height="20" rx="6" fill="#1b1030" stroke="#ffd572" strokeWidth="2" />
      <text
        x="50"
        y="91"
        textAnchor="middle"
        fontSize="14"
        fontWeight="900"
        fontFamily="var(--font-sans)"
        fill="#ffd572"
        letterSpacing="1"
      >
        SCATTER
      </text>
    </symbol>
  );
}

/** Mount once per page that shows symbols; hidden, but not display:none (gradients must resolve). */
export function SlotSymbolSprite() {
  return (
    <svg className="slot-sprite" aria-hidden width="0" height="0" focusable="false">
      <Rank id="ten" text="10" from="#7ff0c6" to="#0e9f6e" size={54} />
      <Rank id="jack" text="J" from="#9fd2ff" to="#1f6fd6" />
      <Rank id="queen" text="Q" from="#ffb3e1" to="#c2187a" />
      <Rank id="king" text="K" from="#ffc48a" to="#d64a0c" />
      <Rank id="ace" text="A" from="#d9c9ff" to="#6142bf" />
      <Sampaguita />
      <Mango />
      <Carabao />
      <Jeepney />
      <Wild />
      <Scatter />
    </svg>
  );
}

/** One symbol; `label` is its name for screen readers (the caller translates it). */
export function SlotSymbol({ symbol, label }: { symbol: string; label?: string }): ReactNode {
  const id = isSymbolId(symbol) ? symbol : 'ten';
  return (
    <svg
      className="slot-symbol"
      viewBox="0 0 100 100"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <use href={`#sf-${id}`} />
    </svg>
  );
}
