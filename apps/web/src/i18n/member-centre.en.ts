import type { MemberCentreCatalogue } from './member-centre.fil';

/** English strings of the header balance and the member centre. */
export const memberCentreEn: MemberCentreCatalogue = {
  balance: {
    label: 'Balance',
    updating: 'Updating balance',
    refresh: 'Refresh balance',
    hide: 'Hide balance',
    show: 'Show balance',
    hidden: 'Balance hidden',
    failed: 'Could not load the balance. Tap to try again.',
  },
  title: 'Member Center',
  menuLabel: 'Member Center pages',
  close: 'Close the Member Center',
  loadingPage: 'Loading the page…',
  badge: '{{count}} new',
  menu: {
    securityCenter: 'My Account',
    transferFund: 'My Wallet',
    depositv2: 'Deposit',
    withdraw: 'Withdraw',
    transferUpline: 'Transfer to Upline',
    personalHistoryCopy: 'Betting Record',
    transactionHistory: 'Account Record',
    personalProfit: 'Profit & Loss',
    bonusDetails: 'Bonus Details',
    rewardCenter: 'Reward Center',
    referral: 'Invite Friends',
    missionLeaderboard: 'Mission Activity',
    messageV2: 'Platform Messages',
    manualRebate: 'Manual Rebate',
  },
  empty: {
    rewardCenterTitle: 'No rewards to claim yet',
    rewardCenterText:
      'Rewards from promotions, missions and your VIP level show up here. Claim them before they expire.',
    referralTitle: 'Invite friends and earn',
    referralText:
      'Your referral link, the friends who joined with it and the rewards you earned show up here.',
    missionLeaderboardTitle: 'No missions running right now',
    missionLeaderboardText:
      'When a new mission starts, its tasks, your progress and the leaderboard show up here.',
    messageV2Title: 'No messages',
    messageV2Text: 'Platform announcements and messages for your account show up here.',
  },
  pages: {
    securityCenter: {
      profileTitle: 'Account details',
      account: 'Username',
      nickname: 'Nickname',
      mobile: 'Mobile number',
      email: 'E-mail',
      notBound: 'Not bound yet',
      lastLogin: 'Last login',
      securityTitle: 'Security',
      loginPassword: 'Login password',
      loginPasswordText: 'Change it now and then and never share it with anyone.',
      change: 'Change',
      set: 'Set',
    },
    transferFund: {
      total: 'Total balance',
      main: 'Main wallet',
      single:
        'This site uses a single wallet: your balance goes straight into the games, with nothing to transfer.',
      deposit: 'Deposit',
      withdraw: 'Withdraw',
    },
    depositv2: {
      emptyTitle: 'No deposit method open right now',
      emptyText: 'Try again later or ask customer service for another way to deposit.',
    },
    withdraw: {
      emptyTitle: 'Add a withdrawal account first',
      emptyText: 'You need a bank or e-wallet account bound to withdraw. Add one in My Account.',
    },
    transferUpline: {
      emptyTitle: 'Send money to your upline',
      emptyText: 'Move money from your wallet to your agent with your payment password.',
    },
    personalHistoryCopy: {
      emptyTitle: 'No bets in this period',
      emptyText: 'Choose other dates or another game type to see your bets.',
    },
    transactionHistory: {
      emptyTitle: 'No transactions in this period',
      emptyText: 'Deposits, withdrawals, transfers and bonuses on your account show up here.',
    },
    personalProfit: {
      emptyTitle: 'No wins or losses in this period',
      emptyText: 'Once you place bets, your total win and loss per game type shows up here.',
    },
    bonusDetails: {
      emptyTitle: 'No bonuses yet',
      emptyText: 'Bonuses from promotions, rebates and VIP show up here, with the turnover each one needs.',
    },
    manualRebate: {
      emptyTitle: 'No rebate to claim yet',
      emptyText: 'Rebate builds up as you bet. Claim it here once there is an amount.',
    },
  },
};
