import type { Logger } from '../logger.ts';
import type { Db } from '../../db/client.ts';
import { loadPricingTables, type PricingTables } from './pricing-tables.ts';

export interface PricingCatalogue {
  /** The tables in force; waits only for the very first load. */
  tables(): Promise<PricingTables>;
  /** Reloads now (after a seed or an operator change in this process); requests keep the old tables until it is in. */
  refresh(): Promise<void>;
  stop(): void;
}

/**
 * The pricing tables in memory, reloaded in the background every `refreshMs` so a catalogue changed by another
 * process (several servers on one PostgreSQL) is priced here within that time. A failed reload keeps the tables
 * already in force: a quote is never refused because a refresh hit a busy database.
 */
export function createPricingCatalogue(db: Db, log: Logger, refreshMs = 30_000): PricingCatalogue {
  let current: Promise<PricingTables> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let reloading: Promise<void> | undefined;

  const first = (): Promise<PricingTables> => {
    current ??= loadPricingTables(db);
    current.catch(() => (current = undefined));
    return current;
  };

  const refresh = (): Promise<void> => {
    reloading ??= loadPricingTables(db)
      .then((tables) => void (current = Promise.resolve(tables)))
      .catch((error: unknown) => log.error({ err: error }, 'pricing tables reload failed'))
      .finally(() => (reloading = undefined));
    return reloading;
  };

  return {
    tables() {
      if (!timer && refreshMs > 0) {
        timer = setInterval(() => void refresh(), refreshMs);
        timer.unref();
      }
      return first();
    },
    refresh,
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
