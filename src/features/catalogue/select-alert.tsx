import { Toast, ToastRegion } from '../../components/toast.tsx';

/** Section 9: the select error alert hides itself after 5 s. */
export const ALERT_HIDE_MS = 5000;

export interface AlertMessage {
  /** A new id restarts the timer when the same message is shown again. */
  id: number;
  text: string;
}

interface SelectAlertProps {
  alert: AlertMessage | null;
  onClose: () => void;
}

/** Section 8: a failed Select shows in a bottom-right alert with a close button. */
export function SelectAlert({ alert, onClose }: SelectAlertProps) {
  if (alert === null) return null;
  return (
    <ToastRegion>
      <Toast key={alert.id} tone="error" onDismiss={onClose} autoHideMs={ALERT_HIDE_MS}>
        {alert.text}
      </Toast>
    </ToastRegion>
  );
}
