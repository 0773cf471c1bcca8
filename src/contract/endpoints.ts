import { defineEndpoint } from './endpoint.ts';
import { devicesResponse } from './devices.ts';

/** Spec section 7, one entry per row. Keys are verb-noun, matching the client's api/ files. */
export const endpoints = {
  getDevices: defineEndpoint({ method: 'GET', path: '/api/devices', response: devicesResponse }),
} as const;

export type EndpointName = keyof typeof endpoints;
