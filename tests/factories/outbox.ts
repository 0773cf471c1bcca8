import type { Device } from '../../src/contract/index.ts';
import type { QuoteDraft } from '../../src/offline/db.ts';
import type { OutboxAction } from '../../src/offline/outbox/index.ts';

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
