import { createECDH, randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushMessages, pushSubscriptions } from '../../server/db/schema/index.ts';
import { vapidFile } from '../../server/services/push/vapid.ts';
import { testClock } from './helpers/clock.ts';
import { client, ops, placeOrder, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/** A local push service: records every request; answers with the status set for its path (201 by default). */
interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
const statusFor = new Map<string, number>();
let pushService: Server;
let base: string;

const clock = testClock();
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method!, path: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statusFor.get(request.url!) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

/** Keys as a browser makes them: a P-256 public key (65 bytes) and a 16-byte auth secret, base64url. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** The local endpoint goes in directly: the API accepts only the browsers' own push services (tested below). */
async function subscribeLocally(userId: number, path: string) {
  const endpoint = `${base}${path}`;
  await t.database.db.insert(pushSubscriptions).values({ userId, endpoint, ...browserKeys() });
  return endpoint;
}

/** One scheduler tick with the push-send job due (it runs every 15 s of the server's clock). */
async function tick(ms = 20_000) {
  clock.advanceMs(ms);
  return t.app.jobs.runDue();
}

const subscriptionsOf = (userId: number) => t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const messagesOf = (orderId: number) => t.database.db.select().from(pushMessages).where(eq(pushMessages.orderId, orderId));
const move = (id: number, name: string, payload?: object) => ops(t, 'POST', `/api/ops/orders/${id}/${name}`, payload);

describe('VAPID keys', () => {
  it('are made at first start in DATA_DIR, owner-only, and the public key is what the API gives browsers', async () => {
    const file = vapidFile(t.config.dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(await readFile(file, 'utf8')) as { publicKey: string; privateKey: string };
    const res = await client(t).get('/api/push/public-key');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, public_key: stored.publicKey });
    expect(res.body).not.toContain(stored.privateKey);
  });
});

