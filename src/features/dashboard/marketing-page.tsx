import { useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Seo } from '../../components/seo.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { paths } from '../../shared/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useMarketing } from './api/marketing.ts';
import { ContactUsDialog } from '../../components/support/index.ts';
import { MarketingForm } from './components/marketing-form.tsx';
import { LastKnownNotice, NotKeptOffline } from './components/offline-notices.tsx';
import { NetworkError } from '../../lib/api/call-api.ts';

/** /dashboard/marketing: four toggles, preferred contact, Contact Us modal, Save Changes (docs/product.md#2-screens-and-routes). */
export function MarketingPage() {
  const marketing = useMarketing();
  const { user } = useAuth();
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <>
      <Seo title="Marketing Preferences" description="Choose which updates you receive from us." path={paths.dashboardMarketing} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Marketing Preferences</h1>
        <Button variant="secondary" onClick={() => setContactOpen(true)}>
          Contact Us
        </Button>
      </div>
      {marketing.isPending && <Spinner label="Loading..." />}
      {marketing.isError && marketing.error instanceof NetworkError && (
        <NotKeptOffline what="Your marketing preferences were" onRetry={() => void marketing.refetch()} />
      )}
      {marketing.isError && !(marketing.error instanceof NetworkError) && (
        <Alert tone="error">
          Error requesting marketing data.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void marketing.refetch()}>
            Try Again
          </button>
        </Alert>
      )}
      {marketing.data?.lastKnownAt !== undefined && (
        <LastKnownNotice savedAt={marketing.data.lastKnownAt} title="Last known preferences, offline." what="these are your preferences" />
      )}
      {/* A new key once the server answers: the form starts again from the server's preferences. */}
      {marketing.data && (
        <MarketingForm
          key={marketing.data.lastKnownAt ?? 'server'}
          initial={marketing.data.data}
          readOnly={marketing.data.lastKnownAt !== undefined}
        />
      )}
      <ContactUsDialog
        open={contactOpen}
        onClose={() => setContactOpen(false)}
        initial={{ name: user ? `${user.firstName} ${user.lastName}` : '', email: user?.username ?? '' }}
      />
    </>
  );
}
