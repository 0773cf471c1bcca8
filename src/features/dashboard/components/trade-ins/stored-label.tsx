import { useEffect, useState } from 'react';
import { useStoredLabel } from '@/offline/orders.ts';

/** An object URL for a stored Blob, revoked when the Blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * The drop-off QR code and the label PDF from this device's copy (docs/offline.md: at the Post Office counter with
 * no signal). Nothing is shown until the label is stored; the row's own link still serves online.
 */
export function StoredLabel({ labelUuid, orderNumber }: { labelUuid: string; orderNumber: string }) {
  const label = useStoredLabel(labelUuid);
  const qr = useObjectUrl(label?.qrCode);
  const pdf = useObjectUrl(label?.pdf);
  if (!label || !qr) return null;
  return (
    <details className="w-full text-sm">
      <summary className="inline-flex min-h-9 cursor-pointer items-center rounded-lg px-3 font-semibold text-brand">Show drop-off QR code</summary>
      <div className="mt-2 flex flex-col items-start gap-2">
        <img
          src={qr}
          alt={`Drop-off QR code for order ${orderNumber}`}
          width={220}
          height={220}
          className="size-56 rounded-lg border border-slate-200 bg-white p-2"
        />
        <p className="text-slate-700">Saved on this device: it works with no signal. Show it at a Post Office or DPD drop-off point.</p>
        {pdf && (
          <a href={pdf} download={`${orderNumber}-label.pdf`} className="font-semibold text-brand underline">
            Saved shipping label (PDF)
          </a>
        )}
      </div>
    </details>
  );
}

/**
 * "Print Shipping Label": the PDF saved on this device when there is one (it opens with no signal, at the counter),
 * else the server's copy (docs/offline.md#orders-at-the-counter).
 */
export function PrintLabelLink({ labelUuid, serverUrl }: { labelUuid: string | null; serverUrl: string }) {
  const label = useStoredLabel(labelUuid);
  const pdf = useObjectUrl(label?.pdf);
  return (
    <a
      href={pdf ?? serverUrl}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand underline"
    >
      Print Shipping Label
    </a>
  );
}
