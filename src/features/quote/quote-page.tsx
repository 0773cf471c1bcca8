import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Seo } from '../../components/seo.tsx';
import { displayName } from '../../shared/devices/index.ts';
import { paths } from '../../shared/paths.ts';
import { readQuoteNavigationState } from '../../lib/quote-entry/navigation-state.ts';
import { NoDevice } from './components/no-device.tsx';
import { QuoteView } from './components/quote-view.tsx';

/**
 * /quote (and /Quote). The device and, from a Select, its questions come as navigation state; the view is
 * keyed by the device, so choosing another device (e.g. from the mega-menu) starts a fresh wizard.
 */
export function QuotePage() {
  const location = useLocation();
  const { phone, questions } = useMemo(() => readQuoteNavigationState(location.state), [location.state]);
  const name = phone ? displayName(phone) : null;
  return (
    <>
      <Seo
        title={name ? `Sell My ${name}: Get a Quote` : 'Get a Quote'}
        description={`Answer a few questions about your ${name ?? 'device'} and get an instant price. Free tracked postage, paid by bank transfer.`}
        path={paths.quote}
      />
      {phone ? <QuoteView key={phone.id} device={phone} questions={questions} /> : <NoDevice />}
    </>
  );
}
