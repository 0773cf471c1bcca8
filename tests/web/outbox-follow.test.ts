import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { followOutbox } from '../../src/app/layout/use-outbox-sync.ts';
import { queryKeys } from '../../src/lib/query-keys.ts';
import type { CompletedDetail, OutboxRow } from '../../src/offline/outbox/index.ts';

/**
 * Found by e2e/basket-never-read.spec.ts (lie-fi failing): a basket never read online, the signal back. The basket
 * page's read and the queued add left together; the read, without the session cookie the add's answer set, found an
 * empty basket, and the add's landing joined that read instead of asking again. The seller saw "Your basket is
 * empty" under the toast saying the phone had been added.
 */
describe('a queued action landing while the basket is being read', () => {
  it('reads the basket again, so the page shows what the server now holds', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: Array<(items: string[]) => void> = [];
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.basketContents,
      queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(answers).toHaveLength(1));

    const signals = new EventTarget();
    const stop = followOutbox(signals, client);
    const detail: CompletedDetail = { row: {} as OutboxRow, itemCount: 1 };
    signals.dispatchEvent(new CustomEvent('completed', { detail }));
    // The read that left before the add answers with the empty basket it saw.
    answers[0]!([]);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(['iPhone 13']);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['iPhone 13']));
    expect(client.getQueryData(queryKeys.basketCount)).toBe(1);
    stop();
    unsubscribe();
  });
});
