import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { SelectField } from '@/components/field.tsx';
import { Toast, ToastRegion } from '@/components/toast.tsx';
import type { MarketingPreferences, PreferredContact } from '@/contract/index.ts';
import { NetworkError } from '@/lib/api/call-api.ts';
import { useUpdateMarketing } from '../api/marketing.ts';
import { Toggle } from './toggle.tsx';
import { saveNeedsConnection } from './offline-notices.tsx';

const toggles = [
  { key: 'exclusive_offers', label: 'Exclusive Offers', description: 'Special prices and bonus payouts for your devices.' },
  { key: 'product_announcements', label: 'Product Announcements', description: 'New services and devices we buy.' },
  { key: 'surveys_feedback', label: 'Surveys & Feedback', description: 'Short surveys to help us improve.' },
  { key: 'partner_offers', label: 'Partner Offers', description: 'Offers from carefully chosen partners.' },
] as const;

const contacts: { value: PreferredContact; label: string }[] = [
  { value: '', label: 'Select...' },
  { value: 'Email', label: 'Email' },
  { value: 'SMS', label: 'SMS' },
  { value: 'Phone', label: 'Phone' },
  { value: 'All Methods', label: 'All Methods' },
];

/** `readOnly`: the last known copy (docs/offline.md#the-last-known-account-pages): shown, not changed or saved. */
export function MarketingForm({ initial, readOnly = false }: { initial: MarketingPreferences; readOnly?: boolean }) {
  const update = useUpdateMarketing();
  const [values, setValues] = useState(initial);
  const [toast, setToast] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(values, {
      onSuccess: ({ message }) => setToast({ tone: 'success', text: message }),
      // docs/product.md#8-error-and-message-catalogue, Marketing update.
      onError: (error) =>
        setToast({ tone: 'error', text: error instanceof NetworkError ? 'Something went wrong.' : 'Error updating marketing data.' }),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="divide-y divide-slate-200">
        {toggles.map((toggle) => (
          <Toggle
            key={toggle.key}
            label={toggle.label}
            description={toggle.description}
            checked={values[toggle.key]}
            disabled={update.isPending || readOnly}
            onChange={(checked) => setValues({ ...values, [toggle.key]: checked })}
          />
        ))}
      </div>
      <div className="mt-4 max-w-xs">
        <SelectField
          label="Preferred Contact Method"
          value={values.preferred_contact}
          disabled={update.isPending || readOnly}
          onChange={(e) => setValues({ ...values, preferred_contact: e.target.value as PreferredContact })}
        >
          {contacts.map((contact) => (
            <option key={contact.value} value={contact.value}>
              {contact.label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-6 flex flex-col items-end gap-2">
        <Button
          type="submit"
          loading={update.isPending}
          loadingText="Saving..."
          disabled={readOnly}
          aria-describedby={readOnly ? 'marketing-save-reason' : undefined}
        >
          Save Changes
        </Button>
        {readOnly && (
          <p id="marketing-save-reason" className="text-sm text-slate-700">
            {saveNeedsConnection}
          </p>
        )}
      </div>
      {toast && (
        <ToastRegion>
          <Toast tone={toast.tone} autoHideMs={toast.tone === 'success' ? 3000 : 5000} onDismiss={() => setToast(null)}>
            {toast.text}
          </Toast>
        </ToastRegion>
      )}
    </form>
  );
}
