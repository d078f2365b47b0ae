import { describe, expect, it } from 'vitest';
import {
  agentAccountEndpoints,
  agentContractEndpoints,
  CONTRACT_KINDS,
  contentEndpoints,
  gamesEndpoints,
  lotteryEndpoints,
  memberEndpoints,
  sabongEndpoints,
  securityEndpoints,
  sessionEndpoints,
  socialEndpoints,
  sportsEndpoints,
  systemEndpoints,
} from '@swerte/contracts';
import type { Endpoint } from '@swerte/contracts';
import { announcementsEndpoint } from '../features/content/api/get-announcements';
import { bannersEndpoint } from '../features/content/api/get-banners';
import { feedbackEndpoint } from '../features/content/api/send-feedback';
import { contractRefs } from '../features/agent-centre/api/contracts';
import { lotteryRefs } from '../features/lottery/api/lottery-refs';
import { sabongRefs } from '../features/sabong/api/sabong-refs';
import { sportsRefs } from '../features/sports/api/sports-refs';
import { newGameVendorEndpoint } from '../features/games/api/get-game-vendors';
import { domainRouteEndpoint } from '../features/system/api/get-domain-route';
import { helpCenterEndpoint } from '../features/system/api/get-help-center';
import { homeTextsEndpoint } from '../features/system/api/get-home-texts';
import { permissionEndpoint } from '../features/system/api/get-permission';
import { systemStatusEndpoint } from '../features/system/api/get-system-status';
import { whitelabelEndpoint } from '../features/system/api/get-whitelabel';
import { authRefs } from '../lib/auth/endpoints';
import { customerServiceEndpoint } from '../lib/customer-service-address';
import type { EndpointRef } from '../lib/endpoint-ref';

// The browser keeps only method and path of each contract endpoint; they must stay identical.
const pairs: [EndpointRef<Endpoint>, Endpoint][] = [
  [systemStatusEndpoint, systemEndpoints.status],
  [permissionEndpoint, systemEndpoints.permission],
  [whitelabelEndpoint, systemEndpoints.whitelabel],
  [helpCenterEndpoint, systemEndpoints.helpCenter],
  [homeTextsEndpoint, systemEndpoints.homeTexts],
  [domainRouteEndpoint, systemEndpoints.domainRoute],
  [newGameVendorEndpoint, gamesEndpoints.newGameVendor],
  [lotteryRefs.gameMenus, gamesEndpoints.gameMenus],
  ...(Object.keys(lotteryEndpoints) as (keyof typeof lotteryEndpoints)[]).map(
    (name): [EndpointRef<Endpoint>, Endpoint] => [lotteryRefs[name], lotteryEndpoints[name]],
  ),
  ...(Object.keys(sabongEndpoints) as (keyof typeof sabongEndpoints)[]).map(
    (name): [EndpointRef<Endpoint>, Endpoint] => [sabongRefs[name], sabongEndpoints[name]],
  ),
  ...(Object.keys(sportsEndpoints) as (keyof typeof sportsEndpoints)[]).map(
    (name): [EndpointRef<Endpoint>, Endpoint] => [sportsRefs[name], sportsEndpoints[name]],
  ),
  [announcementsEndpoint, contentEndpoints.announcements],
  [bannersEndpoint, contentEndpoints.banners],
  [feedbackEndpoint, contentEndpoints.feedback],
  [customerServiceEndpoint, systemEndpoints.customerService],
  [authRefs.encryptionKey, securityEndpoints.encryptionKey],
  [authRefs.altchaChallenge, securityEndpoints.altchaChallenge],
  [authRefs.captcha, securityEndpoints.captcha],
  [authRefs.registerSettings, systemEndpoints.registerSettings],
  [authRefs.login, sessionEndpoints.login],
  [authRefs.verifyLogin, sessionEndpoints.verifyLogin],
  [authRefs.sendLoginVerification, sessionEndpoints.sendLoginVerification],
  [authRefs.rememberedLogin, sessionEndpoints.rememberedLogin],
  [authRefs.freePlay, sessionEndpoints.freePlay],
  [authRefs.logout, sessionEndpoints.logout],
  [authRefs.smsRegister, sessionEndpoints.smsRegister],
  [authRefs.smsNoLogin, sessionEndpoints.smsNoLogin],
  [authRefs.socialProviders, sessionEndpoints.socialProviders],
  [authRefs.socialExchange, socialEndpoints.exchange],
  [authRefs.register, memberEndpoints.register],
  [authRefs.registerMobile, memberEndpoints.registerMobile],
  [authRefs.affiliate, memberEndpoints.affiliate],
  [authRefs.memberInfo, memberEndpoints.info],
  [authRefs.changePassword, memberEndpoints.changePassword],
  [authRefs.forgotByEmail, memberEndpoints.forgotByEmail],
  [authRefs.resetByEmailToken, memberEndpoints.resetByEmailToken],
  [authRefs.resetByPhone, memberEndpoints.resetByPhone],
  ...CONTRACT_KINDS.map((kind): [EndpointRef<Endpoint>, Endpoint] => [
    contractRefs[kind],
    agentContractEndpoints[kind],
  ]),
  [contractRefs.flags, agentContractEndpoints.flags],
  [contractRefs.register, agentAccountEndpoints.register],
  [contractRefs.announcements, agentAccountEndpoints.announcements],
];

describe('endpoint refs', () => {
  it.each(pairs)('%o matches its contract', (ref, contract) => {
    expect({ method: ref.method, path: ref.path }).toEqual({ method: contract.method, path: contract.path });
  });
});
