import type { AlertMessage } from '../lib/quote-entry/use-select-device.ts';
import { Toast, ToastRegion } from './toast.tsx';

/** docs/product.md#9-business-constants-and-limits: the select error alert hides itself after 5 s. */
const ALERT_HIDE_MS = 5000;

interface SelectDeviceAlertProps {
  alert: AlertMessage | null;
  onClose: () => void;
}

/** docs/product.md#8-error-and-message-catalogue: a failed Select (catalogue card, popular device) shows in a bottom-right alert with a close button. */
export function SelectDeviceAlert({ alert, onClose }: SelectDeviceAlertProps) {
  if (alert === null) return null;
  return (
    <ToastRegion>
      <Toast key={alert.id} tone="error" onDismiss={onClose} autoHideMs={ALERT_HIDE_MS}>
        {alert.text}
      </Toast>
    </ToastRegion>
  );
}
