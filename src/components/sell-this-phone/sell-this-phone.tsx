import { useEffect, useState } from 'react';
import type { Device } from '../../contract/index.ts';
import { readDeviceModel } from '../../shared/devices/device-model.ts';
import { useSelectDevice } from '../../lib/quote-entry/use-select-device.ts';
import type { SelectDeviceOptions } from '../../lib/quote-entry/use-select-device.ts';
import { usePrerendering } from '../../lib/use-prerendering.ts';
import { Button } from '../button.tsx';
import { SelectDeviceAlert } from '../select-device-alert.tsx';

interface SellThisPhoneProps {
  /** The catalogue device with this exact name, or null (the page's own catalogue source). */
  findDevice: (deviceName: string) => Device | null | Promise<Device | null>;
  hasStoredQuestions?: SelectDeviceOptions['hasStoredQuestions'];
  className?: string;
  /** Asked just before the card would appear: false keeps it away (the seller is already using the page). */
  mayAppear?: () => boolean;
}

/**
 * "Sell this phone: Samsung Galaxy S23" for the device in the seller's hand, one tap to its quote through the same
 * Select flow as a card (so it works offline like Select). Only where the browser reports a model code that is in
 * the table and the catalogue; otherwise nothing at all. Rendered after hydration: pre-rendered HTML never has it.
 */
export function SellThisPhone({ findDevice, hasStoredQuestions, className = '', mayAppear = always }: SellThisPhoneProps) {
  const prerendering = usePrerendering();
  const device = useDeviceInHand(prerendering ? null : findDevice, mayAppear);
  const selection = useSelectDevice({ hasStoredQuestions });
  if (!device) return null;
  const kind = device.device_type === 'tablet' ? 'tablet' : 'phone';
  return (
    <section aria-label={`Sell this ${kind}`} className={`rounded-2xl border border-brand/30 bg-brand-50 p-4 sm:p-5 ${className}`}>
      <p className="text-sm text-slate-700">Your {kind} told us its model. One tap for its instant quote.</p>
      <Button
        className="mt-3"
        fullWidth
        onClick={() => void selection.select(device)}
        loading={selection.selectingId === device.id}
        loadingText="Loading..."
      >
        Sell this {kind}: {device.device_name}
      </Button>
      <SelectDeviceAlert alert={selection.alert} onClose={selection.dismissAlert} />
    </section>
  );
}

/** The catalogue device for the browser's model hint; null until (and unless) there is one. */
function useDeviceInHand(findDevice: SellThisPhoneProps['findDevice'] | null, mayAppear: () => boolean): Device | null {
  const [device, setDevice] = useState<Device | null>(null);
  useEffect(() => {
    if (!findDevice) return;
    let current = true;
    void (async () => {
      // The model table (7.5 KB) is needed only here, once hydrated (the first run has no findDevice), and only for a
      // browser that told a model: it is fetched then, after the first view, not with it.
      const model = await readDeviceModel();
      if (!model) return;
      const { catalogueNameForModel } = await import('../../shared/devices/model-codes.ts');
      const name = catalogueNameForModel(model);
      const found = name ? await Promise.resolve(findDevice(name)).catch(() => null) : null;
      if (current && found && mayAppear()) setDevice(found);
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [findDevice, mayAppear]);
  return device;
}

const always = () => true;
