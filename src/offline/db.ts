import { Dexie, type EntityTable } from 'dexie';
import type { Device, User } from '../contract/index.ts';

/** A catalogue row: the API's device plus its index in the API's list, which is the display order. */
export interface StoredDevice extends Device {
  position: number;
}

/** Small key/value facts about the stored data (ETags, sync times). */
export interface MetaRow {
  key: string;
  value: string;
}

export type QmtDb = Dexie & {
  devices: EntityTable<StoredDevice, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  account: EntityTable<AccountRow, 'key'>;
};

/** One database for the whole app; each schema change is a new version() below, never an edit. */
export const db = new Dexie('qmt') as QmtDb;

db.version(1).stores({
  devices: 'id, device_name, brand, device_type',
  meta: 'key',
});

// Another tab opened a newer schema: this tab's code is stale, so close (unblocking the upgrade)
// and reload to pick up the new code rather than run against a closed database.
db.on('versionchange', () => {
  db.close();
  window.location.reload();
  return false;
});

/** The last validated user (the dashboard opens offline with it); cleared at sign-out. */
export interface AccountRow {
  key: 'user';
  value: User;
  savedAt: number;
}

// Version 2: the account table of OFFLINE.md (user data, cleared by clearUserData() at sign-out).
db.version(2).stores({ account: 'key' });
