/** A member figure: head and shoulders inside a node of the agent's network. */
function Member({ x, y, delay }: { x: number; y: number; delay: string }) {
  return (
    <g className="join-art__member" style={{ animationDelay: delay }}>
      <circle
        cx={x}
        cy={y}
        r="25"
        fill="url(#join-member)"
        stroke="#ffd572"
        strokeOpacity="0.55"
        strokeWidth="2"
      />
      <circle cx={x} cy={y - 6} r="7" fill="#f5f2fd" />
      <path d={`M${x - 12} ${y + 15} a12 10 0 0 1 24 0 Z`} fill="#f5f2fd" />
    </g>
  );
}

/** A coin seen slightly from the side, with its rim. */
function Coin({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g className="join-art__coin">
      <ellipse cx={x} cy={y + r * 0.18} rx={r} ry={r * 0.92} fill="#a86f06" />
      <ellipse cx={x} cy={y} rx={r} ry={r * 0.92} fill="url(#join-gold)" />
      <ellipse
        cx={x}
        cy={y}
        rx={r * 0.68}
        ry={r * 0.62}
        fill="none"
        stroke="#7a4a00"
        strokeOpacity="0.45"
        strokeWidth="1.5"
      />
      <path
        d={`M${x - r * 0.22} ${y + r * 0.38} V${y - r * 0.38} h${r * 0.26} a${r * 0.2} ${r * 0.19} 0 0 1 0 ${r * 0.38} h-${r * 0.26}`}
        fill="none"
        stroke="#7a4a00"
        strokeWidth={Math.max(1.5, r * 0.12)}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/**
 * The /join hero's drawing: an agent (crowned gold medallion) linked to the players of its team,
 * coins and a rising earnings chart. Decorative only; deep purple and gold like the brand.
 */
export function JoinHeroArt() {
  return (
    <svg className="join-art" viewBox="0 0 360 300" role="presentation" aria-hidden focusable="false">
      <defs>
        <radialGradient id="join-glow" cx="50%" cy="45%" r="55%">
          <stop offset="0" stopColor="#7d63d6" stopOpacity="0.75" />
          <stop offset="1" stopColor="#221454" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="join-gold" cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#fff3d6" />
          <stop offset="0.35" stopColor="#ffd572" />
          <stop offset="1" stopColor="#c98a0c" />
        </radialGradient>
        <linearGradient id="join-member" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7d63d6" />
          <stop offset="1" stopColor="#3d2691" />
        </linearGradient>
        <linearGradient id="join-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd572" />
          <stop offset="1" stopColor="#e8a31a" stopOpacity="0.55" />
        </linearGradient>
      </defs>

      <circle cx="180" cy="140" r="150" fill="url(#join-glow)" />
      <circle cx="180" cy="140" r="96" fill="none" stroke="#c9bcf3" strokeOpacity="0.18" strokeWidth="1.5" />
      <circle cx="180" cy="140" r="128" fill="none" stroke="#c9bcf3" strokeOpacity="0.1" strokeWidth="1.5" />

      {/* The links from the agent to each player of the team. */}
      <g
        fill="none"
        stroke="#ffd572"
        strokeOpacity="0.7"
        strokeWidth="2.5"
        strokeDasharray="2 7"
        strokeLinecap="round"
      >
        <path className="join-art__link" d="M180 140 Q120 110 74 72" />
        <path className="join-art__link" d="M180 140 Q250 100 292 70" />
        <path className="join-art__link" d="M180 140 Q110 190 70 214" />
        <path className="join-art__link" d="M180 140 Q240 200 268 232" />
      </g>

      <Member x={74} y={72} delay="0s" />
      <Member x={292} y={70} delay="-1.5s" />
      <Member x={70} y={214} delay="-3s" />
      <Member x={268} y={232} delay="-4.5s" />

      {/* The agent: a crowned gold medallion. */}
      <circle cx="180" cy="140" r="54" fill="#221454" stroke="#ffd572" strokeOpacity="0.35" strokeWidth="8" />
      <circle cx="180" cy="140" r="46" fill="url(#join-gold)" />
      <circle cx="180" cy="140" r="38" fill="none" stroke="#7a4a00" strokeOpacity="0.35" strokeWidth="2" />
      <path
        d="M156 152 L152 124 L168 136 L180 116 L192 136 L208 124 L204 152 Z"
        fill="#7a4a00"
        fillOpacity="0.85"
      />
      <rect x="156" y="155" width="48" height="7" rx="3" fill="#7a4a00" fillOpacity="0.85" />
      <circle cx="180" cy="116" r="4" fill="#fff3d6" />

      <Coin x={300} y={160} r={16} />
      <Coin x={42} y={140} r={12} />
      <Coin x={218} y={262} r={10} />

      {/* A rising earnings chart. */}
      <g transform="translate(114 236)">
        <rect x="0" y="24" width="12" height="18" rx="3" fill="url(#join-bar)" />
        <rect x="18" y="12" width="12" height="30" rx="3" fill="url(#join-bar)" />
        <rect x="36" y="0" width="12" height="42" rx="3" fill="url(#join-bar)" />
        <path
          d="M-4 20 L22 2 L34 10 L58 -12"
          fill="none"
          stroke="#fff3d6"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path
          d="M50 -13 L59 -13 L59 -4"
          fill="none"
          stroke="#fff3d6"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
