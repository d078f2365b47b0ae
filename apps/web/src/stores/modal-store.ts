import { create } from 'zustand';

/** A login refused until the new address is confirmed (error_login_verification_required). */
export interface LoginVerification {
  verifyToken: string;
  methods: ('sms' | 'email' | 'bankName' | 'totp')[];
}

/** The account modals of §2, one at a time. */
export type AuthModal =
  | { name: 'login'; agentOnly?: boolean }
  | { name: 'register' }
  | { name: 'forget'; resetToken?: string }
  | { name: 'changePass'; forced?: boolean }
  | { name: 'verifyLogin'; verification: LoginVerification; agentOnly?: boolean };

/** Small dialogs: §5 trial-account warning, logout confirmation, a message with OK. */
export type NoticeDialog =
  | { kind: 'trialAccount' }
  | { kind: 'logout' }
  | { kind: 'message'; text: string; tone?: 'warning' | 'success' };

/** §4: after a login that needs no password change, the first-login action (if first) then popup notices. */
export interface AfterLogin {
  firstTime: boolean;
}

interface ModalState {
  /** Tag of the help item the help modal shows, or null when it is closed. */
  helpTag: string | null;
  openHelp: (tag: string) => void;
  closeHelp: () => void;
  auth: AuthModal | null;
  openAuth: (modal: AuthModal) => void;
  closeAuth: () => void;
  notice: NoticeDialog | null;
  openNotice: (notice: NoticeDialog) => void;
  closeNotice: () => void;
  afterLogin: AfterLogin | null;
  startAfterLogin: (afterLogin: AfterLogin) => void;
  endAfterLogin: () => void;
}

export const useModalStore = create<ModalState>((set) => ({
  helpTag: null,
  openHelp: (tag) => set({ helpTag: tag }),
  closeHelp: () => set({ helpTag: null }),
  auth: null,
  openAuth: (auth) => set({ auth }),
  closeAuth: () => set({ auth: null }),
  notice: null,
  openNotice: (notice) => set({ notice }),
  closeNotice: () => set({ notice: null }),
  afterLogin: null,
  startAfterLogin: (afterLogin) => set({ afterLogin }),
  endAfterLogin: () => set({ afterLogin: null }),
}));
