import type { Device } from '../../src/contract/index.ts';
import type { QuoteDraft } from '../../src/offline/db.ts';
import type { OutboxAction, OutboxRow } from '../../src/offline/outbox/index.ts';

let next = 1;

/** An add-to-basket action for a made-up device (the drainer never looks inside the payload). */
export function createAddAction(
  overrides: Partial<Extract<OutboxAction, { type: 'add-to-basket' }>> = {},
): Extract<OutboxAction, { type: 'add-to-basket' }> {
  const deviceId = next++;
  return {
    type: 'add-to-basket',
    payload: { deviceId, quoteType: 'standard', selected_answers: { 'Does it power on?': 'Yes' } },
    label: `Phone ${deviceId}`,
    estimate: 100,
    ...overrides,
  };
}

export function createDraft(device: Device, overrides: Partial<QuoteDraft> = {}): QuoteDraft {
  return {
    deviceId: device.id,
    device,
    quoteType: 'standard',
    answers: { 'Does it power on?': 'Yes' },
    step: 'price',
    status: 'priced',
    price: 100,
    updatedAt: Date.now(),
    ...overrides,
  };
}

/** A queued add-to-basket row as the outbox stores it (an iPhone 13 at £170, never tried), for tests that seed Dexie. */
export function createQueuedAddRow(overrides: Partial<OutboxRow> = {}): OutboxRow {
  return {
    ...createAddAction({ payload: { deviceId: 1, selected_answers: {}, quoteType: 'standard' }, label: 'iPhone 13', estimate: 170 }),
    opId: crypto.randomUUID(),
    createdAt: Date.now(),
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    state: 'queued',
    ...overrides,
  } as OutboxRow;
}
