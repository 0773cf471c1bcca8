import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { addressErrorMessage, useUpdateProfile, useUserDetails } from '../api/profile.ts';
import { addressBody, addressFrom, emptyAddress, isAddressChanged, isAddressComplete, type AddressValues } from './address.ts';

/** docs/product.md#4-states-and-transitions: the address save indicator; success clears after 3 s, error after 5 s. */
export type AddressSaveStatus = 'idle' | 'saving' | 'saved' | 'error';
export const addressStatusMs = { saved: 3000, error: 5000 } as const;

/**
 * The address step: pre-filled from the seller's details, saved only when changed (docs/product.md#5-validation-rules), with the save
 * indicator. `save()` resolves true when the seller may go on.
 */
export function useAddressStep(onError: (message: string) => void) {
  const { status, user } = useAuth();
  const details = useUserDetails(status === 'authenticated');
  const update = useUpdateProfile();
  const [values, setValues] = useState<AddressValues | null>(null);
  const [saved, setSaved] = useState<AddressValues>(emptyAddress);
  const [saveStatus, setSaveStatus] = useState<AddressSaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  // Filled in once, when the details first arrive; later refetches never overwrite what the seller typed.
  useEffect(() => {
    if (!details.data || values) return;
    const loaded = addressFrom(details.data);
    setValues(loaded);
    setSaved(loaded);
  }, [details.data, values]);

  useEffect(() => {
    if (saveStatus !== 'saved' && saveStatus !== 'error') return;
    const timer = window.setTimeout(() => setSaveStatus('idle'), addressStatusMs[saveStatus]);
    return () => window.clearTimeout(timer);
  }, [saveStatus]);

  const current = values ?? emptyAddress;

  async function save(): Promise<boolean> {
    const checked = addressBody(current);
    if (!checked.ok) {
      setError(checked.message);
      return false;
    }
    setError(null);
    if (!isAddressChanged(current, saved)) return true;
    setSaveStatus('saving');
    try {
      await update.mutateAsync(checked.body);
      setSaved(current);
      setSaveStatus('saved');
      return true;
    } catch (failure) {
      setSaveStatus('error');
      onError(addressErrorMessage(failure));
      return false;
    }
  }

  return {
    values: current,
    email: user?.username ?? '',
    loading: details.isPending && status === 'authenticated',
    loadFailed: details.isError,
    complete: isAddressComplete(current),
    error,
    saveStatus,
    edit: (patch: Partial<AddressValues>) => {
      setValues({ ...current, ...patch });
      setError(null);
    },
    save,
  };
}
