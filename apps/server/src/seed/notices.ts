type NoticeType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

/** A few notices per type (§9: B marquee, PL player, PU popup, PR promotion, H help) in both languages. */
const NOTICES: [NoticeType, ty: [string, string], en: [string, string]][] = [
  [
    'B',
    ['Maligayang pagdating sa Swerte!', 'Mag-register at kunin ang iyong welcome bonus.'],
    ['Welcome to Swerte!', 'Register and claim your welcome bonus.'],
  ],
  [
    'B',
    ['Bagong mga laro', 'Dose-dosenang bagong slot ang idinagdag ngayong linggo.'],
    ['New games', 'Dozens of new slots were added this week.'],
  ],
  [
    'PL',
    ['Seguridad ng account', '<p>Huwag ibahagi ang iyong password o verification code kaninuman.</p>'],
    ['Account security', '<p>Never share your password or verification code with anyone.</p>'],
  ],
  [
    'PL',
    ['Mabilis na withdrawal', '<p>Karamihan ng withdrawal ay naproseso sa loob ng 15 minuto.</p>'],
    ['Fast withdrawals', '<p>Most withdrawals are processed within 15 minutes.</p>'],
  ],
  [
    'PU',
    ['Paalala sa maintenance', '<p>May naka-iskedyul na maintenance tuwing Martes, 02:00–04:00.</p>'],
    ['Maintenance notice', '<p>Scheduled maintenance every Tuesday, 02:00–04:00.</p>'],
  ],
  [
    'PU',
    ['Maglaro nang responsable', '<p>Para lamang sa edad 18 pataas. Magtakda ng limitasyon.</p>'],
    ['Play responsibly', '<p>For ages 18 and over only. Set yourself limits.</p>'],
  ],
  [
    'PR',
    ['100% Welcome Bonus', '<p>Doblehin ang unang deposito hanggang P5,000.</p>'],
    ['100% Welcome Bonus', '<p>Double your first deposit up to P5,000.</p>'],
  ],
  [
    'PR',
    ['Araw-araw na rebate', '<p>Hanggang 1% na rebate sa bawat valid bet.</p>'],
    ['Daily rebate', '<p>Up to 1% rebate on every valid bet.</p>'],
  ],
  [
    'H',
    ['Paano mag-deposito', '<p>Pumunta sa Member Centre → Deposito at sundin ang mga hakbang.</p>'],
    ['How to deposit', '<p>Open Member Centre → Deposit and follow the steps.</p>'],
  ],
];

export function demoNotices() {
  return NOTICES.flatMap(([type, [tyTitle, tyContent], [enTitle, enContent]], index) => [
    { type, title: tyTitle, content: tyContent, lang: 'TY', sortOrder: (index + 1) * 10 },
    { type, title: enTitle, content: enContent, lang: 'EN', sortOrder: (index + 1) * 10 },
  ]);
}
