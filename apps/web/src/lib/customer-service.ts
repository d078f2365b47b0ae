/** §4: customer service opens in a popup, 440x750 from the shell. */
export function openLiveChat(url: string): void {
  const popup = window.open(url, 'swerte-live-chat', 'width=440,height=750,noopener');
  // Popup blockers return null: fall back to a new tab so the player still reaches support.
  if (!popup) window.open(url, '_blank', 'noopener');
}
