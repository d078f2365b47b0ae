/**
 * Filipino strings of the pages no one meets on first load (help centre and its modal, download,
 * points mall, agent home): they load with the lazy catalogue, beside those pages.
 */
export const pagesFil = {
  help: {
    intro: 'Mga sagot sa madalas itanong, mga patakaran at kasunduan ng user.',
    contents: 'Mga nilalaman',
    empty: 'Wala pang mga artikulo ng tulong.',
    readMore: 'Buksan',
    agentTitle: 'Maging ahente',
    agentText: 'Kumita ng komisyon sa bawat manlalaro na iyong inaanyayahan.',
    agentCta: 'Alamin kung paano',
    notFound: 'Hindi nahanap ang artikulong ito.',
  },
  down: {
    intro: 'Maglaro kahit saan: i-scan ang QR code o i-tap ang download.',
    ANDROID: 'Android',
    IOS: 'iOS',
    IOS_LITE: 'iOS Lite',
    H5: 'Mobile web (H5)',
    download: 'I-download',
    open: 'Buksan',
    qrAlt: 'QR code para sa {{platform}}',
    none: 'Wala pang available na app sa ngayon.',
  },
  placeholders: {
    pointMallTitle: 'Ipagpalit ang iyong puntos',
    pointMallText:
      'Kumita ng puntos sa bawat taya at ipagpalit sa mga gantimpala. Hindi nag-e-expire ang puntos.',
    agentHomeTitle: 'Maligayang pagdating, ahente',
    agentHomeText: 'Nasa Agent Center ang iyong team, ang taya nito at ang iyong kita.',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type PagesCatalogue = Widen<typeof pagesFil>;
