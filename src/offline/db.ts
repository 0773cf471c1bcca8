import { Dexie, type EntityTable } from 'dexie';
import type {
  Basket,
  Device,
  MarketingPreferences,
  OrderDetail,
  OrderSummary,
  PricingTable,
  QuestionLists,
  QuoteType,
  SelectedAnswers,
  User,
  UserDetails,
} from '../contract/index.ts';
import type { OutboxRow, SyncResult } from './outbox/types.ts';

/** A catalogue row: the API's device plus its index in the API's list, which is the display order. */
export interface StoredDevice extends Device {
  position: number;
}

/** Small key/value facts about the stored data (ETags, sync times). */
export interface MetaRow {
  key: string;
  value: string;
}

/** A device's question set as POST /api/questions last sent it; used when the network is gone. */
export interface StoredQuestionSet {
  deviceId: number;
  /** Lower-cased, to find a set by the name a link carries. */
  deviceName: string;
  lists: QuestionLists;
  /** The device's pricing table, for the offline estimate (absent in sets stored before it was sent). */
  pricing?: PricingTable;
  fetchedAt: number;
}

/** Where a draft stopped: choosing the type, a question (0-based), or waiting for / showing its price. */
export type DraftStep = 'choose-type' | number | 'price';

/**
 * A quote in progress (docs/offline.md): written at every answer, so closing the tab, a reload or a restart loses
 * nothing. One per device; removed when the quote goes into the basket or the seller starts again.
 */
export interface QuoteDraft {
  deviceId: number;
  device: Device;
  quoteType: QuoteType | null;
  answers: SelectedAnswers;
  step: DraftStep;
  /**
   * in-progress; awaiting-price: all answered, the price waits for a connection; priced: a price was shown;
   * queued: Add to Basket was tapped and the outbox row `opId` carries it (the draft goes when the server confirms).
   */
  status: 'in-progress' | 'awaiting-price' | 'priced' | 'queued';
  price?: number;
  /** The price was an offline estimate (the contract's pricing function on the stored table). */
  estimated?: boolean;
  opId?: string;
  updatedAt: number;
}

export type QmtDb = Dexie & {
  devices: EntityTable<StoredDevice, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  questionSets: EntityTable<StoredQuestionSet, 'deviceId'>;
  drafts: EntityTable<QuoteDraft, 'deviceId'>;
  account: EntityTable<AccountRow, 'key'>;
  outbox: EntityTable<OutboxRow, 'seq'>;
  syncResults: EntityTable<SyncResult, 'opId'>;
  orders: EntityTable<StoredOrder, 'order_id'>;
  labels: EntityTable<StoredLabel, 'labelUuid'>;
  orderDetails: EntityTable<StoredOrderDetail, 'order_id'>;
  basket: EntityTable<StoredBasketRow, 'key'>;
};

/** One database for the whole app; each schema change is a new version() below, never an edit. */
export const db = new Dexie('qmt') as QmtDb;

db.version(1).stores({
  devices: 'id, device_name, brand, device_type',
  meta: 'key',
});

// Question sets seen (offline answering) and quote drafts.
db.version(2).stores({
  questionSets: 'deviceId, deviceName',
  drafts: 'deviceId, updatedAt',
});

// Another tab opened a newer schema: this tab's code is stale, so close (unblocking the upgrade)
// and reload to pick up the new code rather than run against a closed database.
db.on('versionchange', () => {
  db.close();
  window.location.reload();
  return false;
});

/**
 * The last validated user (the dashboard opens offline with it), and the Account Settings and Marketing Preferences
 * the server last sent (docs/offline.md#the-last-known-account-pages); cleared at sign-out. Not indexed by value, so
 * the new keys needed no new version.
 */
export type AccountRow =
  | { key: 'user'; value: User; savedAt: number }
  | { key: 'details'; value: UserDetails; savedAt: number }
  | { key: 'marketing'; value: MarketingPreferences; savedAt: number }
  /** The orders list read while it was empty: with no order rows, this says "none" rather than "never read". */
  | { key: 'no-orders'; value: { owner: string }; savedAt: number };

// Version 3: the account table of docs/offline.md (user data, cleared by clearUserData() at sign-out).
db.version(3).stores({ account: 'key' });

/** A signed-in seller's order as GET /api/users/orders last sent it, for the dashboard offline. */
export interface StoredOrder extends OrderSummary {
  /** The signed-in seller's username (e-mail): another seller on this device never sees these. */
  owner: string;
  /** When the list was read from the server (absent in rows stored before it was kept). */
  savedAt?: number;
}

/** A label's drop-off QR code image and PDF, fetched once ready, so the counter needs no signal. */
export interface StoredLabel {
  labelUuid: string;
  owner: string;
  qrCode: Blob;
  pdf: Blob;
  labelUrl: string;
  qrcodeUrl: string;
  savedAt: number;
}

// Version 4 (docs/offline.md): the outbox (auto-increment seq = the order taps happened in, across tabs), what the
// server answered to each action, and the seller's orders and labels. All but the outbox are cleared at sign-out.
db.version(4).stores({
  outbox: '++seq, &opId, state',
  syncResults: 'opId, completedAt',
  orders: 'order_id, owner, created_at',
  labels: 'labelUuid, owner',
});

/** An order's detail as GET /api/users/orders/:orderId last sent it: the counter needs it with no signal. */
export interface StoredOrderDetail extends OrderDetail {
  owner: string;
  savedAt: number;
}

// Version 5 (docs/offline.md#orders-at-the-counter): each order's detail, cleared at sign-out with the orders.
db.version(5).stores({ orderDetails: 'order_id, owner' });

/** The basket as the server last sent it (one row), for a basket page opened with no signal. */
export interface StoredBasketRow {
  key: 'basket';
  value: Basket;
  savedAt: number;
}

// Version 6 (docs/offline.md#the-last-known-basket): the last basket read, cleared at sign-out with the user tables.
db.version(6).stores({ basket: 'key' });
