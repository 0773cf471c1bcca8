import { useEffect } from 'react';
import { Alert } from '@/components/alert.tsx';
import { ButtonLink } from '@/components/button-link.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { errorMessage } from '@/lib/api/call-api.ts';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { paths } from '@/shared/paths.ts';
import { useVerifyEmail } from '../api/verification.ts';
import { SuccessTick } from './success-tick.tsx';
import { redirectDelays, useRedirectAfter } from '../model/use-redirect-after.ts';

/** /verify-email?token=...: checking, verified (then /dashboard after 2.5 s) or failed (docs/product.md#4-states-and-transitions). */
export function VerifyToken({ token }: { token: string }) {
  const verify = useVerifyEmail(token);
  const { updateUser, status, user } = useAuth();
  useRedirectAfter(verify.isSuccess, paths.dashboard, redirectDelays.verification);
  useEffect(() => {
    if (verify.isSuccess) updateUser({ verified: true });
  }, [verify.isSuccess, updateUser]);

  if (verify.isPending) {
    return (
      <p className="flex items-center gap-3 text-slate-700">
        <Spinner label={null} /> Verifying your email...
      </p>
    );
  }
  // The server's words: 'Email verified successfully.', or 'Your email address is already verified.' for a link
  // reopened after it was used.
  if (verify.isSuccess) return <SuccessTick message={`${verify.data.message} Redirecting to dashboard...`} />;
  // A signed-in seller who is already verified has nothing to resend: the link was bad, their account is fine.
  const alreadyVerified = status === 'authenticated' && user?.verified === true;
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="error">
        {errorMessage(verify.error, { fallback: 'Invalid or expired verification link.', network: 'Something went wrong while verifying.' })}
      </Alert>
      {alreadyVerified ? (
        <>
          <p className="text-slate-700">
            Your email address <strong>{user.username}</strong> is already verified. You can submit orders.
          </p>
          <ButtonLink to={paths.dashboard}>Go to Dashboard</ButtonLink>
        </>
      ) : (
        <ButtonLink to={paths.verifyEmail} variant="secondary">
          Resend Verification Email
        </ButtonLink>
      )}
    </div>
  );
}
