import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert.tsx';
import { Button } from '@/components/button.tsx';
import { TextField } from '@/components/field.tsx';
import { requestPasswordResetBody } from '@/contract/index.ts';
import { errorMessage } from '@/lib/api/call-api.ts';
import { paths } from '@/shared/paths.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';

/** /password-reset without a token: ask for the e-mail; the answer is the same whether an account exists or not. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = requestPasswordResetBody.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    request.mutate(parsed.data.email, { onError: (failure) => setError(errorMessage(failure, { fallback: 'Failed to request password reset.' })) });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-slate-700">Enter the email address of your account and we will send you a link to reset your password.</p>
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={request.isPending}
      />
      {request.isSuccess && <Alert tone="success">{request.data.message}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" fullWidth loading={request.isPending} loadingText="Sending...">
        Send Reset Link
      </Button>
      <Link to={paths.login} className="text-center text-sm font-semibold text-brand">
        Return to Sign In
      </Link>
    </form>
  );
}
