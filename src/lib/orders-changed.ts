/**
 * An order placed or answered in one tab reaches the seller's other open tabs (docs/offline.md#orders-in-every-tab):
 * Your Trade-ins open in a second tab reads its list again at once, without a reload. A BroadcastChannel, as Log out
 * uses (docs/decisions/166-log-out-reaches-every-tab.md): it does not fire in the tab that sent it, which refreshes its
 * own queries. Where the browser has none, the other tab shows the order at its next read.
 */
const channelName = 'qmt-orders';
type OrdersMessage = { type: 'orders-changed' };

export function announceOrdersChanged(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage({ type: 'orders-changed' } satisfies OrdersMessage);
  channel.close();
}

/** Calls `listener` when another tab announces a change to the orders; returns the unsubscribe. */
export function onOrdersChangedElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<OrdersMessage>) => {
    if (event.data?.type === 'orders-changed') listener();
  };
  return () => channel.close();
}
