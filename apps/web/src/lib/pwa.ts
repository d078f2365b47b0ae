/** Chrome's install prompt, kept from when it fires (at any time after load) until /down offers it. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/** Registers the service worker (production builds only) and keeps the install prompt for later. */
export function startPwa(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    listeners.forEach((listener) => listener());
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    listeners.forEach((listener) => listener());
  });
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  }
}

export function canInstall(): boolean {
  return deferred !== null;
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the prompt can be used once. */
export async function install(): Promise<void> {
  const event = deferred;
  deferred = null;
  listeners.forEach((listener) => listener());
  await event?.prompt();
}
