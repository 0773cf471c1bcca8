import { useCallback, useEffect, useState } from 'react';
import type { UIEvent } from 'react';

/** How close to the bottom (px) the list must scroll before the next batch shows. */
const threshold = 48;

/**
 * Infinite scroll over an already loaded list: `count` starts at one batch and grows by a batch each time the
 * scrolling container nears its end; a new `resetKey` (a new search) starts again from one batch.
 */
export function useInfiniteCount(total: number, batch: number, resetKey: string) {
  const [count, setCount] = useState(batch);
  useEffect(() => setCount(batch), [resetKey, batch]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const box = event.currentTarget;
      if (box.scrollTop + box.clientHeight >= box.scrollHeight - threshold) {
        setCount((shown) => (shown < total ? shown + batch : shown));
      }
    },
    [total, batch],
  );
  return { count: Math.min(count, total), onScroll };
}