describe('subscribe and unsubscribe', () => {
  const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`;

  it('a signed-in seller subscribes this browser and unsubscribes it; signed out is 401', async () => {
    const seller = await verifiedSeller(t);
    const endpoint = fcm();
    expect((await client(t).post('/api/push/subscribe', { endpoint, keys: browserKeys() })).statusCode).toBe(401);
    const on = await seller.api.post('/api/push/subscribe', { endpoint, expirationTime: null, keys: browserKeys() });
    expect(on.json()).toEqual({ success: true, message: 'Order updates are on for this browser.' });
    expect((await subscriptionsOf(seller.user.id)).map((row) => row.endpoint)).toEqual([endpoint]);
    // Another seller cannot remove it.
    const other = await verifiedSeller(t);
    await other.api.post('/api/push/unsubscribe', { endpoint });
    expect(await subscriptionsOf(seller.user.id)).toHaveLength(1);
    const off = await seller.api.post('/api/push/unsubscribe', { endpoint });
    expect(off.json()).toEqual({ success: true, message: 'Order updates are off for this browser.' });
    expect(await subscriptionsOf(seller.user.id)).toHaveLength(0);
  });

  it('refuses what is not a browser push service, or not a subscription, with 400 and the reason', async () => {
    const seller = await verifiedSeller(t);
    const refused = async (body: object) => {
      const res = await seller.api.post('/api/push/subscribe', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return res.json().message as string;
    };
    expect(await refused({ endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys: browserKeys() })).toContain('https');
    expect(await refused({ endpoint: 'https://127.0.0.1/anything', keys: browserKeys() })).toBe("This browser's push service is not supported.");
    expect(await refused({ endpoint: 'https://fcm.googleapis.com.evil.example/x', keys: browserKeys() })).toBe(
      "This browser's push service is not supported.",
    );
    expect(await refused({ endpoint: fcm(), keys: { p256dh: 'short', auth: browserKeys().auth } })).toContain('p256dh');
    expect(await refused({ endpoint: fcm() })).toBeTruthy();
    expect(await subscriptionsOf(seller.user.id)).toHaveLength(0);
  });
});

describe('order updates sent by the scheduler', () => {
  it('device arrived: one encrypted POST with the VAPID Authorization header and a TTL, claimed once', async () => {
    const seller = await verifiedSeller(t);
    await subscribeLocally(seller.user.id, '/ok/arrived');
    const { order_id: id } = await placeOrder(t, seller);
    expect((await move(id, 'deliver')).statusCode).toBe(200);
    await tick();
    const posts = received.filter((request) => request.path === '/ok/arrived');
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post!.method).toBe('POST');
    expect(post!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(post!.headers.ttl).toBe('259200');
    expect(post!.headers['content-encoding']).toBe('aes128gcm');
    expect(post!.body.length).toBeGreaterThan(100);
    expect(post!.body.toString('latin1')).not.toContain('arrived');
    const [message] = await messagesOf(id);
    expect(message).toMatchObject({ title: `QMT-${id}: your device has arrived`, url: `/dashboard?order=${id}`, attempts: 1 });
    expect(message!.sentAt).not.toBeNull();
    // Sent is sent: later ticks do not send it again.
    await tick();
    expect(received.filter((request) => request.path === '/ok/arrived')).toHaveLength(1);
  });

  it('checked in and paid are sent too, each once', async () => {
    const seller = await verifiedSeller(t);
    await subscribeLocally(seller.user.id, '/ok/lifecycle');
    const { order_id: id } = await placeOrder(t, seller);
    for (const name of ['deliver', 'checkin', 'pay', 'complete']) expect((await move(id, name)).statusCode).toBe(200);
    await tick();
    expect(received.filter((request) => request.path === '/ok/lifecycle')).toHaveLength(3);
    const titles = (await messagesOf(id)).map((message) => message.title).sort();
    expect(titles).toEqual([`QMT-${id}: checked in`, `QMT-${id}: paid`, `QMT-${id}: your device has arrived`]);
  });

  it('a subscription the push service says is gone (410) is removed; the others still get it', async () => {
    const seller = await verifiedSeller(t);
    const gone = await subscribeLocally(seller.user.id, '/gone/410');
    statusFor.set('/gone/410', 410);
    await subscribeLocally(seller.user.id, '/ok/second-browser');
    const { order_id: id } = await placeOrder(t, seller);
    await move(id, 'deliver');
    await tick();
    expect(
      received
        .map((request) => request.path)
        .filter((path) => path !== '/ok/arrived')
        .sort(),
    ).toEqual(['/gone/410', '/ok/second-browser']);
    expect((await subscriptionsOf(seller.user.id)).map((row) => row.endpoint)).not.toContain(gone);
    expect(await subscriptionsOf(seller.user.id)).toHaveLength(1);
    expect((await messagesOf(id))[0]!.sentAt).not.toBeNull();
  });

  it('a push service that fails (500) is tried again after the retry delay, not before', async () => {
    const seller = await verifiedSeller(t);
    await subscribeLocally(seller.user.id, '/flaky');
    statusFor.set('/flaky', 500);
    const { order_id: id } = await placeOrder(t, seller);
    await move(id, 'deliver');
    await tick();
    expect(received.filter((request) => request.path === '/flaky')).toHaveLength(1);
    expect((await messagesOf(id))[0]).toMatchObject({ sentAt: null, attempts: 1, lastError: 'push service answered 500' });
    statusFor.set('/flaky', 201);
    await tick(20_000);
    expect(received.filter((request) => request.path === '/flaky')).toHaveLength(1);
    await tick(60_000);
    expect(received.filter((request) => request.path === '/flaky')).toHaveLength(2);
    expect((await messagesOf(id))[0]).toMatchObject({ attempts: 2, lastError: null });
    expect((await messagesOf(id))[0]!.sentAt).not.toBeNull();
  });

  it('a revised offer is sent with its deadline, and a reminder two days before it lapses', async () => {
    const seller = await verifiedSeller(t);
    await subscribeLocally(seller.user.id, '/ok/revised');
    const { order_id: id } = await placeOrder(t, seller);
    for (const name of ['deliver', 'checkin']) await move(id, name);
    expect((await move(id, 'revise', { price: 10, reason: 'Cracked screen' })).statusCode).toBe(200);
    await tick();
    const revised = (await messagesOf(id)).find((message) => message.title.includes('revised offer'));
    expect(revised).toMatchObject({ title: `QMT-${id}: a revised offer of £10.00` });
    expect(revised!.body).toMatch(/^Please accept or decline it by \w+day \d+ \w+, or your device is sent back\.$/);
    const sentBefore = received.filter((request) => request.path === '/ok/revised').length;
    clock.advanceDays(11);
    await tick();
    expect(received.filter((request) => request.path === '/ok/revised')).toHaveLength(sentBefore);
    clock.advanceDays(1);
    await tick();
    expect(received.filter((request) => request.path === '/ok/revised')).toHaveLength(sentBefore + 1);
    const reminder = (await messagesOf(id)).find((message) => message.title.includes('2 days left'));
    expect(reminder!.sentAt).not.toBeNull();
  });

  it('no reminder once the seller has answered the revised offer', async () => {
    const seller = await verifiedSeller(t);
    await subscribeLocally(seller.user.id, '/ok/answered');
    const { order_id: id } = await placeOrder(t, seller);
    for (const name of ['deliver', 'checkin']) await move(id, name);
    await move(id, 'revise', { price: 10, reason: 'Cracked screen' });
    await tick();
    const before = received.filter((request) => request.path === '/ok/answered').length;
    expect((await seller.api.post('/api/orders/requote/accept', { order_id: id })).statusCode).toBe(200);
    clock.advanceDays(13);
    await tick();
    expect(received.filter((request) => request.path === '/ok/answered')).toHaveLength(before);
    const reminder = (await messagesOf(id)).find((message) => message.title.includes('2 days left'));
    expect(reminder).toMatchObject({ lastError: 'not sent: the order has moved on' });
  });
});
