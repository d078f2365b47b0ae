/** Filipino (TY) strings of banners, the notice bar, the jackpot, notices, feedback and the web app; content.en.ts has the same keys. */
export const contentFil = {
  banner: {
    label: 'Mga promo at balita',
    slide: 'Banner {{n}} ng {{total}}',
    goTo: 'Ipakita ang banner {{n}}',
  },
  noticeBar: {
    label: 'Mga anunsyo',
    all: 'Lahat',
  },
  jackpot: {
    title: 'Progressive Jackpot',
    caption: 'Lumalaki bawat ilang segundo. Baka ikaw na ang susunod na manalo!',
    label: 'Kasalukuyang jackpot: {{amount}}',
  },
  noticePage: {
    intro: 'Lahat ng balita, paalala at promo mula sa amin, sa iisang lugar.',
    banners: 'Mga balita',
    popup: 'Mahahalagang paalala',
    player: 'Para sa mga manlalaro',
    promotion: 'Mga promo',
    emptyTitle: 'Wala pang anunsyo',
    emptyText: 'Dito mo makikita ang mga balita at abiso mula sa amin.',
  },
  feedback: {
    open: 'Magbigay ng feedback',
    title: 'Feedback',
    intro: 'Sabihin sa amin kung paano pa namin mapapabuti ang site. Binabasa namin ang bawat mensahe.',
    type: 'Uri ng feedback',
    types: {
      suggestion: 'Mungkahi',
      complaint: 'Reklamo',
      bug: 'May sira sa site',
      other: 'Iba pa',
    },
    content: 'Ang iyong mensahe',
    words: 'Sa pagitan ng {{min}} at {{max}} na salita',
    wordCount: '{{count}} / {{max}} salita',
    contact: 'Paano ka namin makokontak',
    optional: 'opsyonal',
    contactHint: 'Mobile, e-mail o Telegram, kung gusto mo ng sagot.',
    submit: 'Ipadala',
    sent: 'Salamat! Natanggap na namin ang iyong feedback.',
  },
  down: {
    installTitle: 'I-install ang web app',
    installText:
      'Buksan ang site sa Chrome o Safari at piliin ang "Add to Home Screen": bubukas ang Swerte na parang app, at may offline na pahina kapag nawala ang signal.',
    installButton: 'I-install ngayon',
    fastest: 'Pinakamabilis na address para sa iyo: {{domain}}',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ContentCatalogue = Widen<typeof contentFil>;
