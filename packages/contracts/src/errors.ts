import type { Language } from './language.js';
import { PERIOD_WORDS } from './protection-words.js';

interface CatalogueEntry {
  /** HTTP status the server answers with when it throws this code. */
  status: number;
  text: Record<Language, string>;
}

/**
 * The message catalogue of server errors (§8). `code` in the envelope is one of these keys and
 * `message` its text in the request's language. The web client shows the same texts.
 */
export const ERROR_CATALOGUE = {
  /** The request body, query or parameters failed validation. */
  error_invalid_request: {
    status: 400,
    text: {
      TY: 'Hindi wasto ang kahilingan. Pakisuri ang mga inilagay mo.',
      EN: 'The request is not valid. Please check what you entered.',
    },
  },
  /** No session token, or it expired or was revoked. */
  error_not_logged_in: {
    status: 401,
    text: { TY: 'Hindi ka pa naka-login.', EN: 'You are not logged in.' },
  },
  /** The caller is authenticated but may not do this. */
  error_forbidden: {
    status: 403,
    text: { TY: 'Hindi pinapayagan ang aksyong ito.', EN: 'This action is not allowed.' },
  },
  /** A trial account (isAgent 4) tried something that needs a real account. */
  in_need_true_account: {
    status: 403,
    text: {
      TY: 'Kailangan ng totoong account para rito. Mag-register ng totoong account?',
      EN: 'This needs a real account. Register a real account?',
    },
  },
  /** A non-agent tried to use the agent area. */
  error_not_agent: {
    status: 403,
    text: { TY: 'Hindi ka ahente.', EN: 'You are not an agent.' },
  },
  /** A non-member tried a third-party login. */
  member_no_enter: {
    status: 403,
    text: { TY: 'Hindi makapasok ang hindi miyembro.', EN: 'Only members can log in this way.' },
  },
  /** The affiliate/invitation code does not exist or is not usable. */
  invitation_code_error: {
    status: 400,
    text: { TY: 'Mali ang invitation code.', EN: 'The invitation code is not valid.' },
  },
  /** The visitor's IP address or location is blocked. */
  blockip: {
    status: 403,
    text: {
      TY: 'Paumanhin, hindi available ang serbisyo sa iyong lokasyon.',
      EN: 'Sorry, the service is not available in your location.',
    },
  },
  /** The site is under maintenance. */
  info_maintenance: {
    status: 503,
    text: {
      TY: 'Kasalukuyang nasa maintenance ang site. Pakibalikan mamaya.',
      EN: 'The site is under maintenance. Please come back later.',
    },
  },
  /** A game or vendor is under maintenance. */
  game_maintenance: {
    status: 503,
    text: {
      TY: 'Nasa maintenance ang larong ito.',
      EN: 'This game is under maintenance.',
    },
  },
  /** An "enc" call arrived as a plain body, or its envelope could not be opened. */
  error_encryption_required: {
    status: 400,
    text: {
      TY: 'Hindi ligtas ang pagpapadala. I-refresh ang pahina at subukan ulit.',
      EN: 'The request was not sent securely. Refresh the page and try again.',
    },
  },
  /** Wrong username or password, or wrong SMS code at login; never says which. */
  error_login_failed: {
    status: 401,
    text: {
      TY: 'Mali ang username o password.',
      EN: 'The username or password is wrong.',
    },
  },
  /** Too many failed attempts: the auth throttle wait (§9, 5 minutes) applies. */
  error_login_locked: {
    status: 429,
    text: {
      TY: 'Masyadong maraming maling subok. Subukan ulit pagkalipas ng 5 minuto.',
      EN: 'Too many failed attempts. Try again in 5 minutes.',
    },
  },
  /** The captcha is missing, wrong, used or expired. */
  error_captcha: {
    status: 400,
    text: { TY: 'Mali o expired ang captcha.', EN: 'The captcha is wrong or has expired.' },
  },
  /** The human verification (proof of work) is missing, wrong, used or expired. */
  error_human_verification: {
    status: 400,
    text: {
      TY: 'Hindi pumasa ang beripikasyon. Subukan ulit.',
      EN: 'The human check did not pass. Please try again.',
    },
  },
  /** The SMS or e-mail code is wrong, used or expired. */
  error_verification_code: {
    status: 400,
    text: {
      TY: 'Mali o expired ang verification code.',
      EN: 'The verification code is wrong or has expired.',
    },
  },
  /** A login from an address the member has not used: confirm it first (value carries the methods). */
  error_login_verification_required: {
    status: 403,
    text: {
      TY: 'Bagong device o lokasyon: kumpirmahin muna na ikaw ito.',
      EN: 'New device or location: please confirm it is you.',
    },
  },
  /** One of the registration fields broke its rule; value.fields names the fields. */
  error_field_invalid: {
    status: 400,
    text: { TY: 'Pakisuri ang mga field na may mali.', EN: 'Please check the highlighted fields.' },
  },
  /** The username is already registered. */
  error_username_taken: {
    status: 409,
    text: { TY: 'May gumagamit na ng username na ito.', EN: 'This username is already taken.' },
  },
  /** The mobile number is already bound to another member. */
  error_mobile_taken: {
    status: 409,
    text: {
      TY: 'Nakarehistro na ang mobile number na ito.',
      EN: 'This mobile number is already registered.',
    },
  },
  /** The e-mail address is already bound to another member. */
  error_email_taken: {
    status: 409,
    text: { TY: 'Nakarehistro na ang e-mail na ito.', EN: 'This e-mail address is already registered.' },
  },
  /** The old password given to a change is wrong. */
  error_old_password: {
    status: 400,
    text: { TY: 'Mali ang lumang password.', EN: 'The current password is wrong.' },
  },
  /** Forgot-password details do not match a member (§8: username/email does not exist). */
  error_user_not_exist: {
    status: 400,
    text: {
      TY: 'Hindi tugma ang username at e-mail.',
      EN: 'The username and e-mail address do not match an account.',
    },
  },
  /** The operator has switched this feature off (a whitelabel flag). */
  error_feature_disabled: {
    status: 403,
    text: { TY: 'Hindi available ang feature na ito.', EN: 'This feature is not available.' },
  },
  /** Forgot-by-email success dialog text (§8). */
  password_sent: {
    status: 200,
    text: { TY: 'Naipadala na ang password. Pakitingnan.', EN: 'The password has been sent. Please check.' },
  },
  /** Feedback was received (the text the form shows). */
  feedback_sent: {
    status: 200,
    text: {
      TY: 'Salamat! Natanggap na namin ang iyong feedback.',
      EN: 'Thank you! We have received your feedback.',
    },
  },
  /** Feedback shorter or longer than the operator's word limits (value.min and value.max, as text). */
  error_feedback_words: {
    status: 400,
    text: {
      TY: 'Hindi tama ang haba ng feedback. Pakisuri ang bilang ng salita.',
      EN: 'The feedback is too short or too long. Please check the number of words.',
    },
  },
  /** The customer-service channel has no address configured (§8: the popup closes). */
  error_cs_unavailable: {
    status: 404,
    text: {
      TY: 'Hindi available ang customer service sa ngayon.',
      EN: 'Customer service is not available right now.',
    },
  },
  /** A money amount is not a positive number with at most 2 decimal places (or is out of range). */
  error_amount_invalid: {
    status: 400,
    text: {
      TY: 'Hindi wasto ang halaga. Maglagay ng positibong halaga na may hanggang 2 decimal.',
      EN: 'The amount is not valid. Enter a positive amount with at most 2 decimal places.',
    },
  },
  /** The wallet does not hold enough for this debit; nothing was moved. */
  error_insufficient_balance: {
    status: 400,
    text: { TY: 'Kulang ang balanse.', EN: 'The balance is not enough.' },
  },
  /** A request id (transferId, idempotency key) was used before for a different request. */
  error_idempotency_conflict: {
    status: 409,
    text: {
      TY: 'Nagamit na ang request ID na ito para sa ibang kahilingan.',
      EN: 'This request id was already used for a different request.',
    },
  },
  /** The vendor does not exist, is switched off, or does not keep a wallet of its own (seamless). */
  error_vendor_not_transfer: {
    status: 400,
    text: {
      TY: 'Hindi puwedeng maglipat ng pondo sa vendor na ito.',
      EN: 'Funds cannot be transferred to this vendor.',
    },
  },
  /** An agent named a member outside its own downline (or one that does not exist). */
  error_not_downline: {
    status: 404,
    text: { TY: 'Wala ang miyembrong ito sa iyong team.', EN: 'This member is not in your team.' },
  },
  /** An operator tried to move a member under one of its own downline. */
  error_tree_cycle: {
    status: 409,
    text: {
      TY: 'Hindi mailalagay ang miyembro sa ilalim ng sarili niyang downline.',
      EN: 'A member cannot be moved under its own downline.',
    },
  },
  /** A contract call of a kind the operator has not enabled (its §3 flag is 0). */
  error_contract_kind_disabled: {
    status: 403,
    text: {
      TY: 'Hindi pa bukas ang ganitong kontrata.',
      EN: 'This kind of contract is not available.',
    },
  },
  /** A contract id that is not the caller's (neither the agent it pays nor the upline that gave it). */
  error_contract_not_found: {
    status: 404,
    text: { TY: 'Walang ganitong kontrata.', EN: 'There is no such contract.' },
  },
  /** An offered rate above the offerer's own contract, or above the operator's ceiling (value.max). */
  error_contract_rate_range: {
    status: 400,
    text: {
      TY: 'Lampas ang rate sa pinapayagan (hanggang sa sarili mong rate).',
      EN: 'The rate is above what you may offer (at most your own rate).',
    },
  },
  /** The offerer holds no contract of this kind in force, so it has nothing to share. */
  error_contract_none_own: {
    status: 409,
    text: {
      TY: 'Wala kang aktibong kontrata ng ganitong uri.',
      EN: 'You have no contract of this kind in force.',
    },
  },
  /** Contracts are offered to a direct downline agent only. */
  error_contract_target: {
    status: 400,
    text: {
      TY: 'Sa direktang sub-agent mo lang puwedeng mag-alok ng kontrata.',
      EN: 'Contracts can only be offered to your direct sub-agents.',
    },
  },
  /** The member already has an offer of this kind waiting for an answer. */
  error_contract_offer_pending: {
    status: 409,
    text: {
      TY: 'May naghihintay nang alok sa miyembrong ito.',
      EN: 'This member already has an offer waiting.',
    },
  },
  /** The contract is no longer in the state the action needs (another action came first). */
  error_contract_state: {
    status: 409,
    text: {
      TY: 'Nagbago na ang kontrata. Paki-refresh at subukan muli.',
      EN: 'The contract has changed. Please refresh and try again.',
    },
  },
  /** Accepting a lower rate ends contracts the agent gave below it; value.contracts lists them. */
  error_contract_confirm_lower: {
    status: 409,
    text: {
      TY: 'Mas mababa ang rate na ito kaysa sa ibinigay mo sa iyong downline; matatapos ang mga iyon. Kumpirmahin?',
      EN: 'This rate is below contracts you gave your downline; they will end. Confirm?',
    },
  },
  /** The upline paying a contract lacked the cash (a settlement row's reason, never a negative balance). */
  error_upline_insufficient_balance: {
    status: 409,
    text: {
      TY: 'Kulang ang balanse ng upline para bayaran ito.',
      EN: "The upline's balance was not enough to pay this.",
    },
  },
  /** A settlement asked for a period that has not ended yet. */
  error_period_not_ended: {
    status: 409,
    text: { TY: 'Hindi pa tapos ang panahong ito.', EN: 'This period has not ended yet.' },
  },
  /** An agent's transfers to its downline would pass the daily limit (value.max: what is left today). */
  error_agent_transfer_limit: {
    status: 409,
    text: {
      TY: 'Lampas na ito sa limitasyon ng transfer mo ngayong araw.',
      EN: 'This is more than you may still transfer today.',
    },
  },
  /** An agent has no affiliate code (an operator disabled it). */
  error_no_affiliate_code: {
    status: 404,
    text: { TY: 'Wala kang aktibong invitation code.', EN: 'You have no active invitation code.' },
  },
  /** Transfer to upline by a member who has no upline. */
  error_no_upline: {
    status: 403,
    text: { TY: 'Wala kang upline na mapaglilipatan.', EN: 'You have no upline to transfer to.' },
  },
  /** The member has not set a payment password yet (needed for transfers). */
  error_payment_password_not_set: {
    status: 400,
    text: {
      TY: 'Wala ka pang payment password. Mag-set muna sa security center.',
      EN: 'You have not set a payment password. Set one in the security centre first.',
    },
  },
  /** The payment password given is wrong. */
  error_payment_password: {
    status: 400,
    text: { TY: 'Mali ang payment password.', EN: 'The payment password is wrong.' },
  },
  /** An operator account that has been switched off tried to log in. */
  error_account_disabled: {
    status: 403,
    text: { TY: 'Naka-disable ang account na ito.', EN: 'This account is disabled.' },
  },
  /** An operator locked this member: no login and no play until unlocked. */
  error_member_locked: {
    status: 403,
    text: {
      TY: 'Naka-lock ang account na ito. Makipag-ugnayan sa customer service.',
      EN: 'This account is locked. Please contact customer service.',
    },
  },
  /** No route or record matched. */
  error_not_found: {
    status: 404,
    text: { TY: 'Hindi nahanap.', EN: 'Not found.' },
  },
  /** The request conflicts with the current state (a duplicate, a stale change). */
  error_conflict: {
    status: 409,
    text: {
      TY: 'Hindi ito magawa sa kasalukuyang kalagayan.',
      EN: 'This cannot be done in the current state.',
    },
  },
  /** A vendor already has a game with this game code (codes are unique per vendor); nothing changed. */
  error_game_code_taken: {
    status: 409,
    text: {
      TY: 'May laro na ang vendor na ito na may ganitong game code.',
      EN: 'This vendor already has a game with this game code.',
    },
  },
  /** A vendor with this code (vassalage) or account type id already exists; nothing changed. */
  error_vendor_exists: {
    status: 409,
    text: {
      TY: 'May vendor na na may ganitong code o account type.',
      EN: 'A vendor with this code or account type already exists.',
    },
  },
  /** Rate limit reached. */
  error_too_many_requests: {
    status: 429,
    text: {
      TY: 'Masyadong maraming kahilingan. Subukan ulit mamaya.',
      EN: 'Too many requests. Please try again later.',
    },
  },
  /** Five wrong payment passwords within 15 minutes: locked until the window ends (value.retryAfter seconds). */
  error_payment_password_locked: {
    status: 429,
    text: {
      TY: 'Masyadong maraming maling payment password. Subukan ulit pagkalipas ng 15 minuto.',
      EN: 'Too many wrong payment passwords. Try again in 15 minutes.',
    },
  },
  /** Setting the first payment password needs the login password, and this account has none yet. */
  error_login_password_not_set: {
    status: 400,
    text: {
      TY: 'Mag-set muna ng login password bago ang payment password.',
      EN: 'Set a login password before the payment password.',
    },
  },
  /** payeeName and idNumber are fixed once set; the operator changes them on request. */
  error_profile_field_locked: {
    status: 409,
    text: {
      TY: 'Hindi na mababago ang field na ito. Makipag-ugnayan sa customer service.',
      EN: 'This field can no longer be changed. Please contact customer service.',
    },
  },
  /** The bank account holder's name differs from the member's payeeName. */
  error_payee_name_mismatch: {
    status: 400,
    text: {
      TY: 'Dapat tugma ang pangalan sa account sa iyong payee name.',
      EN: "The account holder's name must match your payee name.",
    },
  },
  /** The bank or e-wallet does not exist or is switched off. */
  error_bank_invalid: {
    status: 400,
    text: { TY: 'Hindi available ang bangkong ito.', EN: 'This bank is not available.' },
  },
  /** A bank account number must be 6 to 20 digits. */
  error_bank_account_number: {
    status: 400,
    text: {
      TY: 'Ang account number ay dapat 6 hanggang 20 numero.',
      EN: 'The account number must be 6 to 20 digits.',
    },
  },
  /** The member already holds the most active withdrawal accounts allowed (5). */
  error_bank_account_limit: {
    status: 409,
    text: {
      TY: 'Naabot mo na ang pinakamaraming bank account (5). Mag-alis muna ng isa.',
      EN: 'You already have the most bank accounts allowed (5). Remove one first.',
    },
  },
  /** The same bank and account number is already bound to this member. */
  error_bank_account_exists: {
    status: 409,
    text: {
      TY: 'Naka-bind na ang bank account na ito.',
      EN: 'This bank account is already bound.',
    },
  },
  /** A withdrawal needs a bound bank account first. */
  error_no_bank_account: {
    status: 400,
    text: {
      TY: 'Mag-bind muna ng bank account bago mag-withdraw.',
      EN: 'Bind a bank account before withdrawing.',
    },
  },
  /** The amount is below the method's or the site's minimum (value.min). */
  error_amount_below_min: {
    status: 400,
    text: { TY: 'Mas mababa sa minimum ang halaga.', EN: 'The amount is below the minimum.' },
  },
  /** The amount is above the method's or the site's maximum (value.max). */
  error_amount_above_max: {
    status: 400,
    text: { TY: 'Lampas sa maximum ang halaga.', EN: 'The amount is above the maximum.' },
  },
  /** The member has made today's allowed number of withdrawals (value.limit). */
  error_withdraw_daily_limit: {
    status: 409,
    text: {
      TY: 'Naabot mo na ang bilang ng withdrawal ngayong araw. Subukan ulit bukas.',
      EN: "You have reached today's number of withdrawals. Try again tomorrow.",
    },
  },
  /** The deposit method does not exist, is switched off, or is not of the kind asked for. */
  error_deposit_method_unavailable: {
    status: 400,
    text: {
      TY: 'Hindi available ang paraan ng deposit na ito.',
      EN: 'This deposit method is not available.',
    },
  },
  /**
   * Only the member's own bank deposits still waiting for the operator can be cancelled; an approved,
   * rejected or cancelled one, or an online payment (the gateway may still pay it), cannot.
   */
  error_deposit_not_cancellable: {
    status: 409,
    text: {
      TY: 'Hindi na puwedeng kanselahin ang depositong ito.',
      EN: 'This deposit can no longer be cancelled.',
    },
  },
  /** A receipt image is not a PNG or JPEG (checked by its content, not its name). */
  error_receipt_type: {
    status: 400,
    text: {
      TY: 'PNG o JPG lamang ang puwedeng i-upload na resibo.',
      EN: 'Receipts must be PNG or JPG images.',
    },
  },
  /** A receipt image is larger than 5 MB. */
  error_receipt_too_large: {
    status: 400,
    text: {
      TY: 'Hanggang 5 MB lamang bawat resibo.',
      EN: 'Each receipt may be at most 5 MB.',
    },
  },
  /** An uploaded picture that is not a PNG, JPEG or WebP by its bytes (SVG included). */
  error_image_type: {
    status: 400,
    text: {
      TY: 'PNG, JPG o WebP na larawan lamang ang puwedeng i-upload.',
      EN: 'Pictures must be PNG, JPG or WebP images.',
    },
  },
  /** An uploaded picture larger than 2 MB. */
  error_image_too_large: {
    status: 400,
    text: {
      TY: 'Hanggang 2 MB lamang bawat larawan.',
      EN: 'Each picture may be at most 2 MB.',
    },
  },
  /** A payment gateway callback whose signature does not verify. */
  error_gateway_signature: {
    status: 401,
    text: { TY: 'Hindi wasto ang pirma ng callback.', EN: 'The callback signature is not valid.' },
  },
  /** A payment gateway callback older than 5 minutes (or from the future). */
  error_gateway_stale: {
    status: 400,
    text: { TY: 'Luma na ang callback.', EN: 'The callback is too old.' },
  },
  /** A date range ends before it starts, lacks a date, or spans more days than allowed (value.limit). */
  error_date_range: {
    status: 400,
    text: {
      TY: 'Hindi wasto ang petsa. Pumili ng hanggang 90 araw, at ang simula ay hindi lampas sa katapusan.',
      EN: 'The dates are not valid. Choose up to 90 days, with the start no later than the end.',
    },
  },
  /** The accrued rebate is below the operator's minimum claim (value.min); nothing was credited. */
  error_rebate_below_min: {
    status: 400,
    text: {
      TY: 'Kulang pa sa minimum ang naipong rebate para ma-claim.',
      EN: 'The rebate accrued so far is below the minimum claim.',
    },
  },
  /** Another claim of the same rebate was being made at the same moment; it is credited once. */
  error_rebate_claimed: {
    status: 409,
    text: {
      TY: 'Na-claim na ang rebate na ito. I-refresh para makita ang balanse.',
      EN: 'This rebate has just been claimed. Refresh to see your balance.',
    },
  },
  /** A vendor settled or voided a bet that is already closed the other way (settled vs void). */
  error_bet_closed: {
    status: 409,
    text: {
      TY: 'Sarado na ang taya na ito.',
      EN: 'This bet is already closed.',
    },
  },
  /** A vendor call from an unknown vendor, or with a missing or wrong signature; nothing changed. */
  error_vendor_signature: {
    status: 401,
    text: { TY: 'Hindi wasto ang lagda ng vendor.', EN: 'The vendor signature is not valid.' },
  },
  /** A vendor call whose timestamp is more than 5 minutes from the server's clock; nothing changed. */
  error_vendor_stale: {
    status: 401,
    text: { TY: 'Luma na ang kahilingan ng vendor.', EN: 'The vendor request is too old.' },
  },
  /** A game launch token that is unknown, expired or already used. */
  error_launch_token: {
    status: 401,
    text: {
      TY: 'Nag-expire na ang laro. Buksan ulit ang laro.',
      EN: 'The game session has expired. Please open the game again.',
    },
  },
  /** A vendor named a player id that it was not given. */
  error_player_not_found: {
    status: 404,
    text: { TY: 'Hindi nahanap ang player.', EN: 'The player was not found.' },
  },
  /** A vendor credit for a round that has no debit; nothing moved. */
  error_round_not_found: {
    status: 404,
    text: { TY: 'Hindi nahanap ang round.', EN: 'The round was not found.' },
  },
  /** A second debit (another txId) for a round that already has its stake. */
  error_round_exists: {
    status: 409,
    text: { TY: 'May taya na ang round na ito.', EN: 'This round already has a bet.' },
  },
  /** A debit whose txId the vendor had already rolled back (arrived out of order); nothing moved. */
  error_tx_rolled_back: {
    status: 409,
    text: { TY: 'Kinansela na ang transaksyong ito.', EN: 'This transaction was already cancelled.' },
  },
  /**
   * A vendor call that is not for the vendor's wallet mode: a seamless vendor reporting bets, or a
   * transfer-mode vendor asking for balance, debit, credit or rollback; nothing changed.
   */
  error_vendor_wallet_mode: {
    status: 403,
    text: {
      TY: 'Hindi para sa wallet mode ng vendor na ito ang tawag na ito.',
      EN: "This call is not for this vendor's wallet mode.",
    },
  },
  /** A house game call without a valid game session (x-game-session): the game must be opened again. */
  error_game_session: {
    status: 401,
    text: {
      TY: 'Nag-expire na ang sesyon ng laro. Buksan ulit ang laro.',
      EN: 'The game session has expired. Please open the game again.',
    },
  },
  /** A stake below the game's minimum bet; nothing moved. */
  error_bet_below_min: {
    status: 400,
    text: { TY: 'Mas mababa ang taya sa minimum.', EN: 'The bet is below the minimum.' },
  },
  /** A stake above the game's table limit; nothing moved. */
  error_bet_above_max: {
    status: 400,
    text: { TY: 'Lampas ang taya sa maximum.', EN: 'The bet is above the table limit.' },
  },
  /** A bet on a round whose betting time is over; nothing moved. */
  error_round_closed: {
    status: 409,
    text: {
      TY: 'Sarado na ang pagtaya sa round na ito. Tumaya sa susunod na round.',
      EN: 'Betting on this round is closed. Place your bet on the next round.',
    },
  },
  /** A PvP room code that is not one of the rooms; nothing moved. */
  pvp_room_not_found: {
    status: 404,
    text: { TY: 'Walang ganitong kuwarto.', EN: 'There is no such room.' },
  },
  /** Every seat of the PvP room is taken. */
  pvp_room_full: {
    status: 409,
    text: { TY: 'Puno na ang kuwarto. Pumili ng ibang kuwarto.', EN: 'The room is full. Pick another room.' },
  },
  /** The member already has a seat at this room. */
  pvp_already_seated: {
    status: 409,
    text: { TY: 'Nakaupo ka na sa kuwartong ito.', EN: 'You already have a seat in this room.' },
  },
  /** A move or leave by a member without a seat at the room. */
  pvp_not_seated: {
    status: 409,
    text: { TY: 'Wala kang upuan sa kuwartong ito.', EN: 'You have no seat in this room.' },
  },
  /** A buy-in outside the room's minimum and maximum; nothing moved. */
  pvp_buy_in_range: {
    status: 400,
    text: {
      TY: 'Ang buy-in ay dapat nasa pagitan ng minimum at maximum ng kuwarto.',
      EN: "The buy-in must be within the room's minimum and maximum.",
    },
  },
  /** A move for a hand that is over or not the one in play; nothing changed. */
  pvp_hand_over: {
    status: 409,
    text: { TY: 'Tapos na ang kamay na ito.', EN: 'This hand is over.' },
  },
  /** A move by a seat whose turn it is not; nothing changed. */
  pvp_not_your_turn: {
    status: 409,
    text: { TY: 'Hindi pa ikaw ang titira.', EN: 'It is not your turn.' },
  },
  /** A play of cards the seat does not hold; nothing changed. */
  pvp_not_your_cards: {
    status: 400,
    text: { TY: 'Wala sa iyong hawak ang mga barahang iyan.', EN: 'You do not hold those cards.' },
  },
  /** Cards that make no Pusoy Dos combination; nothing changed. */
  pvp_not_a_combo: {
    status: 400,
    text: {
      TY: 'Hindi wastong kombinasyon ang mga barahang iyan.',
      EN: 'Those cards are not a valid combination.',
    },
  },
  /** The hand's first play must hold the 3 of clubs. */
  pvp_must_include_three_of_clubs: {
    status: 400,
    text: {
      TY: 'Ang unang tira ay dapat may 3 ng clubs (3♣).',
      EN: 'The first play must include the 3 of clubs (3♣).',
    },
  },
  /** A play that does not beat the one on the table. */
  pvp_does_not_beat: {
    status: 400,
    text: {
      TY: 'Hindi tinatalo ng tirang iyan ang nasa mesa.',
      EN: 'That play does not beat the one on the table.',
    },
  },
  /** A pass by the seat that leads. */
  pvp_cannot_pass_lead: {
    status: 400,
    text: { TY: 'Hindi ka puwedeng pumasa kapag ikaw ang mauuna.', EN: 'You lead: you cannot pass.' },
  },
  /** A deal asked for while the round still takes bets. */
  error_round_betting: {
    status: 409,
    text: { TY: 'Tumatanggap pa ng taya ang round na ito.', EN: 'This round is still taking bets.' },
  },
  /** A promotion that has not started yet; nothing was joined or credited. */
  error_promo_not_started: {
    status: 409,
    text: { TY: 'Hindi pa nagsisimula ang promo na ito.', EN: 'This promotion has not started yet.' },
  },
  /** A promotion that has ended (or is switched off); nothing was joined or credited. */
  error_promo_ended: {
    status: 409,
    text: { TY: 'Tapos na ang promo na ito.', EN: 'This promotion has ended.' },
  },
  /** The member already claimed (or was already paid) this promotion: it pays once per member. */
  error_promo_claimed: {
    status: 409,
    text: {
      TY: 'Na-claim mo na ang promo na ito.',
      EN: 'You have already claimed this promotion.',
    },
  },
  /** The member does not (yet) meet the promotion's conditions; nothing was credited. */
  error_promo_ineligible: {
    status: 409,
    text: {
      TY: 'Hindi mo pa naaabot ang mga kondisyon ng promo na ito.',
      EN: 'You do not meet the conditions of this promotion yet.',
    },
  },
  /** Claim before joining: the member must join the promotion first. */
  error_promo_not_joined: {
    status: 409,
    text: { TY: 'Sumali muna sa promo na ito.', EN: 'Join this promotion first.' },
  },
  /** The action does not fit this promotion (e.g. applying to a deposit bonus). */
  error_promo_action: {
    status: 400,
    text: {
      TY: 'Hindi ito puwedeng gawin sa promo na ito.',
      EN: 'This cannot be done with this promotion.',
    },
  },
  /** An activity image is not a PNG or JPEG (checked by its content, not its name); nothing was stored. */
  error_promo_image_type: {
    status: 400,
    text: { TY: 'PNG o JPG lamang ang puwedeng i-upload.', EN: 'Images must be PNG or JPG.' },
  },
  /** An activity image is larger than 5 MB; nothing was stored. */
  error_promo_image_too_large: {
    status: 400,
    text: { TY: 'Hanggang 5 MB lamang bawat larawan.', EN: 'Each image may be at most 5 MB.' },
  },
  /** A raffle that has not been drawn yet (or, for the operator, has not ended yet). */
  error_raffle_not_drawn: {
    status: 409,
    text: {
      TY: 'Hindi pa nabubunot ang raffle na ito.',
      EN: 'This raffle has not been drawn yet.',
    },
  },
  /** A raffle that was already drawn: it is drawn once. */
  error_raffle_drawn: {
    status: 409,
    text: { TY: 'Nabunot na ang raffle na ito.', EN: 'This raffle has already been drawn.' },
  },
  /** The member already has an agent application waiting for review: one at a time. */
  error_agent_application_pending: {
    status: 409,
    text: {
      TY: 'May application ka nang hinihintay ang pagsusuri. Hintayin muna ang sagot dito.',
      EN: 'You already have an application waiting for review. Please wait for its answer.',
    },
  },
  /** The member is already an agent: there is nothing to apply for. */
  error_already_agent: {
    status: 409,
    text: {
      TY: 'Ahente ka na. Mag-login sa agent area.',
      EN: 'You are already an agent. Log in to the agent area.',
    },
  },
  /** The agent application was already approved or rejected: it is decided once. */
  error_agent_application_decided: {
    status: 409,
    text: {
      TY: 'Napagpasyahan na ang application na ito.',
      EN: 'This application has already been decided.',
    },
  },
  /** A lottery bet type the game does not offer; nothing charged. */
  error_lottery_bet_type: {
    status: 400,
    text: {
      TY: 'Hindi inaalok ng larong ito ang uri ng tayang iyan.',
      EN: 'This game does not offer that bet type.',
    },
  },
  /** A lottery number not written as the bet type needs (two digits for lô: '07'); nothing charged. */
  error_lottery_number_format: {
    status: 400,
    text: {
      TY: 'Mali ang anyo ng numero para sa uri ng tayang ito.',
      EN: 'A number is not in the format this bet type needs.',
    },
  },
  /** A lottery number or position outside the game's range (digit 0–9, sum 0–45, position 1–5). */
  error_lottery_number_range: {
    status: 400,
    text: { TY: 'Labas sa saklaw ng laro ang numero.', EN: "A number is outside the game's range." },
  },
  /** The same number twice on one lottery ticket; nothing charged. */
  error_lottery_number_duplicate: {
    status: 400,
    text: {
      TY: 'Dalawang beses ang parehong numero sa tiket.',
      EN: 'The same number is on the ticket twice.',
    },
  },
  /** Too few numbers for one combination (xiên 3 needs 3) or more than the limit; nothing charged. */
  error_lottery_numbers_count: {
    status: 400,
    text: {
      TY: 'Hindi tama ang dami ng numero para sa uri ng tayang ito.',
      EN: 'This bet type needs a different count of numbers.',
    },
  },
  /** Lottery points that are not a whole number of at least 1; nothing charged. */
  error_lottery_points: {
    status: 400,
    text: {
      TY: 'Dapat buong numero na 1 o higit pa ang puntos.',
      EN: 'Points must be a whole number of 1 or more.',
    },
  },
  /** A lottery bet at or after the draw's lock time (the server's clock); nothing charged. */
  error_lottery_locked: {
    status: 409,
    text: {
      TY: 'Sarado na ang pagtaya sa bolang ito. Tumaya sa susunod na bola.',
      EN: 'Betting on this draw is closed. Place your bet on the next draw.',
    },
  },
  /** A lottery draw that is drawn, settled, void or unknown; nothing charged. */
  error_lottery_draw_closed: {
    status: 409,
    text: {
      TY: 'Sarado o kinansela na ang bolang ito.',
      EN: 'This draw is closed or has been voided.',
    },
  },
  /** A bet that would take a number past the draw's liability limit; nothing charged. */
  error_lottery_liability: {
    status: 409,
    text: {
      TY: 'Naabot na ang limitasyon ng numerong ito sa bolang ito. Bawasan ang taya o pumili ng ibang numero.',
      EN: 'This number has reached its limit for this draw. Lower the bet or pick another number.',
    },
  },
  /** An official lottery result whose prizes do not have the draw's counts and digits. */
  error_lottery_result_invalid: {
    status: 400,
    text: {
      TY: 'Hindi tugma ang resulta sa talaan ng premyo ng bola.',
      EN: "The result does not match the draw's prize table.",
    },
  },
  /** The operator who entered an official result tried to confirm it: a second operator must. */
  error_lottery_same_operator: {
    status: 409,
    text: {
      TY: 'Ibang operator ang dapat magkumpirma ng resulta.',
      EN: 'A different operator must confirm this result.',
    },
  },
  /** An operator action the draw's state does not allow (a result on a house draw, a void after settling). */
  error_lottery_draw_state: {
    status: 409,
    text: {
      TY: 'Hindi ito magagawa sa kasalukuyang estado ng bola.',
      EN: "This cannot be done in the draw's current state.",
    },
  },
  /** A stake above the market's limit per bet, or a return above the maximum payout; {limit} is the most allowed. Nothing charged. */
  error_sports_stake_above_limit: {
    status: 400,
    text: {
      TY: 'Ang pinakamalaking taya na puwede rito ay {limit}. Bawasan ang taya.',
      EN: 'The most you can stake here is {limit}. Lower the stake.',
    },
  },
  /** A selection whose market is suspended, closed or settled, or whose event has started; nothing charged. */
  error_sports_selection_closed: {
    status: 409,
    text: {
      TY: 'Sarado o suspendido na ang isang selection sa iyong slip. Alisin ito at subukan ulit.',
      EN: 'A selection on your slip is closed or suspended. Remove it and try again.',
    },
  },
  /** Two selections of one event in a parlay or system bet, where the book forbids it; nothing charged. */
  error_sports_same_event: {
    status: 400,
    text: {
      TY: 'Hindi puwedeng pagsamahin sa parlay o system bet ang mga selection mula sa iisang laban.',
      EN: 'Selections from the same event cannot be combined in a parlay or system bet.',
    },
  },
  /** A price moved while the slip was open and the slip's odds-change choice does not take it; nothing charged. */
  error_sports_odds_changed: {
    status: 409,
    text: {
      TY: 'Nagbago ang odds habang bukas ang iyong slip. Tingnan ang bagong odds at kumpirmahin ulit.',
      EN: 'The odds changed while your slip was open. Check the new odds and confirm again.',
    },
  },
  /** A parlay with fewer than 2 or more than 20 selections; nothing charged. */
  error_sports_parlay_legs: {
    status: 400,
    text: {
      TY: 'Kailangan ng 2 hanggang 20 selection ang parlay.',
      EN: 'A parlay needs 2 to 20 selections.',
    },
  },
  /** A system bet whose picks are not its number of selections (a Yankee takes 4); nothing charged. */
  error_sports_system_selections: {
    status: 400,
    text: {
      TY: 'Iba ang bilang ng selection na kailangan ng system bet na ito.',
      EN: 'This system bet needs a different number of selections.',
    },
  },
  /** An operator action the event's state does not allow (a result before the start, a market added after it). */
  error_sports_event_state: {
    status: 409,
    text: {
      TY: 'Hindi ito magagawa sa kasalukuyang estado ng laban.',
      EN: "This cannot be done in the event's current state.",
    },
  },
  /** A result that does not fit the event (a score for a race, placings naming someone not in it). */
  error_sports_result_invalid: {
    status: 400,
    text: {
      TY: 'Hindi tugma ang resulta sa laban na ito.',
      EN: 'This result does not fit the event.',
    },
  },
  /** Fair odds whose count is not the market's number of selections, or a line the market does not take. */
  error_sports_market_invalid: {
    status: 400,
    text: {
      TY: 'Hindi tugma ang odds o linya sa market na ito.',
      EN: 'The odds or line do not fit this market.',
    },
  },
  /** A feed push naming a known market with another kind or line, or a known event with another sport or sides; nothing written. */
  error_sports_feed_conflict: {
    status: 409,
    text: {
      TY: 'Iba na ang laban o market na tinutukoy ng id na ito mula sa feed. Walang binago.',
      EN: 'This feed id already names another event or market. Nothing was changed.',
    },
  },
  /** A sabong bet after the fight's betting window closed (or before it opened); nothing charged. */
  error_sabong_betting_closed: {
    status: 409,
    text: {
      TY: 'Sarado na ang pustahan sa labang ito. Hintayin ang susunod na laban.',
      EN: 'Betting on this fight is closed. Wait for the next fight.',
    },
  },
  /** An operator action the fight's state does not allow (opening a settled fight, a result while betting is open). */
  error_sabong_fight_state: {
    status: 409,
    text: {
      TY: 'Hindi ito magagawa sa kasalukuyang estado ng laban.',
      EN: "This cannot be done in the fight's current state.",
    },
  },
  /** The operator who entered a fight's result tried to confirm it: a second operator must. */
  error_sabong_same_operator: {
    status: 409,
    text: {
      TY: 'Ibang operator ang dapat magkumpirma ng resulta ng laban.',
      EN: "A different operator must confirm this fight's result.",
    },
  },
  /** A redemption or conversion asks for more points than the member has; nothing changed. */
  error_points_insufficient: {
    status: 400,
    text: { TY: 'Kulang ang iyong points.', EN: 'You do not have enough points.' },
  },
  /** The reward has fewer units left than asked for; nothing changed. */
  error_out_of_stock: {
    status: 409,
    text: { TY: 'Ubos na ang stock ng reward na ito.', EN: 'This reward is out of stock.' },
  },
  /** The member would pass the reward's per-member limit; nothing changed. */
  error_redeem_limit: {
    status: 409,
    text: {
      TY: 'Naabot mo na ang limitasyon ng pag-redeem ng reward na ito.',
      EN: 'You have reached the redeem limit for this reward.',
    },
  },
  /** The reward is disabled or does not exist. */
  error_reward_unavailable: {
    status: 404,
    text: { TY: 'Hindi available ang reward na ito.', EN: 'This reward is not available.' },
  },
  /** Goods need a delivery name, phone and address. */
  error_delivery_required: {
    status: 400,
    text: {
      TY: 'Ilagay ang pangalan, telepono at address para sa delivery.',
      EN: 'Enter a name, phone number and address for delivery.',
    },
  },
  /** A conversion below the configured minimum of points. */
  error_convert_below_min: {
    status: 400,
    text: {
      TY: 'Mas mababa sa minimum na points na puwedeng i-convert.',
      EN: 'That is below the minimum number of points to convert.',
    },
  },
  /** The operator has switched conversion off. */
  error_convert_disabled: {
    status: 403,
    text: { TY: 'Sarado ang pag-convert ng points.', EN: 'Converting points is turned off.' },
  },
  /** The redemption was already approved or rejected: it is decided once. */
  error_redemption_decided: {
    status: 409,
    text: { TY: 'Napagpasyahan na ang redemption na ito.', EN: 'This redemption has already been decided.' },
  },
  /** The reward center item was claimed already: it is paid once; nothing changed. */
  error_reward_claimed: {
    status: 409,
    text: { TY: 'Na-claim mo na ang reward na ito.', EN: 'You have already claimed this reward.' },
  },
  /** The mission is closed (its claim time passed, or it ended): nothing to claim; nothing changed. */
  error_mission_closed: {
    status: 409,
    text: { TY: 'Sarado na ang mission na ito.', EN: 'This mission is closed.' },
  },
  /** Joining a mission that asks for no join (it counts for everyone it is for); nothing changed. */
  error_mission_no_join: {
    status: 409,
    text: {
      TY: 'Hindi kailangang sumali sa mission na ito: awtomatiko itong nagbibilang.',
      EN: 'This mission needs no joining: it counts for you already.',
    },
  },
  /** A referral reward whose claim time passed; nothing changed. */
  error_reward_expired: {
    status: 409,
    text: { TY: 'Nag-expire na ang reward na ito.', EN: 'This reward has expired.' },
  },
  /** The operator has the Zalo reward switched off: no code is given and the OA's events bind nothing. */
  error_zalo_disabled: {
    status: 403,
    text: { TY: 'Sarado ngayon ang Zalo reward.', EN: 'The Zalo reward is turned off.' },
  },
  /** The link code sent to the OA was past its time; nothing was bound. */
  error_zalo_code_expired: {
    status: 409,
    text: {
      TY: 'Nag-expire na ang code. Kumuha ng bagong code at ipadala ito sa aming Zalo.',
      EN: 'That code has expired. Get a new code and send it to our Zalo account.',
    },
  },
  /** The member has a Zalo account bound already (one per member, one reward). */
  error_zalo_already_bound: {
    status: 409,
    text: {
      TY: 'May naka-link ka nang Zalo account.',
      EN: 'You have already linked a Zalo account.',
    },
  },
  /** The Zalo account that sent the code is bound to another member; nothing was bound. */
  error_zalo_taken: {
    status: 409,
    text: {
      TY: 'Naka-link na ang Zalo account na ito sa ibang miyembro.',
      EN: 'This Zalo account is already linked to another member.',
    },
  },
  /** The code came from a Zalo account that does not follow the OA; nothing was bound. */
  error_zalo_not_following: {
    status: 409,
    text: {
      TY: 'I-follow muna ang aming Zalo account, saka ipadala ulit ang code.',
      EN: 'Follow our Zalo account first, then send the code again.',
    },
  },
  /** The OA webhook's X-ZEvent-Signature does not match; nothing was read or written. */
  error_zalo_signature: {
    status: 401,
    text: { TY: 'Hindi wasto ang lagda ng Zalo.', EN: 'The Zalo signature is not valid.' },
  },
  /** The OA webhook's timestamp is more than 5 minutes from the server's clock; nothing was written. */
  error_zalo_stale: {
    status: 401,
    text: { TY: 'Luma na ang kahilingan ng Zalo.', EN: 'The Zalo request is too old.' },
  },
  /** A prize of the Zalo table above its cap (or not above zero); nothing changed. */
  error_zalo_prize_cap: {
    status: 400,
    text: {
      TY: 'Dapat higit sa 0 at hindi lalampas sa cap ang bawat premyo.',
      EN: 'Every prize must be above 0 and at most the cap.',
    },
  },
  /** Turning the Zalo reward on needs the OA secret, the app id, the OA link and at least one prize. */
  error_zalo_not_ready: {
    status: 400,
    text: {
      TY: 'Kailangan ang secret key, app id, link ng OA at kahit isang premyo bago ito buksan.',
      EN: 'Set the secret key, the app id, the OA link and at least one prize before turning it on.',
    },
  },
  /**
   * A protection limit the member set would be passed (issue 15). Params: {period} (daily, weekly,
   * monthly), {amount} (the limit, "100.00"), {resetsAt} (when the window starts again, site time).
   */
  error_limit_deposit: {
    status: 403,
    text: {
      TY: 'Aabot ka na sa iyong {period} na deposit limit na {amount}. Magbubukas ulit ito sa {resetsAt}.',
      EN: 'This would pass your {period} deposit limit of {amount}. It resets at {resetsAt}.',
    },
  },
  /** The member's loss limit (stakes minus payouts) would be passed; params as error_limit_deposit. */
  error_limit_loss: {
    status: 403,
    text: {
      TY: 'Aabot ka na sa iyong {period} na loss limit na {amount}. Magbubukas ulit ito sa {resetsAt}.',
      EN: 'This would pass your {period} loss limit of {amount}. It resets at {resetsAt}.',
    },
  },
  /** The member's wager limit (total stakes) would be passed; params as error_limit_deposit. */
  error_limit_wager: {
    status: 403,
    text: {
      TY: 'Aabot ka na sa iyong {period} na wager limit na {amount}. Magbubukas ulit ito sa {resetsAt}.',
      EN: 'This would pass your {period} wager limit of {amount}. It resets at {resetsAt}.',
    },
  },
  /** The member's session-time limit is used up; {amount} is the limit in minutes. */
  error_limit_session: {
    status: 403,
    text: {
      TY: 'Naubos mo na ang iyong {period} na oras ng paglalaro ({amount} minuto). Magbubukas ulit ito sa {resetsAt}.',
      EN: 'You have used your {period} session time of {amount} minutes. It resets at {resetsAt}.',
    },
  },
  /** The member is on a time-out until {until}: no play, deposits or transfers; withdrawals stay open. */
  error_timed_out: {
    status: 403,
    text: {
      TY: 'Naka-time-out ka hanggang {until}. Bukas pa rin ang pag-withdraw.',
      EN: 'You are taking a break until {until}. Withdrawals stay open.',
    },
  },
  /**
   * The member is self-excluded (until {until} at least): no login, play or deposits. A refused login
   * carries a withdrawal-only token so the balance can still be withdrawn.
   */
  error_self_excluded: {
    status: 403,
    text: {
      TY: 'Naka-self-exclude ang account na ito hanggang {until}. Maaari mo pa ring i-withdraw ang iyong balanse.',
      EN: 'This account is self-excluded until {until}. You can still withdraw your balance.',
    },
  },
  /** A mobile number, e-mail or identity of a self-excluded member was used to register. */
  error_register_excluded: {
    status: 403,
    text: {
      TY: 'Hindi makakapag-register gamit ang mga detalyeng ito dahil sa isang self-exclusion.',
      EN: 'These details belong to a self-excluded account, so they cannot register.',
    },
  },
  /** The date of birth given at registration is under the operator's minimum age ({age}). */
  error_register_underage: {
    status: 403,
    text: {
      TY: 'Para lamang sa {age} taong gulang pataas ang pag-register at paglalaro.',
      EN: 'You must be {age} or older to register and play.',
    },
  },
  /** The member's jurisdiction requires a deposit limit at registration, and none was set. */
  error_register_limit_required: {
    status: 400,
    text: {
      TY: 'Kailangang magtakda ng limitasyon sa deposito para makapag-register dito.',
      EN: 'A deposit limit is required to register here.',
    },
  },
  /** A jurisdiction change would leave no default jurisdiction (exactly one is the default). */
  error_jurisdiction_default: {
    status: 409,
    text: {
      TY: 'Kailangang may isang default na hurisdiksiyon: gawing default muna ang iba.',
      EN: 'One jurisdiction must be the default: make another one the default first.',
    },
  },
  /** A country ({country}) already belongs to another jurisdiction. */
  error_jurisdiction_country_taken: {
    status: 409,
    text: {
      TY: 'Ang bansang {country} ay nasa ibang hurisdiksiyon na.',
      EN: 'The country {country} already belongs to another jurisdiction.',
    },
  },
  /** A region block names a jurisdiction that does not exist. */
  error_jurisdiction_unknown: {
    status: 404,
    text: {
      TY: 'Walang ganitong hurisdiksiyon.',
      EN: 'There is no such jurisdiction.',
    },
  },
  /** A raise or removal is confirmed before its cooling-off ended ({resetsAt}), or none is pending. */
  error_limit_cooling_off: {
    status: 409,
    text: {
      TY: 'Maaari mo itong kumpirmahin pagkatapos ng cooling-off, sa {resetsAt}.',
      EN: 'You can confirm this after the cooling-off, at {resetsAt}.',
    },
  },
  /** Nothing is waiting to be confirmed or cancelled for that limit. */
  error_limit_nothing_pending: {
    status: 409,
    text: { TY: 'Walang nakabinbing pagbabago sa limit na ito.', EN: 'No change to this limit is waiting.' },
  },
  /** A time-out or self-exclusion asked while a longer one (or a self-exclusion) is in force. */
  error_block_in_force: {
    status: 409,
    text: {
      TY: 'May time-out o self-exclusion nang umiiral hanggang {until}.',
      EN: 'A break or self-exclusion is already in force until {until}.',
    },
  },
  /** The self-exclusion's period has not ended ({until}), so the player cannot ask to return yet. */
  error_exclusion_not_ended: {
    status: 409,
    text: {
      TY: 'Hindi pa tapos ang iyong self-exclusion ({until}).',
      EN: 'Your self-exclusion has not ended yet ({until}).',
    },
  },
  /** An operator's exclusion would end before the one in force ({until}): exclusions are never shortened. */
  error_exclusion_shorter: {
    status: 409,
    text: {
      TY: 'Hindi maaaring paikliin ang self-exclusion na umiiral hanggang {until}.',
      EN: 'An exclusion in force until {until} cannot be shortened.',
    },
  },
  /** An operator's TOTP or recovery code is wrong, expired or already used (it counts as a failed login). */
  error_totp_invalid: {
    status: 400,
    text: {
      TY: 'Mali, luma o nagamit na ang code. Ilagay ang kasalukuyang code ng iyong authenticator app.',
      EN: 'The code is wrong, expired or already used. Enter the current code from your authenticator app.',
    },
  },
  /** The step between an operator's password and their second factor expired, was used or is not this step. */
  error_login_challenge: {
    status: 401,
    text: {
      TY: 'Nag-expire na ang hakbang na ito ng pag-login. Mag-login ulit.',
      EN: 'This sign-in step has expired. Please sign in again.',
    },
  },
  /** An operator session unused for longer than the idle timeout. */
  error_operator_idle: {
    status: 401,
    text: {
      TY: 'Natapos ang session dahil matagal itong hindi ginamit. Mag-login ulit.',
      EN: 'Your session ended after a time without activity. Please sign in again.',
    },
  },
  /** An operator called from an address outside their allow-list. */
  error_operator_address: {
    status: 403,
    text: {
      TY: 'Hindi pinapayagan ang account na ito mula sa address na ito.',
      EN: 'This account may not be used from this address.',
    },
  },
  /** Four-eyes: the amount is above its kind's threshold, so it must be sent as an approval request. */
  error_approval_required: {
    status: 409,
    text: {
      TY: 'Lampas sa limitasyon ang halagang ito: kailangan ito ng pag-apruba ng ibang operator. Ipadala ito bilang kahilingan.',
      EN: "This amount is above the limit: it needs a second operator's approval. Send it as an approval request.",
    },
  },
  /** Four-eyes: an operator cannot approve a request they made themselves. */
  error_approval_own: {
    status: 403,
    text: {
      TY: 'Hindi mo maaaring aprubahan ang sarili mong kahilingan. Kailangan ng ibang operator.',
      EN: 'You cannot approve your own request. Another operator must approve it.',
    },
  },
  /** Four-eyes: the request was approved or rejected already (by another operator, perhaps at the same time). */
  error_approval_decided: {
    status: 409,
    text: {
      TY: 'Napagpasyahan na ang kahilingang ito.',
      EN: 'This request has already been decided.',
    },
  },
  /** An unexpected server fault; details are only in the server log under the request id. */
  error_internal: {
    status: 500,
    text: {
      TY: 'Nagkaproblema sa server. Subukan ulit.',
      EN: 'Something went wrong on our side. Please try again.',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

/** The code's text; `{name}` placeholders are filled from `params` (a refusal's limit, reset time…). */
export function errorMessage(
  code: ErrorCode,
  language: Language,
  params?: Readonly<Record<string, string>>,
): string {
  const text: string = ERROR_CATALOGUE[code].text[language];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return name === 'period' && Object.hasOwn(PERIOD_WORDS, value)
      ? PERIOD_WORDS[value as keyof typeof PERIOD_WORDS][language]
      : value;
  });
}
