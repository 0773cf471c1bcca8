import { useLocation, useNavigate } from 'react-router-dom';
import type { Device } from '@/contract/index.ts';
import { ArrowLeftIcon } from '@/components/product-icons.tsx';
import { displayName } from '@/shared/devices/index.ts';
import { leaveQuote } from '../model/wizard-history.ts';

/** 'Back to Phone Selection' (one page back; to the catalogue when /quote was opened directly) and the device. */
export function DeviceHeader({ device }: { device: Device }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Past the wizard's own entries in the history (one per question reached).
  const back = () => leaveQuote(navigate, location);
  return (
    <div>
      <button
        type="button"
        onClick={back}
        className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand hover:bg-brand-50"
      >
        <ArrowLeftIcon className="size-4" />
        Back to Phone Selection
      </button>
      <div className="mt-3 flex items-center gap-4">
        <img
          src={device.image_url}
          alt={device.device_name}
          width={72}
          height={72}
          className="size-16 shrink-0 rounded-xl border border-slate-200 bg-slate-50 object-contain p-1.5 sm:size-20"
        />
        <h1 className="min-w-0 text-2xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          <span className="block text-sm font-semibold tracking-normal text-slate-600">Your quote for</span> {displayName(device)}
        </h1>
      </div>
    </div>
  );
}
