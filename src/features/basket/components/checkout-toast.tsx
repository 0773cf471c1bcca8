import { Toast, ToastRegion } from '@/components/toast.tsx';
import type { CheckoutToast as ToastState } from '../model/use-checkout.ts';

/** docs/product.md#9-business-constants-and-limits: checkout error toasts stay 6 s (red-outlined), success toasts 3 s. */
export const checkoutToastMs = { error: 6000, success: 3000 } as const;

export function CheckoutToast({ toast, onDismiss }: { toast: ToastState | null; onDismiss: () => void }) {
  if (!toast) return null;
  return (
    <ToastRegion>
      <Toast key={toast.id} tone={toast.tone} autoHideMs={checkoutToastMs[toast.tone]} onDismiss={onDismiss}>
        {toast.text}
      </Toast>
    </ToastRegion>
  );
}
