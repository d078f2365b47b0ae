import type { PromoRule } from '@swerte/contracts';

const DAY = 86_400_000;

const terms = (lines: string[]) => `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;

/**
 * Demo promotions, one or more of every rule kind, in Filipino and English. Dates are relative to the
 * seeding moment: most run open-ended, the raffle ends in 30 days, the sports boost starts in 3.
 */
export function demoPromotions(now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const row = (
    sortOrder: number,
    category: string,
    rule: PromoRule,
    ty: [title: string, summary: string, content: string],
    en: [title: string, summary: string, content: string],
    window: { startAt?: Date; endAt?: Date } = {},
  ) => ({
    category,
    kind: rule.kind,
    rule,
    titleTy: ty[0],
    summaryTy: ty[1],
    contentTy: ty[2],
    titleEn: en[0],
    summaryEn: en[1],
    contentEn: en[2],
    sortOrder,
    startAt: window.startAt ?? null,
    endAt: window.endAt ?? null,
  });
  return [
    row(
      10,
      'new_member',
      {
        kind: 'first_deposit',
        percentBps: 10_000,
        maxBonus: '5000.00',
        minDeposit: '100.00',
        turnoverMultiple: 10,
      },
      [
        'Welcome Bonus 100%',
        'Doblehin ang unang deposito mo, hanggang P5,000.',
        `<h3>Paano sumali</h3><ol><li>Pindutin ang <strong>Sumali</strong>.</li><li>Mag-deposito ng hindi bababa sa P100.</li><li>Bumalik dito at i-<strong>Claim</strong> ang bonus.</li></ol><h3>Mga tuntunin</h3>${terms(['Para lamang sa unang naaprubahang deposito.', 'Ang bonus ay 100% ng deposito, hanggang P5,000.', 'Kailangang maitaya ang 10× ng bonus bago ito mailipat sa cash wallet.'])}`,
      ],
      [
        'Welcome Bonus 100%',
        'Double your first deposit, up to P5,000.',
        `<h3>How to take part</h3><ol><li>Tap <strong>Join</strong>.</li><li>Make a deposit of at least P100.</li><li>Come back here and <strong>Claim</strong> your bonus.</li></ol><h3>Terms</h3>${terms(['Only your first approved deposit counts.', 'The bonus is 100% of the deposit, up to P5,000.', 'Play 10× the bonus in valid bets before it moves to your cash wallet.'])}`,
      ],
    ),
    row(
      20,
      'deposit',
      {
        kind: 'deposit_bonus',
        percentBps: 2_000,
        maxBonus: '1000.00',
        minDeposit: '200.00',
        turnoverMultiple: 5,
      },
      [
        'Reload Bonus 20%',
        'Dagdag na 20% sa deposito mo, hanggang P1,000.',
        `<p>Mag-deposito ng <strong>P200 o higit pa</strong> at makakuha ng dagdag na 20%.</p><table><thead><tr><th>Deposito</th><th>Bonus</th></tr></thead><tbody><tr><td>P500</td><td>P100</td></tr><tr><td>P2,000</td><td>P400</td></tr><tr><td>P5,000+</td><td>P1,000</td></tr></tbody></table>${terms(['Ang pinakamalaking naaprubahang deposito habang tumatakbo ang promo ang binibilang.', 'Isang claim bawat miyembro.', 'Kailangang maitaya ang 5× ng bonus.'])}`,
      ],
      [
        'Reload Bonus 20%',
        'An extra 20% on your deposit, up to P1,000.',
        `<p>Deposit <strong>P200 or more</strong> and get an extra 20%.</p><table><thead><tr><th>Deposit</th><th>Bonus</th></tr></thead><tbody><tr><td>P500</td><td>P100</td></tr><tr><td>P2,000</td><td>P400</td></tr><tr><td>P5,000+</td><td>P1,000</td></tr></tbody></table>${terms(['Your largest approved deposit while the promotion runs counts.', 'One claim per member.', 'Play 5× the bonus in valid bets before it unlocks.'])}`,
      ],
    ),
    row(
      30,
      'slots',
      { kind: 'turnover_reward', minValidBet: '5000.00', bonus: '188.00', turnoverMultiple: 1 },
      [
        'Slots Turnover P188',
        'Tumaya ng P5,000 sa kahit anong laro at makakuha ng P188.',
        `<p>Sumali, maglaro, at kapag umabot sa <strong>P5,000</strong> ang valid bets mo, i-claim ang <strong>P188</strong>.</p>${terms(['Ang mga settled na taya lamang ang binibilang.', 'Kailangang maitaya ang 1× ng bonus.'])}`,
      ],
      [
        'Slots Turnover P188',
        'Bet P5,000 on any game and get P188.',
        `<p>Join, play, and once your valid bets reach <strong>P5,000</strong>, claim <strong>P188</strong>.</p>${terms(['Only settled bets count.', 'Play 1× the bonus before it unlocks.'])}`,
      ],
    ),
    row(
      40,
      'live',
      { kind: 'apply', bonus: '288.00', turnoverMultiple: 3 },
      [
        'Big Win Showcase P288',
        'Ipakita ang pinakamalaki mong panalo at makakuha ng P288.',
        `<p>Ibahagi ang screenshot ng panalo mong <strong>50× o higit pa</strong> sa live casino o slots.</p><ol><li>Isulat ang laro at petsa sa tala (hanggang 140 titik).</li><li>Mag-upload ng hanggang 3 larawan (PNG o JPG, 5 MB bawat isa).</li><li>Susuriin ito ng aming team sa loob ng 24 oras.</li></ol>`,
      ],
      [
        'Big Win Showcase P288',
        'Show us your biggest win and get P288.',
        `<p>Share a screenshot of a win of <strong>50× or more</strong> in live casino or slots.</p><ol><li>Write the game and date in the note (up to 140 characters).</li><li>Upload up to 3 images (PNG or JPG, 5 MB each).</li><li>Our team reviews it within 24 hours.</li></ol>`,
      ],
    ),
    row(
      50,
      'raffle',
      { kind: 'raffle', ticketPer: '1000.00', prize: '10000.00', winners: 3, turnoverMultiple: 1 },
      [
        'Grand Raffle P10,000',
        'Bawat P1,000 na taya ay isang tiket. Tatlong mananalo!',
        `<p>Sumali at bawat <strong>P1,000</strong> na valid bets ay isang tiket sa bunutan. Mas maraming tiket, mas malaking tsansa.</p>${terms(['Tatlong mananalo ng tig-P10,000.', 'Bubunutin pagkatapos ng promo; i-claim ang premyo dito.', 'Kailangang maitaya ang 1× ng premyo.'])}`,
      ],
      [
        'Grand Raffle P10,000',
        'Every P1,000 bet is a ticket. Three winners!',
        `<p>Join, and every <strong>P1,000</strong> of valid bets is one ticket in the draw. More tickets, better chances.</p>${terms(['Three winners of P10,000 each.', 'Drawn after the promotion ends; claim your prize here.', 'Play 1× the prize before it unlocks.'])}`,
      ],
      { endAt: at(30) },
    ),
    row(
      60,
      'sports',
      {
        kind: 'deposit_bonus',
        percentBps: 3_000,
        maxBonus: '3000.00',
        minDeposit: '500.00',
        turnoverMultiple: 8,
      },
      [
        'Weekend Sports Boost 30%',
        'Dagdag na 30% para sa mga taya sa sports, hanggang P3,000.',
        `<p>Magsisimula na ang playoffs! Mag-deposito ng <strong>P500 o higit pa</strong> sa weekend para sa dagdag na 30%.</p>${terms(['Kailangang maitaya ang 8× ng bonus.'])}`,
      ],
      [
        'Weekend Sports Boost 30%',
        'An extra 30% for your sports bets, up to P3,000.',
        `<p>The playoffs are coming! Deposit <strong>P500 or more</strong> over the weekend for an extra 30%.</p>${terms(['Play 8× the bonus before it unlocks.'])}`,
      ],
      { startAt: at(3), endAt: at(10) },
    ),
  ];
}

/** The VIP ladder: levels 5 and 6 reach the VIP customer-service channel (rank level above 4). */
export function demoVipLevels() {
  const level = (
    n: number,
    [nameTy, nameEn]: [string, string],
    [minDeposit, minValidBet]: [bigint, bigint],
    [benefitsTy, benefitsEn]: [string, string],
    [rebateBps, withdrawalsPerDay, withdrawalLimit]: [number, number, bigint],
    [levelUpGift, monthlyGift, birthdayGift]: [bigint, bigint, bigint] = [0n, 0n, 0n],
  ) => ({
    level: n,
    nameTy,
    nameEn,
    minDeposit: minDeposit * 100n,
    minValidBet: minValidBet * 100n,
    benefitsTy,
    benefitsEn,
    rebateBps,
    withdrawalsPerDay,
    withdrawalLimit: withdrawalLimit * 100n,
    // Cash gifts in the reward center: on first reaching the level, each month on it, and on the
    // member's birthday from Gold up (the level's promise).
    giftKind: 'cash' as const,
    levelUpGift: levelUpGift * 100n,
    monthlyGift: monthlyGift * 100n,
    birthdayGift: birthdayGift * 100n,
  });
  return [
    level(
      1,
      ['Tanso', 'Bronze'],
      [0n, 0n],
      ['Lahat ng pangunahing promo', 'All standard promotions'],
      [40, 3, 50_000n],
    ),
    level(
      2,
      ['Pilak', 'Silver'],
      [5_000n, 20_000n],
      ['Mas mataas na rebate at buwanang regalo', 'Higher rebate and a monthly gift'],
      [50, 5, 100_000n],
      [88n, 28n, 0n],
    ),
    level(
      3,
      ['Ginto', 'Gold'],
      [20_000n, 100_000n],
      ['Bonus sa kaarawan at mas mabilis na withdrawal', 'Birthday bonus and faster withdrawals'],
      [60, 8, 200_000n],
      [188n, 58n, 288n],
    ),
    level(
      4,
      ['Platino', 'Platinum'],
      [100_000n, 500_000n],
      ['Eksklusibong mga promo at event', 'Exclusive promotions and events'],
      [80, 10, 500_000n],
      [588n, 128n, 888n],
    ),
    level(
      5,
      ['Diyamante', 'Diamond'],
      [500_000n, 2_500_000n],
      ['Sariling VIP host at VIP na customer service', 'A personal VIP host and VIP customer service'],
      [100, 15, 1_000_000n],
      [1_888n, 288n, 1_888n],
    ),
    level(
      6,
      ['Maharlika', 'Royal'],
      [2_000_000n, 10_000_000n],
      ['Mga imbitasyon sa mga event at mga regalong luho', 'Event invitations and luxury gifts'],
      [120, 20, 2_000_000n],
      [5_888n, 888n, 5_888n],
    ),
  ];
}
