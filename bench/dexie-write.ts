import type { Browser } from 'playwright';
import type { Device } from '../src/contract/index.ts';
import type { BenchProbe } from './page/probe-entry.ts';
import { openLabPage } from './lib/lab-page.ts';
import { reference, type Row } from './lib/row.ts';
import { median, round } from './lib/stats.ts';

const runs = 5;

/**
 * Dexie bulk write of 5,000 catalogue rows in Chromium, with the app's real db module (src/offline/db.ts) in the
 * app's origin: one read-write transaction of bulkPut into an emptied devices table, as the catalogue refresh writes.
 */
export async function dexieBulkWrite(browser: Browser, baseUrl: string, generated: Device[]): Promise<Row[]> {
  const lab = await openLabPage(browser, baseUrl);
  try {
    const times = await lab.page.evaluate(
      async ({ rows, runs }) => {
        const { db } = (window as unknown as { benchProbe: BenchProbe }).benchProbe;
        const stored = rows.map((device, position) => ({ ...device, position }));
        const measured: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          await db.devices.clear();
          const started = performance.now();
          await db.transaction('rw', db.devices, () => db.devices.bulkPut(stored));
          measured.push(performance.now() - started);
        }
        if ((await db.devices.count()) !== stored.length) throw new Error('the devices table does not hold every row');
        await db.devices.clear();
        return measured;
      },
      { rows: generated, runs },
    );
    return [
      reference(
        `Dexie bulk write of ${generated.length.toLocaleString('en-GB')} catalogue rows`,
        round(median(times), 1),
        'ms',
        `Chromium (Playwright), app's src/offline/db.ts in its origin: bulkPut in one rw transaction into an emptied table; median of ${runs} (${times.map((t) => round(t)).join(', ')} ms)`,
      ),
    ];
  } finally {
    await lab.close();
  }
}
