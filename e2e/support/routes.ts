/** Every route of the spec's §2 table, the page it renders and which shell regions it shows. */
export interface RouteCase {
  path: string;
  page: string;
  header: boolean;
  sideMenu: boolean;
}

const shell = (path: string, page: string): RouteCase => ({ path, page, header: true, sideMenu: true });
const headerOnly = (path: string, page: string): RouteCase => ({ path, page, header: true, sideMenu: false });
const bare = (path: string, page: string): RouteCase => ({ path, page, header: false, sideMenu: false });

export const ROUTES: RouteCase[] = [
  shell('/', 'home'),
  shell('/index', 'home'),
  shell('/index.html', 'home'),
  shell('/home', 'home'),
  shell('/login', 'home'),
  shell('/forget', 'home'),
  shell('/register', 'register'),
  shell('/register.html', 'register'),
  shell('/noticePage', 'noticePage'),
  shell('/vip', 'vip'),
  { path: '/pointMall', page: 'pointMall', header: true, sideMenu: false },
  shell('/sports', 'sports'),
  shell('/esports', 'esports'),
  shell('/elott', 'games'),
  shell('/cockfight', 'cockfight'),
  bare('/lottery?gameCode=SEA5D&vendor=SWERTE&playType=STRAIGHT', 'lottery'),
  headerOnly('/vnlottery', 'vnlottery'),
  shell('/rng', 'egame'),
  shell('/rng?page=2', 'egame'),
  shell('/live', 'egame'),
  shell('/fish', 'egame'),
  shell('/pvp', 'egame'),
  shell('/hot', 'hot'),
  shell('/promotions', 'promotions'),
  shell('/promoDetail', 'promoDetail'),
  bare('/seamless', 'seamless'),
  headerOnly('/fbsports', 'fbsports'),
  shell('/help', 'help'),
  bare('/helpmc', 'helpmc'),
  shell('/down', 'down'),
  shell('/join', 'join'),
  headerOnly('/game', 'game'),
  shell('/agentHome', 'agentHome'),
  shell('/no-such-page', 'not-found'),
];
