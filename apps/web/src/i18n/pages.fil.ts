/**
 * Filipino strings of the pages no one meets on first load (help centre and its modal, download,
 * lottery lobbies, points mall, agent home): they load with the lazy catalogue, beside those pages.
 */
export const pagesFil = {
  lottery: {
    selection: 'Napiling laro',
    gameCode: 'Code ng laro',
    vendor: 'Provider',
    playType: 'Uri ng taya',
    none: 'wala',
    lobbyTitle: 'Lobby ng loterya',
    lobbyText: 'Dito lalabas ang mga draw, resulta at oras ng pagsasara.',
    vnText: 'Mga draw ng Vietnam lottery: hilaga, gitna at timog.',
    back: 'Bumalik',
  },
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
