import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '@/components/alert.tsx';
import { Button } from '@/components/button.tsx';
import { ButtonLink } from '@/components/button-link.tsx';
import { TextField } from '@/components/field.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { resendVerificationBody } from '@/contract/index.ts';
import { errorMessage } from '@/lib/api/call-api.ts';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { paths } from '@/shared/paths.ts';
import { useResendVerification } from '../api/verification.ts';

/** /verify-email without a token: the e-mail was sent (unless already verified); 'Resend Verification Email' (asks the address when signed out). */
export function ResendVerification() {
  const { status, user } = useAuth();
  const resend = useResendVerification();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signedIn = status === 'authenticated';

  if (status === 'unknown') {
    return (
      <p className="flex items-center gap-3 text-slate-700">
        <Spinner label={null} className="text-brand" /> Checking your account...
      </p>
    );
  }
  // A verified seller has nothing to verify: no e-mail was sent, so none is announced.
  if (signedIn && user?.verified) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">
          Your email address <strong>{user.username}</strong> is already verified. You can submit orders.
        </p>
        <ButtonLink to={paths.dashboard}>Go to Dashboard</ButtonLink>
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resendVerificationBody.safeParse(signedIn ? {} : { email });
    if (!parsed.success || (!signedIn && !parsed.data.email))
      return setError(parsed.error?.issues[0]?.message ?? 'Please enter a valid email address.');
    setError(null);
    resend.mutate(parsed.data.email, {
      onError: (failure) =>
        setError(errorMessage(failure, { fallback: 'Failed to send verification email.', unexpected: 'An error occurred. Please try again.' })),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-slate-700">
        We have sent a verification email to {signedIn && user ? <strong>{user.username}</strong> : 'your email address'}. Please open it and follow
        the link to verify your account. The link expires in 24 hours.
      </p>
      {!signedIn && <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      {resend.isSuccess && <Alert tone="success">Verification email resent successfully.</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" variant="secondary" fullWidth loading={resend.isPending} loadingText="Sending...">
        Resend Verification Email
      </Button>
    </form>
  );
}
