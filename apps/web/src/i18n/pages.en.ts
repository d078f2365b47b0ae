import type { PagesCatalogue } from './pages.fil';

export const pagesEn: PagesCatalogue = {
  help: {
    intro: 'Answers to common questions, rules and the user agreement.',
    contents: 'Contents',
    empty: 'There are no help articles yet.',
    readMore: 'Open',
    agentTitle: 'Become an agent',
    agentText: 'Earn commission on every player you invite.',
    agentCta: 'Learn how',
    notFound: 'This article was not found.',
  },
  down: {
    intro: 'Play anywhere: scan the QR code or tap download.',
    ANDROID: 'Android',
    IOS: 'iOS',
    IOS_LITE: 'iOS Lite',
    H5: 'Mobile web (H5)',
    download: 'Download',
    open: 'Open',
    qrAlt: 'QR code for {{platform}}',
    none: 'No apps are available right now.',
  },
  placeholders: {
    pointMallTitle: 'Redeem your points',
    pointMallText: 'Earn points with every bet and trade them for rewards. Points never expire.',
    agentHomeTitle: 'Welcome, agent',
    agentHomeText: 'Your team, its betting and your income are in the agent centre.',
  },
};
