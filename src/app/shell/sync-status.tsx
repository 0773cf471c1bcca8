import { useLayoutEffect } from 'react';
import { ConnectivityBanner, offlineStartBannerId } from '../../components/connectivity-banner.tsx';
import { QueuedActions } from '../../components/queued-actions.tsx';
import type { QueuedActionView } from '../../components/queued-actions.tsx';
import { SyncNotice } from '../../components/sync-notice.tsx';
import { useAppBadge } from '../../lib/app-badge.ts';
import {
  discardAction,
  dismissResult,
  retryAction,
  rowStatusText,
  useOutboxRows,
  useReachability,
  useSyncResults,
} from '../../offline/outbox/index.ts';
import type { OutboxRow } from '../../offline/outbox/index.ts';

function title(row: OutboxRow): string {
  return row.type === 'add-to-basket' ? `Add ${row.label} to basket` : `Remove ${row.label} from basket`;
}

/**
 * Under the top bar on every page (docs/offline.md#outbox-rule-6-the-seller-always-sees-the-state): the offline banner, the queued actions with their state,
 * and what the server did with queued adds (the price it set, with the estimate when they differ).
 */
export function SyncStatus() {
  const reach = useReachability();
  const online = reach === 'reachable';
  const rows = useOutboxRows();
  const results = useSyncResults();
  // The same count on the app's icon, where the browser has a badge (docs/decisions/112-app-like-extras.md).
  useAppBadge(rows.length);
  // A page started offline showed a copy of the banner from its first paint, above the app's root, so nothing moved
  // when this arrives (docs/decisions/210). It goes in the same commit as this banner comes in (before the browser
  // paints): the page stays where it was, or, when the connection came back meanwhile, the room goes with the copy.
  useLayoutEffect(() => document.getElementById(offlineStartBannerId)?.remove(), []);
  const actions: QueuedActionView[] = rows.map((row) => ({
    opId: row.opId,
    title: title(row),
    status: rowStatusText(row, online),
    failed: row.state === 'failed',
  }));
  return (
    <>
      {reach !== 'reachable' && <ConnectivityBanner state={reach} />}
      <QueuedActions actions={actions} onRetry={(opId) => void retryAction(opId)} onDiscard={(opId) => void discardAction(opId)} />
      {results.map((result) => (
        <SyncNotice
          key={result.opId}
          label={result.label}
          estimate={result.estimate}
          estimated={result.estimated !== false}
          price={result.price}
          onDismiss={() => void dismissResult(result.opId)}
        />
      ))}
    </>
  );
}
