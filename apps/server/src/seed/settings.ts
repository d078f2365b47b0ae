import type { RegisterFieldRule, RegisterSettings, Whitelabel } from '@swerte/contracts';
import {
  DEFAULT_SECURITY_SETTINGS,
  DEFAULT_WALLET_SETTINGS,
  type SystemSettings,
} from '../modules/system/system.settings.js';
import { encodeCsPath } from '../modules/system/cs-path.js';
import { DEFAULT_HOME_COPY } from '../modules/system/home-texts.js';

/** §3 flags: username and mobile registration with SMS verification, code login, no free play. */
const whitelabel: Whitelabel = {
  USERNAMEREG3: '1',
  MOBILENUMREG3: '1',
  MOBILENUMPASSREG3: '1',
  REGMOBVERF3: '1',
  FREEPLAY3: '0',
  PWDEXPFORCECHANGE3: '0',
  MOBILEVERCODELOGIN3: '1',
  CHNGPASSVERIF3: '1',
  DIRECTREG3: '1',
};

const rule = (
  enabled: boolean,
  required: boolean,
  min: number,
  max: number,
  pattern: string,
  patternId: number,
): RegisterFieldRule => ({
  enabled,
  required,
  minLength: min,
  maxLength: max,
  acceptedPattern: pattern,
  patternId,
});
const off = rule(false, false, 0, 255, '*', 0);

/** Per-field rules; reg_pattern_{patternId} is the message shown when a value does not match. */
const register: RegisterSettings = {
  username: rule(true, true, 6, 16, '^[A-Za-z0-9]+$', 1),
  password: rule(true, true, 6, 20, '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]+$', 2),
  confirmPassword: rule(true, true, 6, 20, '*', 2),
  // Asked but optional in username mode, so a newcomer can sign up without an SMS; mobile mode always needs it.
  mobileNum: rule(true, false, 10, 11, '^\\d{10,11}$', 3),
  email: rule(true, false, 5, 100, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 4),
  verificationCode: rule(true, true, 0, 255, '*', 0),
  affiliateCode: rule(true, false, 0, 32, '^[A-Za-z0-9]*$', 5),
  payeeName: off,
  qqNum: off,
  recommenderId: off,
  captcha: off,
  paymentPassword: off,
  line: off,
  whatsapp: off,
  facebook: off,
  wechat: off,
  idNumber: off,
};

const DEMO_LICENCE_TEXT = {
  TY: 'Ang Swerte ay pinapatakbo sa ilalim ng mga lisensya sa paglalaro ng Malta Gaming Authority, ng British Virgin Islands at ng Pilipinas. 18 taong gulang pataas lamang ang puwedeng maglaro. Maglaro nang responsable.',
  EN: 'Swerte is operated under gaming licences of the Malta Gaming Authority, the British Virgin Islands and the Philippines. Players must be 18 or older. Play responsibly.',
};

/** The demo operator's settings; every value is what a real operator would set in the back office. */
export function demoSettings(timeZone: string): SystemSettings {
  return {
    site: {
      name: 'Swerte',
      currencySymbol: 'P',
      timeZone,
      minimumAge: 18,
      askDateOfBirth: false,
      licenceText: DEMO_LICENCE_TEXT.EN,
      loginedToHomePage: false,
    },
    whitelabel,
    register,
    resources: [
      {
        resourceType: 'ANDROID',
        url: 'https://download.swerte.example/app/swerte.apk',
        qrCodeUrl: '/media/qr/ANDROID.svg',
      },
      { resourceType: 'IOS', url: 'https://download.swerte.example/app/ios', qrCodeUrl: '/media/qr/IOS.svg' },
      {
        resourceType: 'IOS_LITE',
        url: 'https://download.swerte.example/app/ios-lite',
        qrCodeUrl: '/media/qr/IOS_LITE.svg',
      },
      { resourceType: 'H5', url: 'https://m.swerte.example/', qrCodeUrl: '/media/qr/H5.svg' },
    ],
    // Chat addresses are stored as an operator's console stores them: encrypted, type 3 (§4).
    customerService: {
      channels: {
        LIVECHAT: [{ type: 3, path: encodeCsPath('https://chat.swerte.example/livechat') }],
        VIP: [{ type: 3, path: encodeCsPath('https://chat.swerte.example/vip') }],
      },
      facebookUrl: 'https://www.facebook.com/swerte.example',
      telegramUrls: ['https://t.me/swerte_support', 'https://t.me/swerte_promos'],
    },
    feedback: { minWords: 3, maxWords: 300 },
    analytics: { gtagId: null },
    // No mirrors yet: the site times its own address (PUBLIC_URL), which answers; a real operator lists theirs.
    domains: [],
    cdn: { imageCDNs: [], launchGameCDNs: [] },
    security: DEFAULT_SECURITY_SETTINGS,
    // The demo has transfer-mode vendors, so it is not a single-wallet site.
    wallet: { ...DEFAULT_WALLET_SETTINGS, isSingle: false },
    rebate: {
      enabled: true,
      rates: { RNG: 80, LIVE: 50, SPORTS: 50, FISH: 80, COCKFIGHT: 30, ESPORTS: 50, PVP: 60, ELOTT: 30 },
      minClaim: '1.00',
    },
    maintenance: {
      enabled: false,
      title: 'Naka-iskedyul na maintenance / Scheduled maintenance',
      endTime: null,
      info: 'Pinapabuti namin ang site. Babalik kami agad! / We are improving the site and will be back shortly.',
    },
    siteTexts: { licenceText: DEMO_LICENCE_TEXT, footerHelpTags: null, home: DEFAULT_HOME_COPY },
  };
}

/**
 * The demo's jurisdiction (issue 15; migration 0036 made it from the settings row): the Philippine
 * regulator and the national crisis hotline the help text names; minimum age 18 (§5), cooling-off 24 hours.
 */
export function demoJurisdiction() {
  return {
    code: 'PH',
    minimumAge: 18,
    coolingOffHours: 24,
    licence: 'PAGCOR',
    regulatorName: 'PAGCOR',
    regulatorUrl: 'https://www.pagcor.ph',
    supportName: 'National Center for Mental Health crisis hotline',
    supportUrl: 'https://ncmh.gov.ph',
    supportPhone: '1553',
  };
}
