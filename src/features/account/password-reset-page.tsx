import { useSearchParams } from 'react-router-dom';
import { Seo } from '../../components/seo.tsx';
import { paths } from '../../shared/paths.ts';
import { AuthCard } from './components/auth-card.tsx';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';
import { ResetPasswordForm } from './components/reset-password-form.tsx';

/** /password-reset: with a token, choose a new password; without, ask for a reset link (docs/product.md#2-screens-and-routes). */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <>
      <Seo title="Password Reset" description="Reset the password of your QuickMobile Trade account." path={paths.passwordReset} />
      {token ? (
        <AuthCard title="Reset Your Password">
          <ResetPasswordForm token={token} />
        </AuthCard>
      ) : (
        <AuthCard title="Forgot Your Password?">
          <ForgotPasswordForm />
        </AuthCard>
      )}
    </>
  );
}
