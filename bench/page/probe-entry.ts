/**
 * The app's own modules, bundled for a page of the app's origin (bench/lib/probe.ts): the catalogue search
 * function, the Dexie database and the outbox's enqueue. The bench measures these, not copies of them.
 */
import { filterDevices } from '../../src/shared/devices/search.ts';
import { db } from '../../src/offline/db.ts';
import { enqueue } from '../../src/offline/outbox/enqueue.ts';

const probe = { filterDevices, db, enqueue };
export type BenchProbe = typeof probe;

(window as unknown as { benchProbe: BenchProbe }).benchProbe = probe;
