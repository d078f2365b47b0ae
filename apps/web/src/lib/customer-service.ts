import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/** §4 popup sizes: 440×750 when opened from the shell, 440×500 elsewhere (maintenance, blocked pages). */
const POPUP_HEIGHT = { shell: 750, page: 500 } as const;

/**
 * Opens the customer-service popup inside the click (so popup blockers allow it) as a blank window,
 * then gives it the address the customer-service call names; it closes again when that call fails (§8).
 */
export function openCustomerService(where: keyof typeof POPUP_HEIGHT, queryClient?: QueryClient): void {
  const popup = window.open('', 'swerte-live-chat', `width=440,height=${POPUP_HEIGHT[where]}`);
  if (!popup) return;
  // The chat site gets no handle on this page.
  popup.opener = null;
  void import('./customer-service-address')
    .then((m) => m.customerServiceAddress(queryClient))
    .then(
      (address) => {
        if (!popup.closed) popup.location.replace(address);
      },
      () => popup.close(),
    );
}

/** A click handler that opens the popup, with the cached member info deciding the channel. */
export function useOpenCustomerService(where: keyof typeof POPUP_HEIGHT = 'shell'): () => void {
  const queryClient = useQueryClient();
  return () => openCustomerService(where, queryClient);
}
