import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints, errorBody, labelStatusQuery } from '@/contract/index.ts';
import { HttpError } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/session.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { readLabelFile } from '../../services/labels/label-files.ts';
import { findOrderByLabel, labelUrls, orderNumber } from '../../services/orders/order-view.ts';

const status = endpoints.getLabelStatus;
const labelNotFound = 'Shipping label not found.';
const labelVoid = 'This shipping label is void because the order was cancelled. Please do not send your device with it.';

const fileParams = z.object({ labelUuid: z.uuid({ error: labelNotFound }) });

/** Label status (polled every 2 s after checkout) and the label files, for the order's owner only. */
export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  async function ownLabel(userId: number, labelUuid: string) {
    const order = await findOrderByLabel(db, labelUuid);
    if (!order || order.userId !== userId) throw new HttpError(404, labelNotFound);
    return order;
  }

  app.get(
    status.path,
    { schema: { querystring: labelStatusQuery, response: { 200: status.response, 400: errorBody, 401: errorBody, 404: errorBody, 410: errorBody } } },
    async (request) => {
      const order = await ownLabel(signedInUser(request).id, request.query.label_uuid);
      if (order.status === 'Cancelled') throw new HttpError(410, labelVoid);
      if (order.labelStatus === 'ready') return { success: true as const, ready: true as const, ...labelUrls(order.labelUuid) };
      // Not made yet: make sure a job is on it (after a restart, or on another process, none may be).
      app.labels.start(order.labelUuid, publicOrigin(request, app.config));
      return { success: true as const, ready: false as const };
    },
  );

  for (const [file, kind, type] of [
    ['label.pdf', 'pdf', 'application/pdf'],
    ['qrcode.png', 'png', 'image/png'],
  ] as const) {
    app.get(
      `/api/orders/label/:labelUuid/${file}`,
      // No response schema: the body is the file itself (errors still go through the one error handler).
      { config: { auth: 'user' }, schema: { params: fileParams } },
      async (request, reply) => {
        const order = await ownLabel(signedInUser(request).id, request.params.labelUuid);
        // A cancelled order's label must not be posted with: it is gone, and says why.
        if (order.status === 'Cancelled') throw new HttpError(410, labelVoid);
        if (order.labelStatus !== 'ready') throw new HttpError(404, labelNotFound);
        const content = await readLabelFile(app.config.dataDir, order.labelUuid, kind);
        return reply
          .type(type)
          .header('Content-Disposition', `inline; filename="${orderNumber(order.id)}-${kind === 'pdf' ? 'shipping-label.pdf' : 'qr-code.png'}"`)
          .send(content);
      },
    );
  }
};
