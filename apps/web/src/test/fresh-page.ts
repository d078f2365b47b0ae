import { cleanup, configure } from '@testing-library/react';
import { afterAll } from 'vitest';
import { useAgentCentreStore } from '../stores/agent-centre-store';
import { useBalanceVisibility } from '../stores/balance-visibility-store';
import { useGameStore } from '../stores/game-store';
import { useMemberCentreStore } from '../stores/member-centre-store';
import { useModalStore } from '../stores/modal-store';
import { useSessionStore } from '../stores/session-store';
import { useThemeStore } from '../stores/theme-store';

// The web tests share one page and one module graph per worker (starting jsdom for every file cost
// more than the tests): each file starts from an empty page, empty storage and the stores' first state.
function resetStore<S>(store: { getInitialState: () => S; setState: (state: S, replace: true) => void }) {
  store.setState(store.getInitialState(), true);
}

function resetStores(): void {
  resetStore(useAgentCentreStore);
  resetStore(useBalanceVisibility);
  resetStore(useGameStore);
  resetStore(useMemberCentreStore);
  resetStore(useModalStore);
  resetStore(useSessionStore);
  resetStore(useThemeStore);
}

function freshPage(): void {
  // Unmounts what a file rendered and left: wiping the body under a mounted tree would break the next unmount.
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const attribute of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(attribute.name);
  }
  resetStores();
}

// A page's first render imports its lazy chunk, which the test server transforms on demand: on a
// loaded 2-core machine that alone has taken over a second, testing-library's default wait.
configure({ asyncUtilTimeout: 5_000 });

freshPage();
afterAll(freshPage);
