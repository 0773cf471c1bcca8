import type { Logger } from './logger.ts';

export interface BackgroundTasks {
  /** Runs `task` after the response; a failure is logged, never thrown at the caller. */
  run(label: string, task: () => Promise<unknown>): void;
  /** Waits for every task started so far (shutdown, tests). */
  drain(): Promise<void>;
}

/**
 * Work a response must not wait for. The account calls that must answer alike for known and unknown e-mail
 * addresses (reset, resend) do their mailing here, so their response time does not depend on the account.
 */
export function createBackgroundTasks(log: Logger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(label, task) {
      const promise = task()
        .catch((error: unknown) => log.error({ err: error, task: label }, 'background task failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
