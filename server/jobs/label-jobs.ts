import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { site } from '@/shared/site.ts';
import { orderItems, orders } from '../db/schema/index.ts';
import { orderConfirmationMail } from '../services/orders/order-mail.ts';
import { orderNumber } from '../services/orders/order-view.ts';
import { readLabelFile, writeLabelFile } from '../services/labels/label-files.ts';
import { createLabelRenderer } from '../services/labels/label-renderer.ts';

export interface LabelJobs {
  /**
   * Makes the label of `labelUuid` (and mails the confirmation) in the background, unless already under way here.
   * `origin` is where the mail's dashboard link points (publicOrigin of the request that asked).
   */
  start(labelUuid: string, origin: string): void;
  /** The same, awaited (the scheduler's retry); a failure is recorded on the order and thrown. */
  runNow(labelUuid: string, origin: string): Promise<void>;
  /** At start-up: the jobs a stopped process left pending. */
  resumePending(): Promise<void>;
  /** Readies the label thread ahead of the first order (label-renderer.ts). */
  warm(): void;
}

/**
 * The label job the checkout records (orders.label_status 'pending'). It runs after the response (app.background);
 * every step is safe to run twice (files are replaced whole, the status and the mail are claimed by conditional
 * UPDATEs), so a job left half-done by a restart is simply run again: at start-up, or when label-status polls it.
 */
export function createLabelJobs(app: FastifyInstance): LabelJobs {
  const running = new Set<string>();
  const db = () => app.database.db;
  // Off the request thread: drawing a label is ~170 ms of CPU (label-renderer.ts).
  const renderer = createLabelRenderer();
  app.addHook('onClose', () => renderer.close());

  async function run(labelUuid: string, origin: string): Promise<void> {
    const [order] = await db().select().from(orders).where(eq(orders.labelUuid, labelUuid));
    if (!order) return;
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
    const label = await renderer.render({
      orderNumber: orderNumber(order.id),
      labelUuid,
      sender: {
        name: `${order.firstName} ${order.lastName}`,
        lines: [order.addressLine1, order.addressLine2, order.city, order.postcode].filter(Boolean),
      },
      createdAt: order.createdAt,
    });
    if (order.labelStatus === 'pending') {
      await writeLabelFile(app.config.dataDir, labelUuid, 'pdf', label.pdf);
      await writeLabelFile(app.config.dataDir, labelUuid, 'png', label.qrPng);
      await db()
        .update(orders)
        .set({ labelStatus: 'ready', labelError: null })
        .where(and(eq(orders.id, order.id), eq(orders.labelStatus, 'pending')));
    }
    // Claimed first, so two runs never send it twice; released again if the transport fails, for the next run.
    const [claimed] = await db()
      .update(orders)
      .set({ confirmationMailedAt: app.clock.now() })
      .where(and(eq(orders.id, order.id), isNull(orders.confirmationMailedAt)))
      .returning({ id: orders.id });
    if (!claimed) return;
    try {
      const pdf = order.labelStatus === 'ready' ? await readLabelFile(app.config.dataDir, labelUuid, 'pdf') : label.pdf;
      await app.mailer.send(
        orderConfirmationMail(
          order,
          items.map((item) => item.deviceName),
          { pdf, qrPng: label.qrPng },
          `${origin}/dashboard`,
        ),
      );
    } catch (error) {
      await db().update(orders).set({ confirmationMailedAt: null }).where(eq(orders.id, order.id));
      throw error;
    }
  }

  /** A failed run is recorded (ops orders shows it) and retried by the scheduler (server/jobs). */
  async function runRecorded(labelUuid: string, origin: string): Promise<void> {
    try {
      await run(labelUuid, origin);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
      await db()
        .update(orders)
        .set({ labelAttempts: sql`${orders.labelAttempts} + 1`, labelError: message })
        .where(eq(orders.labelUuid, labelUuid));
      throw error;
    }
  }

  const jobs: LabelJobs = {
    warm: () => renderer.warm(),
    start(labelUuid, origin) {
      if (running.has(labelUuid)) return;
      running.add(labelUuid);
      app.background.run('shipping label', () => runRecorded(labelUuid, origin).finally(() => running.delete(labelUuid)));
    },
    async runNow(labelUuid, origin) {
      if (running.has(labelUuid)) return;
      running.add(labelUuid);
      await runRecorded(labelUuid, origin).finally(() => running.delete(labelUuid));
    },
    async resumePending() {
      const pending = await db().select({ labelUuid: orders.labelUuid }).from(orders).where(eq(orders.labelStatus, 'pending'));
      // No request to take an origin from: PUBLIC_URL, else the public site.
      for (const row of pending) jobs.start(row.labelUuid, app.config.PUBLIC_URL ?? site.origin);
    },
  };
  return jobs;
}
