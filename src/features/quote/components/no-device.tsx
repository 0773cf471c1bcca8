import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert.tsx';
import { Button } from '@/components/button.tsx';
import { ButtonLink } from '@/components/button-link.tsx';
import { displayName } from '@/shared/devices/index.ts';
import { paths } from '@/shared/paths.ts';
import { deleteDraft, useDrafts } from '@/offline/drafts.ts';
import type { ResumeDraftState } from '../quote-page.tsx';

/**
 * Removes a quote in progress. Focus, which was on its Remove button, goes to the list's heading while others are
 * left, else to the page's heading (the list goes with its last quote).
 */
async function removeDraft(deviceId: number, othersLeft: boolean): Promise<void> {
  await deleteDraft(deviceId);
  document.querySelector<HTMLElement>(othersLeft ? '#quotes-in-progress' : 'main h1')?.focus();
}

/**
 * /quote opened without a device (a bookmark, a typed address, the installed app reopened on /quote): `docs/product.md#8-error-and-message-catalogue`'s
 * 'No device selected.', and the quotes in progress on this device, each to continue where it was left (it works offline too).
 * The list comes after the page's own action: it is read from IndexedDB once the app has taken the pre-rendered page
 * over, and above it would push 'Choose your device' down under a seller's thumb (an outside review: 160 px, CLS 0.03).
 */
export function NoDevice() {
  const drafts = useDrafts();
  return (
    <div className="mx-auto max-w-content px-4 py-10">
      <h1 tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-slate-900">
        Get a quote
      </h1>
      <Alert tone="info" className="mt-4">
        No device selected.
      </Alert>
      <p className="mt-4 text-slate-700">Choose your phone, tablet, laptop or watch to answer a few questions and see its price.</p>
      <ButtonLink to={paths.catalogue} size="lg" className="mt-6">
        Choose your device
      </ButtonLink>
      {drafts.length > 0 && (
        <section aria-labelledby="quotes-in-progress" className="mt-8">
          <h2 id="quotes-in-progress" tabIndex={-1} className="text-xl font-bold text-slate-900">
            Your quotes in progress
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            {drafts.map((draft) => (
              <li key={draft.deviceId} className="flex flex-wrap items-center justify-between gap-x-4">
                <Link
                  to={paths.quote}
                  // The seller has chosen to continue this quote: it opens where they left it, not on 'Continue your quote?'.
                  state={{ phone: draft.device, resumeDraft: true } satisfies ResumeDraftState}
                  className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  {draft.status === 'queued'
                    ? `See your queued ${displayName(draft.device)}`
                    : `Continue your quote for ${displayName(draft.device)}`}
                </Link>
                {/* A quote the seller no longer wants leaves the list (a queued one is cancelled from the basket). */}
                {draft.status !== 'queued' && (
                  <Button
                    variant="ghost"
                    aria-label={`Remove your quote for ${displayName(draft.device)}`}
                    onClick={() => void removeDraft(draft.deviceId, drafts.length > 1)}
                  >
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
