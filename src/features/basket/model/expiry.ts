/** docs/product.md#9-business-constants-and-limits: an item is 'expiring soon' with under 24 hours left. */
export const expiringSoonMs = 24 * 60 * 60 * 1000;

export type ExpiryState = { kind: 'expired' } | { kind: 'expiring-soon'; hours: number; minutes: number } | { kind: 'valid' };

/** The badge of a basket item: EXPIRED from `expires_at` on (or when the server says so), EXPIRES SOON under 24 hours. */
export function expiryState(item: { expires_at: string; expired: 0 | 1 }, now: number): ExpiryState {
  const left = Date.parse(item.expires_at) - now;
  if (item.expired === 1 || left <= 0) return { kind: 'expired' };
  if (left < expiringSoonMs) {
    const totalMinutes = Math.max(1, Math.floor(left / 60_000));
    return { kind: 'expiring-soon', hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
  }
  return { kind: 'valid' };
}

/** '5h 12m left' */
export function timeLeftText(state: { hours: number; minutes: number }): string {
  return `${state.hours}h ${state.minutes}m left`;
}
