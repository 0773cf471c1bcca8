import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Toast, ToastRegion } from '@/components/toast.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { useRequestVerification, verificationErrorMessage } from '../api/request-verification.ts';

/**
 * docs/product.md#2-screens-and-routes: unverified sellers see this banner (short text under 640 px) with Verify Now; it disappears
 * after a successful request, and the server's answer shows in a toast.
 */
export function UnverifiedBanner() {
  const { user } = useAuth();
  const request = useRequestVerification();
  const [toast, setToast] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const verify = () =>
    request.mutate(undefined, {
      onSuccess: ({ message }) => setToast({ tone: 'success', text: message }),
      onError: (error) => setToast({ tone: 'error', text: verificationErrorMessage(error) }),
    });

  return (
    <>
      {user && !user.verified && !request.isSuccess && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950"
        >
          <p className="font-medium">
            <span className="sm:hidden">Please verify your account</span>
            <span className="hidden sm:inline">Your account isn&apos;t verified. Please verify your email address to submit new orders.</span>
          </p>
          <Button size="sm" onClick={verify} loading={request.isPending} loadingText="Sending...">
            Verify Now
          </Button>
        </div>
      )}
      {toast && (
        <ToastRegion>
          <Toast tone={toast.tone} autoHideMs={toast.tone === 'success' ? 3000 : 5000} onDismiss={() => setToast(null)}>
            {toast.text}
          </Toast>
        </ToastRegion>
      )}
    </>
  );
}
