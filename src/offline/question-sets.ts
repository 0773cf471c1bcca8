import type { PricingTable, QuestionLists } from '../contract/index.ts';
import { db } from './db.ts';
import type { StoredQuestionSet } from './db.ts';

/** Every question set fetched is kept (replacing the older copy), so the device can be quoted offline. */
export async function storeQuestionSet(deviceId: number, deviceName: string, lists: QuestionLists, pricing?: PricingTable): Promise<void> {
  await db.questionSets.put({ deviceId, deviceName: deviceName.trim().toLowerCase(), lists, ...(pricing ? { pricing } : {}), fetchedAt: Date.now() });
}

/** The stored set for a device, by id, else by name (a set stored before the catalogue ids changed). */
export async function findQuestionSet(deviceId: number, deviceName: string): Promise<StoredQuestionSet | undefined> {
  return (await db.questionSets.get(deviceId)) ?? (await db.questionSets.where('deviceName').equals(deviceName.trim().toLowerCase()).first());
}

/** Whether this device can be quoted with no connection (its questions were seen, or saved for offline). */
export async function hasStoredQuestionSet(device: { id: number; device_name: string }): Promise<boolean> {
  return (await findQuestionSet(device.id, device.device_name)) !== undefined;
}

// The live list of stored sets lives apart, so a page can read it without loading Dexie before its first view.
export { useStoredQuestionSetIds } from './question-set-ids.ts';
