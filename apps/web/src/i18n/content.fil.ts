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
  winners: {
    title: 'Malalaking panalo',
    subtitle: 'Ang pinakamalalaking panalo ng mga manlalaro, totoong pera lang.',
    periodsLabel: 'Panahon ng listahan ng mga nanalo',
    periods: {
      day: 'Ngayong araw',
      week: 'Ngayong linggo',
      month: 'Ngayong buwan',
    },
    listLabel: 'Mga nanalo',
    rank: 'Ika-{{rank}} na puwesto',
    multipleLabel: '{{multiple}} beses ng taya',
    showAll: 'Ipakita lahat ({{count}})',
    error: 'Hindi ma-load ang listahan ng mga nanalo.',
    empty: {
      day: 'Wala pang nanalo ngayong araw',
      week: 'Wala pang nanalo ngayong linggo',
      month: 'Wala pang nanalo ngayong buwan',
    },
    emptyText: 'Maglaro na — baka ikaw ang unang lumabas dito!',
    emptyCta: 'Maglaro ngayon',
  },
  join: {
    eyebrow: 'Affiliate program',
    title: 'Kumita bilang ahente ng Swerte',
    tagline:
      'Imbitahan ang iyong mga kaibigan at komunidad gamit ang sarili mong link, at kumita mula sa bawat aktibong manlalaro sa iyong team.',
    apply: 'Mag-apply bilang ahente',
    agentLogin: 'Ahente ka na? Mag-login',
    applyNote: 'Binubuksan ng aming customer service ang mga agent account: sasagutin ka nila sa chat.',
    stepsTitle: 'Paano ito gumagana',
    stepLabel: 'Hakbang {{n}}',
    steps: {
      applyTitle: 'Mag-apply',
      applyText: 'Kausapin ang customer service. Bubuksan nila ang iyong agent account at kontrata.',
      shareTitle: 'Ibahagi ang iyong link',
      shareText: 'Ipadala ang iyong affiliate link sa mga kaibigan, grupo at social media.',
      earnTitle: 'Kumita',
      earnText: 'Tumanggap ng kita mula sa taya ng iyong team, ayon sa iyong kontrata.',
    },
    earnTitle: 'Ang kikitain mo',
    earn: {
      commissionTitle: 'Komisyon',
      commissionText:
        'Porsyento ng valid na taya ng mga manlalaro sa iyong team, bawat panahon ng settlement.',
      salaryTitle: 'Daily salary',
      salaryText: 'Arawang sahod kapag naabot ng iyong team ang napagkasunduang taya at aktibong manlalaro.',
      dividendTitle: 'Dibidendo',
      dividendText: 'Bahagi ng netong kita ng iyong team, kinukuwenta ayon sa iyong dividend contract.',
    },
    detailsTitle: 'Mula sa Swerte',
    faqTitle: 'Mga madalas itanong',
    faq: {
      whoQ: 'Sino ang puwedeng maging ahente?',
      whoA: 'Sinumang 18 taong gulang pataas na may totoong account sa Swerte. Hindi puwede ang free-play account.',
      costQ: 'May bayad ba ang pagiging ahente?',
      costA: 'Wala. Libre ang pag-apply at ang agent account.',
      payQ: 'Kailan ko matatanggap ang kita?',
      payA: 'Ayon sa iyong kontrata: ang daily salary ay araw-araw, ang dibidendo ay sa bawat panahon ng settlement. Pumapasok ito sa iyong wallet.',
      teamQ: 'Paano ko makikita ang aking team?',
      teamA: 'Sa agent centre: team overview, pagtaya ng team, kita at mga kontrata, lahat sa isang lugar.',
      linkQ: 'Saan ko makukuha ang aking affiliate link?',
      linkA:
        'Ibibigay ito ng customer service kapag nabuksan na ang iyong agent account. Ang bawat manlalarong mag-register dito ay mapupunta sa iyong team.',
    },
    readyTitle: 'Handa ka na bang magsimula?',
    readyText: 'Ilang minuto lang ang pag-apply. Nandito ang aming customer service, 24 oras.',
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
