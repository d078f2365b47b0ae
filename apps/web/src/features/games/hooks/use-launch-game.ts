import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Game } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { requireGate } from '../../../lib/gate';
import { useModalStore } from '../../../stores/modal-store';
import { gameKeys } from '../api/game-refs';
import { launchGame } from '../api/launch-game';
import { GAME_POPUP, isLotteryGame, launchStep, lotteryPath } from '../lib/launch-target';
import { isVendorEntry, type PopupVendor } from '../lib/vendor-entry';

export type LaunchableGame = Pick<
  Game,
  | 'nodeId'
  | 'vassalage'
  | 'gameCode'
  | 'gameType'
  | 'launchMode'
  | 'isRealMoneyOnly'
  | 'isGame'
  | 'defaultPlayType'
> &
  Partial<Pick<Game, 'vendorName'>>;

/**
 * Starts a game (§4). An entry standing for a whole vendor (§3 isGame VASSALAGE) opens the popup
 * list of its games instead, with or without a login: `popupVendor` is that vendor until `closePopup`
 * (`GameGrid` shows the list). Else a
 * login first; a trial account plays with play money, except a real-money-only
 * game (§5: the in_need_true_account warning, which the server enforces too); lottery games open
 * /lottery; the rest ask POST /wps/game/launchGame and open where it says: seamless → our own route,
 * iframe → /game, popup → a window opened inside the click.
 */
export function useLaunchGame() {
  const navigate = useNavigate();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const openNotice = useModalStore((state) => state.openNotice);
  const [launching, setLaunching] = useState<number | null>(null);
  const [popupVendor, setPopupVendor] = useState<PopupVendor | null>(null);

  const launch = useCallback(
    async (game: LaunchableGame) => {
      if (isVendorEntry(game)) {
        setPopupVendor({
          vassalage: game.vassalage,
          gameType: game.gameType,
          displayName: game.vendorName ?? game.vassalage,
        });
        return;
      }
      if (!requireGate(game.isRealMoneyOnly ? 'realMoney' : 'login')) return;
      if (isLotteryGame(game)) {
        await navigate(lotteryPath(game));
        return;
      }
      // Opened now, while the click still counts as the member's, so popup blockers allow it.
      const popup =
        game.launchMode === 'popup' ? window.open('', GAME_POPUP.name, GAME_POPUP.features) : null;
      if (popup) popup.opener = null;
      setLaunching(game.nodeId);
      try {
        const result = await launchGame(game, language);
        void queryClient.invalidateQueries({ queryKey: gameKeys.recent });
        const step = launchStep(result);
        if (step.kind === 'navigate') {
          popup?.close();
          await navigate(step.to);
        } else if (step.kind === 'popup') {
          const target = popup ?? window.open(step.url, GAME_POPUP.name, GAME_POPUP.features);
          if (!target) openNotice({ kind: 'message', tone: 'warning', text: t('games.popupBlocked') });
          else if (popup) popup.location.replace(step.url);
        } else {
          popup?.close();
          openNotice({ kind: 'message', tone: 'warning', text: t('games.launchFailed') });
        }
      } catch (error) {
        popup?.close();
        openNotice({ kind: 'message', tone: 'warning', text: errorText(error, t) });
      } finally {
        setLaunching(null);
      }
    },
    [language, navigate, openNotice, queryClient, t],
  );

  const closePopup = useCallback(() => setPopupVendor(null), []);

  return { launch, launching, popupVendor, closePopup };
}
