import { Toast, ToastRegion } from '@/components/toast.tsx';
import type { CheckoutToast as ToastState } from '../model/use-checkout.ts';

/** docs/product.md#9-business-constants-and-limits: checkout error toasts stay 6 s (red-outlined), success toasts 3 s. */
export const checkoutToastMs = { error: 6000, success: 3000 } as const;

/**
 * Bottom-right over the page; `inline` (the confirmation) in the page's flow instead, above the thank-you: there a
 * fixed toast covered the drop-off QR code on a phone, the one thing the seller came for.
 */
export function CheckoutToast({ toast, onDismiss, inline = false }: { toast: ToastState | null; onDismiss: () => void; inline?: boolean }) {
  if (!toast) return null;
  const shown = (
    <Toast key={toast.id} tone={toast.tone} autoHideMs={checkoutToastMs[toast.tone]} onDismiss={onDismiss}>
      {toast.text}
    </Toast>
  );
  return inline ? <div className="mb-5">{shown}</div> : <ToastRegion>{shown}</ToastRegion>;
}
