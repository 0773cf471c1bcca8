export * from './common.ts';
export * from './devices.ts';
export * from './endpoint.ts';
export * from './endpoints.ts';
