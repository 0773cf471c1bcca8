import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/alert.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { Button } from '../../components/button.tsx';
import { InstallOffer } from '../../components/install-offer.tsx';
import { OrderUpdates } from '../../components/order-updates/order-updates.tsx';
import { Seo } from '../../components/seo.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { paths } from '../../shared/paths.ts';
import { ordersErrorMessage, useOrders } from './api/orders.ts';
import { useUserDetails } from './api/user-details.ts';
import { CashoutDialog } from './components/referrals/cashout-dialog.tsx';
import { ReferralDialog } from './components/referrals/referral-dialog.tsx';
import { OrderDetailDialog } from './components/trade-ins/order-detail-dialog.tsx';
import { OrdersList } from './components/trade-ins/orders-list.tsx';
import { BasketWaiting } from './components/trade-ins/basket-waiting.tsx';
import { LastKnownNotice, NotKeptOffline } from './components/offline-notices.tsx';
import { NetworkError } from '../../lib/api/call-api.ts';
import { ReportIssueDialog } from './components/trade-ins/report-issue-dialog.tsx';

type OpenDialog = { kind: 'detail' | 'report'; orderId: number } | { kind: 'referral' | 'cashout' } | null;

/** /dashboard: 'Your Trade-ins' (docs/product.md#2-screens-and-routes): the orders with their dialogs, referral and cash-out. */
export function TradeInsPage() {
  const orders = useOrders();
  const details = useUserDetails();
  // A notification's tap opens /dashboard?order=<id> (docs/decisions/111-web-push-order-updates.md): that order's detail.
  const [search] = useSearchParams();
  const [dialog, setDialog] = useState<OpenDialog>(() => orderFromSearch(search.get('order')));
  const close = useCallback(() => setDialog(null), []);
  const orderIdOf = (kind: 'detail' | 'report') => (dialog?.kind === kind ? dialog.orderId : null);

  return (
    <>
      <Seo title="Your Trade-ins" description="Track your trade-ins, labels and payments." path={paths.dashboard} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Your Trade-ins</h1>
        {details.data?.referral.code && (
          <Button variant="secondary" onClick={() => setDialog({ kind: 'referral' })}>
            Refer Friends
          </Button>
        )}
      </div>
      <BasketWaiting />
      {orders.isPending && (
        <p className="flex items-center gap-3 text-slate-700">
          <Spinner label={null} className="text-brand" /> Loading your trade-ins...
        </p>
      )}
      {orders.isError && orders.error instanceof NetworkError && <NotKeptOffline what="Your trade-ins were" onRetry={() => void orders.refetch()} />}
      {orders.data?.lastKnownAt !== undefined && (
        <LastKnownNotice savedAt={orders.data.lastKnownAt} title="Last known trade-ins, offline." what="these are your trade-ins" />
      )}
      {orders.isError && !(orders.error instanceof NetworkError) && (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{ordersErrorMessage(orders.error)}</Alert>
          <Button variant="secondary" onClick={() => void orders.refetch()}>
            Try Again
          </Button>
        </div>
      )}
      {orders.data?.orders.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 p-6">
          <p className="text-slate-700">You have no trade-ins yet. Get a quote for your device to start one.</p>
          <ButtonLink to={paths.catalogue}>Sell my Device</ButtonLink>
        </div>
      )}
      {orders.data && orders.data.orders.length > 0 && (
        <OrdersList
          orders={orders.data.orders}
          onOpen={(order) => setDialog({ kind: 'detail', orderId: order.order_id })}
          onReport={(order) => setDialog({ kind: 'report', orderId: order.order_id })}
        />
      )}
      {/* Offered once there is an order to hear about; permission is asked only on the seller's tap. */}
      {orders.data && orders.data.orders.length > 0 && <OrderUpdates />}
      <InstallOffer reason="Check your trade-ins and labels in one tap." />
      <OrderDetailDialog orderId={orderIdOf('detail')} onClose={close} />
      <ReportIssueDialog orderId={orderIdOf('report')} onClose={close} />
      <ReferralDialog open={dialog?.kind === 'referral'} onClose={close} onCashout={() => setDialog({ kind: 'cashout' })} />
      <CashoutDialog open={dialog?.kind === 'cashout'} onClose={close} />
    </>
  );
}

function orderFromSearch(value: string | null): OpenDialog {
  const orderId = Number(value);
  return Number.isSafeInteger(orderId) && orderId > 0 ? { kind: 'detail', orderId } : null;
}
