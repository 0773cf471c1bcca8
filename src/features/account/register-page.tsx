import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Seo } from '../../components/seo.tsx';
import { registerBody } from '../../contract/index.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { returnLocation } from '../../lib/auth/return-location.ts';
import { paths } from '../../shared/paths.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { registerErrorMessage, useRegister } from './api/register.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AccountFields, emptyRegisterValues, PersonalFields, type RegisterValues } from './components/register-fields.tsx';
import { SuccessTick } from './components/success-tick.tsx';
import { redirectDelays, useRedirectAfter } from './model/use-redirect-after.ts';

const personalStep = registerBody.pick({ firstName: true, lastName: true, username: true, phone: true });

/**
 * /register (docs/product.md#2-screens-and-routes): two steps below 1440 px, one step wide; success mark then /dashboard
 * after 1.5 s, or back where the login was asked for (the basket's Next), as Login does: a new seller who came
 * from the basket was left on "You have no trade-ins yet" (an outside review).
 */
export function RegisterPage() {
  const auth = useAuth();
  const location = useLocation();
  const target = returnLocation(location.state, paths.dashboard);
  const wide = useMediaQuery('(min-width: 1440px)');
  const register = useRegister();
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [step, setStep] = useState<1 | 2>(1);
  const [error, setError] = useState<string | null>(null);
  useRedirectAfter(register.isSuccess, target, redirectDelays.register);

  if (auth.status === 'authenticated' && register.isIdle) return <Navigate to={target} replace />;

  const change = (patch: Partial<RegisterValues>) => setValues((current) => ({ ...current, ...patch }));

  function next() {
    const parsed = personalStep.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    setStep(2);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!wide && step === 1) return next();
    const parsed = registerBody.safeParse({ ...values, referralCode: values.referralCode.trim() || undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    register.mutate(parsed.data, {
      onSuccess: ({ user }) => auth.signIn(user),
      onError: (failure) => setError(registerErrorMessage(failure)),
    });
  }

  const busy = register.isPending || register.isSuccess;
  const showPersonal = wide || step === 1;
  const showAccount = wide || step === 2;
  return (
    <>
      <Seo title="Register" description="Create a QuickMobile Trade account to track your trade-ins and get paid faster." path={paths.register} />
      <AuthCard title="Create Account" wide={wide}>
        {register.isSuccess ? (
          <SuccessTick message="Account created successfully!" />
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-5">
            {!wide && <p className="text-sm font-semibold text-slate-600">Step {step} of 2</p>}
            {showPersonal && <PersonalFields values={values} onChange={change} disabled={busy} />}
            {showAccount && <AccountFields values={values} onChange={change} disabled={busy} />}
            <div className="flex gap-3">
              {!wide && step === 2 && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setError(null);
                    setStep(1);
                  }}
                  disabled={busy}
                >
                  Back
                </Button>
              )}
              <Button type="submit" fullWidth loading={register.isPending} loadingText="Creating Account...">
                {!wide && step === 1 ? 'Next' : 'Create Account'}
              </Button>
            </div>
            {error && <Alert tone="error">{error}</Alert>}
            <p className="text-center text-sm text-slate-700">
              Already have an account?{' '}
              <Link to={paths.login} state={location.state as unknown} className="font-semibold text-brand">
                Sign in
              </Link>
            </p>
          </form>
        )}
      </AuthCard>
    </>
  );
}
