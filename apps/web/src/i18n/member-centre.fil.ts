/** Filipino (TY) strings of the header balance and the member centre; member-centre.en.ts has the same keys. */
export const memberCentreFil = {
  balance: {
    label: 'Balanse',
    updating: 'Ina-update ang balanse',
    refresh: 'I-refresh ang balanse',
    hide: 'Itago ang balanse',
    show: 'Ipakita ang balanse',
    hidden: 'Nakatago ang balanse',
    failed: 'Hindi ma-load ang balanse. Pindutin para subukan ulit.',
  },
  title: 'Member Center',
  menuLabel: 'Mga pahina ng Member Center',
  close: 'Isara ang Member Center',
  loadingPage: 'Naglo-load ang pahina…',
  badge: '{{count}} bago',
  menu: {
    securityCenter: 'Aking Account',
    transferFund: 'Aking Wallet',
    depositv2: 'Mag-deposito',
    withdraw: 'Mag-withdraw',
    transferUpline: 'Ilipat sa Upline',
    personalHistoryCopy: 'Rekord ng Taya',
    transactionHistory: 'Rekord ng Account',
    personalProfit: 'Panalo at Talo',
    bonusDetails: 'Detalye ng Bonus',
    rewardCenter: 'Reward Center',
    referral: 'Mag-imbita ng Kaibigan',
    missionLeaderboard: 'Mga Misyon',
    messageV2: 'Mensahe ng Platform',
    manualRebate: 'Manual na Rebate',
  },
  empty: {
    rewardCenterTitle: 'Wala ka pang reward na makukuha',
    rewardCenterText:
      'Dito lalabas ang mga reward mula sa mga promo, misyon at VIP level mo. Kunin mo sila bago mag-expire.',
    referralTitle: 'Mag-imbita at kumita',
    referralText:
      'Dito lalabas ang iyong referral link, ang mga kaibigang sumali gamit ito, at ang mga reward na nakuha mo.',
    missionLeaderboardTitle: 'Walang misyong tumatakbo ngayon',
    missionLeaderboardText:
      'Kapag may bagong misyon, makikita mo rito ang mga gawain, ang iyong progreso at ang leaderboard.',
    messageV2Title: 'Wala kang mensahe',
    messageV2Text: 'Dito lalabas ang mga anunsyo ng platform at mga mensaheng para sa iyong account.',
  },
  pages: {
    securityCenter: {
      profileTitle: 'Impormasyon ng account',
      account: 'Username',
      nickname: 'Palayaw',
      mobile: 'Mobile number',
      email: 'E-mail',
      notBound: 'Hindi pa naka-bind',
      lastLogin: 'Huling login',
      securityTitle: 'Seguridad',
      loginPassword: 'Password sa pag-login',
      loginPasswordText: 'Palitan ito paminsan-minsan at huwag ibahagi kaninuman.',
      change: 'Palitan',
      set: 'Itakda',
    },
    transferFund: {
      total: 'Kabuuang balanse',
      main: 'Pangunahing wallet',
      single:
        'Iisang wallet ang gamit ng site na ito: diretso sa mga laro ang iyong balanse at walang kailangang ilipat.',
      deposit: 'Mag-deposito',
      withdraw: 'Mag-withdraw',
    },
    depositv2: {
      emptyTitle: 'Walang bukas na paraan ng pagdeposito ngayon',
      emptyText: 'Subukan ulit mamaya o kausapin ang customer service para sa ibang paraan.',
    },
    withdraw: {
      emptyTitle: 'Magdagdag muna ng withdrawal account',
      emptyText:
        'Kailangan ng naka-bind na bank o e-wallet account para makapag-withdraw. Idagdag ito sa Aking Account.',
    },
    transferUpline: {
      emptyTitle: 'Magpadala sa iyong upline',
      emptyText: 'Ilipat ang pera mula sa iyong wallet papunta sa iyong ahente gamit ang payment password.',
    },
    personalHistoryCopy: {
      emptyTitle: 'Walang taya sa panahong ito',
      emptyText: 'Pumili ng ibang petsa o uri ng laro para makita ang iyong mga taya.',
    },
    transactionHistory: {
      emptyTitle: 'Walang transaksyon sa panahong ito',
      emptyText: 'Dito lalabas ang mga deposito, withdrawal, transfer at bonus ng iyong account.',
    },
    personalProfit: {
      emptyTitle: 'Walang panalo o talo sa panahong ito',
      emptyText:
        'Kapag may taya ka na, makikita mo rito ang iyong kabuuang panalo at talo bawat uri ng laro.',
    },
    bonusDetails: {
      emptyTitle: 'Wala ka pang bonus',
      emptyText: 'Dito lalabas ang mga bonus mula sa promo, rebate at VIP, pati ang turnover na kailangan.',
    },
    manualRebate: {
      emptyTitle: 'Wala pang rebate na makukuha',
      emptyText: 'Habang tumataya ka, naiipon ang rebate. Kunin ito rito kapag may halaga na.',
    },
  },
};

export type MemberCentreCatalogue = typeof memberCentreFil;
