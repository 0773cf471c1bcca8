import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Seo } from '../../components/seo.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Toast, ToastRegion } from '../../components/toast.tsx';
import { updateUserBody, type UserDetails } from '../../contract/index.ts';
import { errorMessage, genericErrorMessage, NetworkError } from '../../lib/api/call-api.ts';
import type { LastKnown } from '../../lib/api/last-known.ts';
import { paths } from '../../shared/paths.ts';
import { formValuesFrom, isDirty, updateBodyFrom, type AccountFormValues } from './model/account-form-model.ts';
import { AccountSettingsFields } from './components/account-settings-form.tsx';
import { useUpdateUser, useUserDetails } from './api/user-details.ts';
import { PaymentDetailsSection } from './components/payment-details-section.tsx';
import { StorageEstimate } from './components/storage-estimate.tsx';
import { UnsavedChangesDialog } from './components/unsaved-changes-dialog.tsx';
import { LastKnownNotice, NotKeptOffline, saveNeedsConnection } from './components/offline-notices.tsx';

/** /dashboard/account: Account Settings (docs/product.md#2-screens-and-routes). */
export function AccountSettingsPage() {
  const details = useUserDetails();
  return (
    <>
      <Seo title="Account Settings" description="Manage your personal details and shipping address." path={paths.dashboardAccount} />
      <h1 className="text-2xl font-bold text-slate-900">Account Settings</h1>
      {details.isPending && <Spinner label="Loading..." />}
      {details.isError && details.error instanceof NetworkError && (
        <NotKeptOffline what="Your account details were" onRetry={() => void details.refetch()} />
      )}
      {details.isError && !(details.error instanceof NetworkError) && (
        <Alert tone="error">
          {errorMessage(details.error, { fallback: genericErrorMessage })}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void details.refetch()}>
            Try Again
          </button>
        </Alert>
      )}
      {details.data?.lastKnownAt !== undefined && (
        <LastKnownNotice savedAt={details.data.lastKnownAt} title="Last known details, offline." what="these are your details" />
      )}
      {/* A new key once the server answers: the form starts again from the server's details. */}
      {details.data && <AccountSettingsForm key={details.data.lastKnownAt ?? 'server'} details={details.data} />}
      <PaymentDetailsSection />
      <StorageEstimate />
    </>
  );
}

function AccountSettingsForm({ details }: { details: UserDetails & LastKnown }) {
  const update = useUpdateUser();
  // The last known copy is read-only: saving needs the server (docs/offline.md#the-last-known-account-pages).
  const readOnly = details.lastKnownAt !== undefined;
  const [saved, setSaved] = useState<AccountFormValues>(() => formValuesFrom(details));
  const [values, setValues] = useState<AccountFormValues>(saved);
  const [toast, setToast] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const dirty = isDirty(values, saved);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateUserBody.safeParse(updateBodyFrom(values));
    if (!parsed.success) return setToast({ tone: 'error', text: parsed.error.issues[0]!.message });
    const tidy = formValuesFrom(parsed.data);
    update.mutate(parsed.data, {
      onSuccess: () => {
        setSaved(tidy);
        setValues(tidy);
        setToast({ tone: 'success', text: 'Changes saved successfully!' });
      },
      onError: (error) =>
        setToast({ tone: 'error', text: errorMessage(error, { fallback: 'Failed to update account details.', unexpected: genericErrorMessage }) }),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <AccountSettingsFields
        values={values}
        email={details.user.username}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        disabled={update.isPending || readOnly}
      />
      <div className="flex flex-col items-end gap-2">
        <Button
          type="submit"
          loading={update.isPending}
          loadingText="Saving..."
          disabled={!dirty || readOnly}
          aria-describedby={readOnly ? 'account-save-reason' : undefined}
        >
          Save Changes
        </Button>
        {readOnly && (
          <p id="account-save-reason" className="text-sm text-slate-700">
            {saveNeedsConnection}
          </p>
        )}
      </div>
      <UnsavedChangesDialog when={dirty && !update.isPending} />
      {toast && (
        <ToastRegion>
          <Toast tone={toast.tone} autoHideMs={3000} onDismiss={() => setToast(null)}>
            {toast.text}
          </Toast>
        </ToastRegion>
      )}
    </form>
  );
}
