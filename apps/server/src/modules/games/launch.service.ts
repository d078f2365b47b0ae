import {
  ESPORTSBOOK_PATH,
  LOTTERY_VENDOR_CODES,
  SABONG_PATH,
  SPORTSBOOK_PATH,
  SPORTSBOOK_VENDOR,
  TRIAL_ACCOUNT_TYPE,
  type Language,
  type LaunchResult,
} from '@swerte/contracts';
import type { AuthenticatedMember } from '../../platform/auth.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { LaunchTokens } from '../vendor-wallet/launch-tokens.js';
import * as repo from './launch.repository.js';

/** The sportsbook GCS_gameLaunchFB opens (§2: sports vendor FB opens /fbsports). */
export const FB_SPORTS_VENDOR = SPORTSBOOK_VENDOR;

/**
 * The house's own pages a vendor is connected to (the arena, the book): played there with the member's
 * session, so the launch answers the page with no launch token. A vendor connected elsewhere (a
 * third-party FB) launches as any other.
 */
const HOUSE_PAGES: ReadonlySet<string> = new Set([SABONG_PATH, SPORTSBOOK_PATH, ESPORTSBOOK_PATH]);

/**
 * A game needs real money when its vendor keeps a wallet of its own (transfer mode): play money lives in
 * the seamless wallet only, so a trial account has nothing to play it with.
 */
export function isRealMoneyOnly(walletMode: 'seamless' | 'transfer'): boolean {
  return walletMode === 'transfer';
}

/** §7 lobby launch payload of a lottery game (the rest of it names the game, as any launch does). */
export interface LottoLaunch {
  lottoView?: 'betting' | 'lobby' | undefined;
  backUrl?: string | undefined;
  playType?: string | undefined;
}

/** Who launches: a member (their type decides what they may open) or, for a guest view, nobody. */
export type Launcher = Pick<AuthenticatedMember, 'memberId' | 'isAgent'>;

export interface LaunchDeps {
  db: Db;
  launchTokens: Pick<LaunchTokens, 'issueLaunchToken'>;
  recordRecentGame: (memberId: number, gameId: number) => Promise<unknown>;
  /** The site's own address, to resolve a vendor's same-site launch path. */
  publicUrl: string;
}

export type GameLaunchService = ReturnType<typeof createGameLaunchService>;

/**
 * Game launches: the address a game opens at, from the vendor's launch URL with the game, the language
 * and a one-time launch token (2 minutes) the vendor trades for the player. The member's session token
 * never leaves the site.
 */
export function createGameLaunchService(deps: LaunchDeps) {
  const { db } = deps;

  function connectedGame(game: repo.LaunchableGame | null): repo.LaunchableGame & { launchUrl: string } {
    if (!game) throw new AppError('error_not_found');
    // launchable.ts: the rule the lists apply too, so a listed game never answers this.
    if (!game.launchable || game.launchUrl === null) throw new AppError('game_maintenance');
    return { ...game, launchUrl: game.launchUrl };
  }

  /** The vendor's launch URL with our parameters added; a same-site path stays a path. */
  function launchAddress(launchUrl: string, params: Record<string, string>): string {
    const url = new URL(launchUrl, deps.publicUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return launchUrl.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
  }

  /** §5: a trial account is refused what needs real money, whatever the client decided. */
  function checkLauncher(game: repo.LaunchableGame, member: Launcher | null): void {
    if (member?.isAgent === TRIAL_ACCOUNT_TYPE && isRealMoneyOnly(game.walletMode)) {
      throw new AppError('in_need_true_account');
    }
  }

  /**
   * §4: a lottery game opens our own /lottery page (gameCode, vendor, playType; §7 lottoView, backUrl),
   * which plays with the member's session: no launch token leaves the site.
   */
  async function openLottery(
    game: repo.LaunchableGame,
    member: Launcher,
    language: Language,
    lotto: LottoLaunch,
  ): Promise<LaunchResult> {
    const params: Record<string, string> = {
      gameCode: game.gameCode,
      vendor: game.vendor,
      playType: lotto.playType ?? (game.vendor === 'TCG_SEA' ? 'digit' : 'lo2'),
      lottoView: lotto.lottoView ?? 'betting',
    };
    if (lotto.backUrl) params.backUrl = lotto.backUrl;
    await deps.recordRecentGame(member.memberId, game.id);
    return {
      content: `/lottery?${new URLSearchParams(params).toString()}`,
      launchMode: game.launchMode,
      gameName: language === 'EN' ? game.nameEn : game.nameTy,
    };
  }

  async function open(
    game: repo.LaunchableGame & { launchUrl: string },
    member: Launcher | null,
    language: Language,
  ): Promise<LaunchResult> {
    const params: Record<string, string> = { vendor: game.vendor, gameCode: game.gameCode, language };
    if (member !== null) {
      const { memberId } = member;
      params.token = await deps.launchTokens.issueLaunchToken(memberId, game.vendor, game.gameCode);
      await deps.recordRecentGame(memberId, game.id);
    } else {
      params.guest = '1';
    }
    return {
      content: launchAddress(game.launchUrl, params),
      launchMode: game.launchMode,
      gameName: language === 'EN' ? game.nameEn : game.nameTy,
    };
  }

  /** A house page (HOUSE_PAGES) opens as itself; null for every other vendor. */
  function openHousePage(
    game: repo.LaunchableGame & { launchUrl: string },
    member: Launcher | null,
    language: Language,
  ): Promise<LaunchResult> | null {
    const content = game.launchUrl;
    if (!HOUSE_PAGES.has(content)) return null;
    return (async () => {
      if (member !== null) await deps.recordRecentGame(member.memberId, game.id);
      return {
        content,
        launchMode: game.launchMode,
        gameName: language === 'EN' ? game.nameEn : game.nameTy,
      };
    })();
  }

  return {
    /** /wps/game/launchGame: a member opens a game. */
    async launchGame(
      member: Launcher,
      input: { vassalage: string; gameCode: string } & LottoLaunch,
      language: Language,
    ) {
      const found = await repo.findLaunchableGame(db, input.vassalage, input.gameCode);
      if (found) checkLauncher(found, member);
      const game = connectedGame(found);
      if ((LOTTERY_VENDOR_CODES as readonly string[]).includes(game.vendor))
        return openLottery(game, member, language, input);
      return openHousePage(game, member, language) ?? open(game, member, language);
    },
    /** GCS_gameLaunchFB: the sportsbook, for a member signed in, or for a visitor as a guest view. */
    async launchSportsbook(member: Launcher | null, language: Language) {
      const found = await repo.findVendorLobbyGame(db, FB_SPORTS_VENDOR);
      if (found) checkLauncher(found, member);
      const game = connectedGame(found);
      return openHousePage(game, member, language) ?? open(game, member, language);
    },
  };
}
