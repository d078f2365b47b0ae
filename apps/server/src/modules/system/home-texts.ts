import type { HomeCopy, Language } from '@swerte/contracts';

/**
 * The home page's words (§1) before an operator changes them: three steps and the marketing promises,
 * in both site languages. An operator edits them in the site texts (PUT /wps/admin/system/siteTexts).
 */
export const DEFAULT_HOME_COPY: Record<Language, HomeCopy> = {
  TY: {
    steps: [
      {
        title: 'Gumawa ng account',
        text: 'Mag-register sa loob ng isang minuto gamit ang username o mobile number.',
      },
      {
        title: 'Mag-deposito',
        text: 'Pondohan ang wallet gamit ang bangko o e-wallet — pumapasok agad.',
      },
      {
        title: 'Magsimulang manalo',
        text: 'Pumili ng laro at tumaya. Ang panalo ay diretso sa iyong balanse.',
      },
    ],
    promises: [
      {
        kind: 'fast',
        title: 'Mabilis na transaksyon',
        text: 'Deposito, withdrawal at transfer sa loob ng ilang minuto.',
      },
      {
        kind: 'secure',
        title: '128-bit encryption',
        text: 'Protektado ang iyong datos at pondo sa bawat hakbang.',
      },
      {
        kind: 'games',
        title: 'Libu-libong laro',
        text: 'Mahigit 10,000 slot at daan-daang live table mula sa mga nangungunang provider.',
      },
      {
        kind: 'apps',
        title: 'Web, H5 at mga app',
        text: 'Maglaro sa browser, sa H5 o sa aming app para sa iOS, Android at iOS Lite.',
      },
      {
        kind: 'support',
        title: 'Serbisyo 24x7',
        text: 'Laging handang tumulong ang aming customer service, araw at gabi.',
      },
    ],
  },
  EN: {
    steps: [
      { title: 'Create an account', text: 'Sign up in under a minute with a username or mobile number.' },
      { title: 'Make a deposit', text: 'Fund your wallet by bank or e-wallet — it arrives instantly.' },
      {
        title: 'Start winning',
        text: 'Pick a game and place your bet. Winnings go straight to your balance.',
      },
    ],
    promises: [
      {
        kind: 'fast',
        title: 'Fast transactions',
        text: 'Deposits, withdrawals and transfers within minutes.',
      },
      {
        kind: 'secure',
        title: '128-bit encryption',
        text: 'Your data and funds are protected at every step.',
      },
      {
        kind: 'games',
        title: 'Thousands of games',
        text: 'Over 10,000 slots and hundreds of live tables from leading providers.',
      },
      {
        kind: 'apps',
        title: 'Web, H5 and apps',
        text: 'Play in the browser, on H5 or in our app for iOS, Android and iOS Lite.',
      },
      {
        kind: 'support',
        title: '24x7 service',
        text: 'Our customer service is ready to help, day and night.',
      },
    ],
  },
};
