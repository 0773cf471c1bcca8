import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportAnswered, reportUnanswered, resetReachability } from '../../src/lib/api/reachability.ts';
import { readAgainWhenReachable, refetchFailedReadsWhenReachable } from '../../src/lib/api/refetch-when-reachable.ts';

/**
 * An outside review: a basket opened with no signal said "Failed to load basket items" and stayed so after the signal
 * came back (Next disabled) until a reload. A read on screen that failed asks again once the server answers.
 */
afterEach(() => resetReachability());

async function failedRead(client: QueryClient, key: string, read: () => Promise<string>) {
  const observer = new QueryObserver(client, { queryKey: [key], queryFn: read, retry: false });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
  return { observer, unsubscribe };
}

describe('reads that failed while the server was out of reach', () => {
  it('are asked again once it answers, those on screen only; reads that worked are left alone', async () => {
    const client = new QueryClient();
    const stop = refetchFailedReadsWhenReachable(client);
    reportUnanswered();
    let basketAnswers = false;
    const basket = vi.fn(async () => {
      if (!basketAnswers) throw new Error('no answer');
      return 'two items';
    });
    const shown = await failedRead(client, 'basket', basket);
    const gone = vi.fn(async () => {
      throw new Error('no answer');
    });
    const left = await failedRead(client, 'left-page', gone);
    left.unsubscribe();
    const fine = vi.fn(async () => 'ok');
    const okObserver = new QueryObserver(client, { queryKey: ['fine'], queryFn: fine });
    const unsubscribeOk = okObserver.subscribe(() => {});
    await vi.waitFor(() => expect(okObserver.getCurrentResult().status).toBe('success'));

    basketAnswers = true;
    reportAnswered();
    await vi.waitFor(() => expect(shown.observer.getCurrentResult().data).toBe('two items'));
    expect(basket).toHaveBeenCalledTimes(2);
    expect(gone).toHaveBeenCalledTimes(1);
    expect(fine).toHaveBeenCalledTimes(1);

    // Still reachable: nothing more is asked.
    reportAnswered();
    expect(basket).toHaveBeenCalledTimes(2);
    stop();
    shown.unsubscribe();
    unsubscribeOk();
  });

  it('a read that answered from the last known copy is asked again too, once; the server’s answer replaces it', async () => {
    const client = new QueryClient();
    const stop = refetchFailedReadsWhenReachable(client);
    reportUnanswered();
    let serverAnswers = false;
    const read = vi.fn(async () => (serverAnswers ? { items: 2 } : { items: 1, lastKnownAt: 1_700_000_000_000 }));
    const observer = new QueryObserver(client, { queryKey: ['basket'], queryFn: read, retry: false });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ items: 1, lastKnownAt: 1_700_000_000_000 }));

    serverAnswers = true;
    reportAnswered();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ items: 2 }));
    expect(read).toHaveBeenCalledTimes(2);
    reportUnanswered();
    reportAnswered();
    expect(read).toHaveBeenCalledTimes(2);
    stop();
    unsubscribe();
  });

  it('a read marked to be read again (the basket badge’s bare count) is asked again each time the server answers again', async () => {
    const client = new QueryClient();
    const stop = refetchFailedReadsWhenReachable(client);
    reportUnanswered();
    let count = 0;
    const read = vi.fn(async () => count);
    const observer = new QueryObserver(client, {
      queryKey: ['basket', 'count'],
      queryFn: read,
      staleTime: Infinity,
      meta: { [readAgainWhenReachable]: true },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(0));

    // Another tab sent a queued device meanwhile, and this tab missed the news.
    count = 1;
    reportAnswered();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
    reportUnanswered();
    count = 2;
    reportAnswered();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(2));
    expect(read).toHaveBeenCalledTimes(3);
    stop();
    unsubscribe();
  });
  it('a first read still under way when the server answers again (reading the kept copy) is asked again, not joined', async () => {
    // A CI failure: reloaded in a dead spot, the badge's first read was still in Dexie when the signal came back;
    // the reconnect's refetch joined it and the kept count stayed, though the basket had been emptied elsewhere.
    const client = new QueryClient();
    const stop = refetchFailedReadsWhenReachable(client);
    reportUnanswered();
    let releaseKeptCopy = () => {};
    const read = vi.fn(async () => {
      if (read.mock.calls.length > 1) return 0;
      await new Promise<void>((resolve) => (releaseKeptCopy = resolve));
      return 1;
    });
    const observer = new QueryObserver(client, {
      queryKey: ['basket', 'count'],
      queryFn: read,
      staleTime: Infinity,
      retry: false,
      meta: { [readAgainWhenReachable]: true },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));

    reportAnswered();
    releaseKeptCopy();
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(observer.getCurrentResult().data).toBe(0);
    stop();
    unsubscribe();
  });
});
