import { Toast, ToastRegion } from '@/components/toast.tsx';

/** docs/product.md#8-error-and-message-catalogue: quote errors show in a red-outlined bottom-right toast that hides after 6 s. */
export const quoteToastMs = 6000;

export interface ToastMessage {
  /** A new id restarts the timer when the same text shows again. */
  id: number;
  text: string;
}

export function QuoteToast({ message, onDismiss }: { message: ToastMessage | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <ToastRegion>
      <Toast key={message.id} tone="error" autoHideMs={quoteToastMs} onDismiss={onDismiss}>
        {message.text}
      </Toast>
    </ToastRegion>
  );
}
