import { useState } from 'react';
import { dismissInstallOffer, installOfferDismissed, onIosSafari } from '../lib/install-offer-rules.ts';
import { isStandalone, useInstallPrompt } from '../lib/install-prompt.ts';
import { Button } from './button.tsx';
import { InstallIcon } from './icons.tsx';

/**
 * 'Add to Home Screen', offered in the page's flow at a moment it helps (a quote priced, an order placed, the
 * dashboard), never fixed over the page: the seller's next step stays uncovered. Chromium gets an Install
 * button (the browser's own prompt); iOS Safari the Share > Add to Home Screen steps. 'Not now' is remembered.
 */
export function InstallOffer({ reason, level = 2 }: { reason: string; level?: 2 | 3 }) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const { canInstall, install } = useInstallPrompt();
  const [dismissed, setDismissed] = useState(installOfferDismissed);
  const ios = onIosSafari();
  if (dismissed || isStandalone() || (!canInstall && !ios)) return null;

  const dismiss = () => {
    dismissInstallOffer();
    setDismissed(true);
  };
  return (
    <section
      aria-labelledby="install-offer-title"
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="install-offer"
    >
      <InstallIcon className="mt-0.5 size-6 shrink-0 text-brand" />
      <div className="min-w-0 flex-1">
        <Heading id="install-offer-title" className="font-semibold text-slate-900">
          Add to Home Screen
        </Heading>
        <p className="mt-1 text-sm text-slate-700">
          {reason}{' '}
          {canInstall
            ? 'Install QuickMobile Trade: it opens like an app, even with no signal.'
            : 'On your iPhone or iPad: tap the Share button, then ‘Add to Home Screen’.'}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {canInstall && (
            <Button size="sm" onClick={() => void install().catch(() => undefined)}>
              Install app
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={dismiss}>
            Not now
          </Button>
        </div>
      </div>
    </section>
  );
}
