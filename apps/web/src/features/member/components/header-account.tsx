import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Bell,
  ChevronDown,
  CircleUserRound,
  FileText,
  KeyRound,
  LogOut,
  Network,
  ReceiptText,
  UserCog,
  WalletCards,
  Banknote,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AGENT_TYPES, TRIAL_ACCOUNT_TYPE } from '@swerte/contracts';
import { useMemberInfo } from '../../../lib/auth/member-info';
import { useGate } from '../../../lib/gate';
import type { GateNeed } from '../../../lib/gate';
import { useMemberCentreStore } from '../../../stores/member-centre-store';
import { useAgentCentreStore } from '../../../stores/agent-centre-store';
import type { MemberCentrePage } from '../../../stores/member-centre-store';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import './header-account.css';

interface MenuItem {
  icon: LucideIcon;
  label: string;
  need?: GateNeed;
  onSelect?: () => void;
  testId?: string;
}

/**
 * The header's logged-in block (§2): the balance (passed in by the shell), the messages link, the
 * account name and avatar menu. Member-centre items pass the §5 gate and open the member centre at
 * their page; the agent centre item is gated and still marked as coming soon.
 */
/** `unread`: the platform messages not yet read (CSP_unreadCount), shown on the bell when above 0. */
export function HeaderAccount({ balance, unread = 0 }: { balance?: ReactNode; unread?: number }) {
  const { t } = useTranslation();
  const account = useSessionStore((state) => state.account);
  const isAgent = useSessionStore((state) => state.isAgent);
  const { data: info } = useMemberInfo();
  const { openAuth, openNotice } = useModalStore.getState();
  const gate = useGate();
  const showMemberCentre = useMemberCentreStore((state) => state.show);
  const memberCentre = (page: MemberCentrePage) => () => {
    if (gate('memberCenter')) showMemberCentre(page);
  };
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const items: MenuItem[] = [
    {
      icon: ReceiptText,
      label: t('auth.account.bettingRecord'),
      onSelect: memberCentre('personalHistoryCopy'),
      testId: 'header-betting-record',
    },
    {
      icon: WalletCards,
      label: t('auth.account.deposit'),
      onSelect: memberCentre('depositv2'),
      testId: 'header-deposit',
    },
    {
      icon: Banknote,
      label: t('auth.account.withdrawal'),
      onSelect: memberCentre('withdraw'),
      testId: 'header-withdrawal',
    },
    {
      icon: FileText,
      label: t('auth.account.accountDetails'),
      onSelect: memberCentre('transactionHistory'),
      testId: 'header-account-details',
    },
    {
      icon: KeyRound,
      label: t('auth.account.changePassword'),
      onSelect: () => gate('realMoney') && openAuth({ name: 'changePass' }),
    },
    {
      icon: UserCog,
      label: t('auth.account.memberCenter'),
      onSelect: memberCentre('securityCenter'),
      testId: 'header-member-center',
    },
    ...((AGENT_TYPES as readonly number[]).includes(isAgent)
      ? [
          {
            icon: Network,
            label: t('auth.account.agentCenter'),
            onSelect: () => gate('agentCenter') && useAgentCentreStore.getState().show(),
            testId: 'header-agent-center',
          },
        ]
      : []),
    {
      icon: LogOut,
      label: t('auth.account.signOut'),
      onSelect: () => openNotice({ kind: 'logout' }),
      testId: 'header-logout',
    },
  ];

  return (
    <div className="header-account" ref={rootRef}>
      {balance && <div className="header-account__balance">{balance}</div>}
      <a
        className="icon-button header-account__messages"
        href="?mc=messageV2"
        aria-label={
          unread > 0
            ? `${t('auth.account.messages')}: ${t('auth.account.unread', { count: unread })}`
            : t('auth.account.messages')
        }
        onClick={(event) => {
          event.preventDefault();
          memberCentre('messageV2')();
        }}
      >
        <Bell size={16} aria-hidden />
        {unread > 0 && (
          <span className="header-account__unread" data-testid="header-unread" aria-hidden>
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </a>
      <button
        type="button"
        className="header-account__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        {/* Named by its text (the account shown) after a hidden lead, not aria-label (WCAG 2.5.3). */}
        <span className="visually-hidden">{t('auth.account.menu')}: </span>
        {info?.avatarUrl ? (
          <img src={info.avatarUrl} alt="" className="header-account__avatar" />
        ) : (
          <CircleUserRound size={28} aria-hidden />
        )}
        <span className="header-account__name" data-testid="header-account">
          {account}
        </span>
        {isAgent === TRIAL_ACCOUNT_TYPE && (
          <span className="header-account__trial">{t('auth.account.trial')}</span>
        )}
        <ChevronDown size={14} aria-hidden />
      </button>
      {open && (
        <div className="header-account__menu">
          {/* Phones have no room for the balance in the header bar: it leads the menu there. */}
          {balance && <div className="header-account__menu-balance">{balance}</div>}
          <ul role="menu" aria-label={t('auth.account.menu')}>
            {items.map((item) => (
              <MenuEntry
                key={item.label}
                item={item}
                onDone={() => setOpen(false)}
                soon={item.onSelect ? null : t('common.comingSoon')}
                gate={gate}
              />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function MenuEntry({
  item,
  onDone,
  soon,
  gate,
}: {
  item: MenuItem;
  onDone: () => void;
  soon: ReactNode;
  gate: (need?: GateNeed) => boolean;
}) {
  const Icon = item.icon;
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        className="header-account__item"
        data-testid={item.testId}
        onClick={() => {
          onDone();
          if (item.onSelect) item.onSelect();
          else gate(item.need);
        }}
      >
        <Icon size={16} aria-hidden />
        <span>{item.label}</span>
        {soon && <small className="header-account__soon">{soon}</small>}
      </button>
    </li>
  );
}
