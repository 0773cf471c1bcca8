// One file per area; drizzle-kit reads this folder to write migrations (npm run db:generate -- --name <area>).
export * from './catalogue.ts';
export * from './support.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './tokens.ts';
export * from './marketing.ts';
export * from './basket.ts';
export * from './events.ts';
export * from './popular.ts';
export * from './questions.ts';
export * from './quotes.ts';
export * from './discounts.ts';
export * from './orders.ts';
export * from './referrals.ts';
export * from './idempotency.ts';
export * from './jobs.ts';
