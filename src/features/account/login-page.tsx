import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/field.tsx';
import { Seo } from '../../components/seo.tsx';
import { loginBody } from '../../contract/index.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { returnLocation } from '../../lib/auth/return-location.ts';
import { paths } from '../../shared/paths.ts';
import { loginErrorMessage, useLogin } from './api/login.ts';
import { AuthCard } from './components/auth-card.tsx';
import { SuccessTick } from './components/success-tick.tsx';
import { redirectDelays, useRedirectAfter } from './model/use-redirect-after.ts';

/** /login (docs/product.md#2-screens-and-routes): Sign In, 'Logging in...', tick and redirect after 1.5 s to the return location. */
export function LoginPage() {
  const auth = useAuth();
  const location = useLocation();
  const target = returnLocation(location.state, paths.dashboard);
  const notice = (location.state as { notice?: string } | null)?.notice;
  const login = useLogin();
  const [values, setValues] = useState({ username: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  useRedirectAfter(login.isSuccess, target, redirectDelays.login);

  // A seller already signed in never sees the form.
  if (auth.status === 'authenticated' && login.isIdle) return <Navigate to={target} replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginBody.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    login.mutate(parsed.data, {
      onSuccess: ({ user }) => auth.signIn(user),
      onError: (failure) => setError(loginErrorMessage(failure)),
    });
  }

  const busy = login.isPending || login.isSuccess;
  return (
    <>
      <Seo title="Login" description="Sign in to your QuickMobile Trade account." path={paths.login} />
      <AuthCard title="Sign In">
        {login.isSuccess ? (
          <SuccessTick message="Login successful!" />
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            {notice && <Alert tone="success">{notice}</Alert>}
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              value={values.username}
              onChange={(e) => setValues({ ...values, username: e.target.value })}
              disabled={busy}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => setValues({ ...values, password: e.target.value })}
              disabled={busy}
            />
            <Link to={paths.passwordReset} className="self-end text-sm font-semibold text-brand">
              Forgot Password?
            </Link>
            {error && <Alert tone="error">{error}</Alert>}
            <Button type="submit" loading={login.isPending} loadingText="Logging in..." fullWidth>
              Login
            </Button>
            <p className="text-center text-sm text-slate-700">
              Don&apos;t have an account?{' '}
              <Link to={paths.register} state={location.state as unknown} className="font-semibold text-brand">
                Sign up
              </Link>
            </p>
          </form>
        )}
      </AuthCard>
    </>
  );
}
