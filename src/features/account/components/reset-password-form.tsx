import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/alert.tsx';
import { Button } from '@/components/button.tsx';
import { TextField } from '@/components/field.tsx';
import { passwordMinLength, resetPasswordBody } from '@/contract/index.ts';
import { errorMessage } from '@/lib/api/call-api.ts';
import { paths } from '@/shared/paths.ts';
import { useResetPassword } from '../api/password-reset.ts';

/** /password-reset?token=...: new and confirm password; success goes to /login with the server's message. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetPasswordBody.safeParse({ token, ...values });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    reset.mutate(parsed.data, {
      onSuccess: ({ message }) => navigate(paths.login, { replace: true, state: { notice: message } }),
      onError: (failure) => setError(errorMessage(failure, { fallback: 'Failed to reset password.' })),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="New Password"
        type="password"
        required
        autoComplete="new-password"
        hint={`At least ${passwordMinLength} characters.`}
        value={values.newPassword}
        onChange={(e) => setValues({ ...values, newPassword: e.target.value })}
        disabled={reset.isPending}
      />
      <TextField
        label="Confirm Password"
        type="password"
        required
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })}
        disabled={reset.isPending}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" fullWidth loading={reset.isPending} loadingText="Resetting...">
        Reset Password
      </Button>
    </form>
  );
}
