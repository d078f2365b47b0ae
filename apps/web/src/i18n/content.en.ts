import type { ContentCatalogue } from './content.fil';

/** English strings of banners, the notice bar, the jackpot, notices, feedback and the web app. */
export const contentEn: ContentCatalogue = {
  banner: {
    label: 'Promotions and news',
    slide: 'Banner {{n}} of {{total}}',
    goTo: 'Show banner {{n}}',
  },
  noticeBar: {
    label: 'Announcements',
    all: 'All',
  },
  jackpot: {
    title: 'Progressive Jackpot',
    caption: 'Growing every few seconds. You could be the next winner!',
    label: 'Current jackpot: {{amount}}',
  },
  noticePage: {
    intro: 'All our news, notices and promotions in one place.',
    banners: 'News',
    popup: 'Important notices',
    player: 'For players',
    promotion: 'Promotions',
    emptyTitle: 'No announcements yet',
    emptyText: 'Our news and notices will show here.',
  },
  feedback: {
    open: 'Send feedback',
    title: 'Feedback',
    intro: 'Tell us how we can make the site better. We read every message.',
    type: 'Kind of feedback',
    types: {
      suggestion: 'Suggestion',
      complaint: 'Complaint',
      bug: 'Something is broken',
      other: 'Other',
    },
    content: 'Your message',
    words: 'Between {{min}} and {{max}} words',
    wordCount: '{{count}} / {{max}} words',
    contact: 'How we can reach you',
    optional: 'optional',
    contactHint: 'Mobile, e-mail or Telegram, if you would like an answer.',
    submit: 'Send',
    sent: 'Thank you! We have received your feedback.',
  },
  down: {
    installTitle: 'Install the web app',
    installText:
      'Open the site in Chrome or Safari and choose "Add to Home Screen": Swerte opens like an app, with an offline page when the signal drops.',
    installButton: 'Install now',
    fastest: 'Fastest address for you: {{domain}}',
  },
};
