import type { RecordEventBody } from '../contract/events.ts';

type ParamValue = string | number | boolean;

/**
 * Sends one consented event to POST /api/events. sendBeacon survives the page being closed or navigated away
 * (an add to basket is followed by a navigation); fetch with keepalive is the fallback. Failures are ignored:
 * analytics never gets in the seller's way. Only flat string/number/boolean parameters are sent, as the
 * contract's recordEventBody allows (checked on the server).
 */
export function sendEvent({ event, path, params }: { event: RecordEventBody['event']; path?: string; params?: Record<string, unknown> }): void {
  const body: RecordEventBody = { event };
  if (path) body.path = path.slice(0, 200);
  const flat = flatten(params);
  if (flat) body.params = flat;
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/events', new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse a JSON Blob in sendBeacon; fetch below does the same job.
  }
  if (typeof fetch !== 'function') return;
  void fetch('/api/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: json,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}

function flatten(params: Record<string, unknown> | undefined): Record<string, ParamValue> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params)
    .filter((entry): entry is [string, ParamValue] => ['string', 'number', 'boolean'].includes(typeof entry[1]))
    .filter(([key, value]) => key.length <= 40 && (typeof value !== 'number' || Number.isFinite(value)))
    .slice(0, 20)
    .map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, 200) : value] as const);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
