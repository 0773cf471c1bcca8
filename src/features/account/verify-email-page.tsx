import { useSearchParams } from 'react-router-dom';
import { Seo } from '../../components/seo.tsx';
import { paths } from '../../shared/paths.ts';
import { AuthCard } from './components/auth-card.tsx';
import { ResendVerification } from './components/resend-verification.tsx';
import { VerifyToken } from './components/verify-token.tsx';

/** /verify-email: with a token, verify it; without, say the e-mail was sent and offer to resend (docs/product.md#2-screens-and-routes). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <>
      <Seo title="Verify Your Email" description="Verify the email address of your QuickMobile Trade account." path={paths.verifyEmail} />
      <AuthCard title="Verify Your Email">{token ? <VerifyToken token={token} /> : <ResendVerification />}</AuthCard>
    </>
  );
}
