import { useEffect, useId, useRef } from 'react';
import type { Question, SelectedAnswers } from '@/contract/index.ts';
import { Button } from '@/components/button.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useReachability } from '@/offline/outbox/index.ts';
import { formatGBP } from '@/shared/format.ts';
import { AnswersList } from './answers-list.tsx';
import { InstallOffer } from '@/components/install-offer.tsx';
import { BestPriceStrip } from './best-price-strip.tsx';

interface QuoteSummaryProps {
  deviceName: string;
  price: number;
  /** An offline estimate (stored pricing table), to be confirmed by the server. */
  estimated?: boolean;
  /** The estimate is being asked of the server again (the signal is back); it stays usable meanwhile. */
  refreshing?: boolean;
  /** The server's price replaced this estimate just now: both figures are said, or that it is confirmed. */
  replacedEstimate?: number | null;
  questions: Question[];
  answers: SelectedAnswers;
  adding: boolean;
  onEdit: () => void;
  onAdd: () => void;
}

/** Step 3: the server's price, the answers it is based on, Edit Answers and Add to Basket. */
export function QuoteSummary({
  deviceName,
  price,
  estimated = false,
  refreshing = false,
  replacedEstimate = null,
  questions,
  answers,
  adding,
  onEdit,
  onAdd,
}: QuoteSummaryProps) {
  const headingId = useId();
  const priceId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The question that had focus is gone: focus moves to the price, as each new question takes it (and a screen
  // reader hears the figure, which a status region shown already filled may not announce).
  useEffect(() => headingRef.current?.focus({ preventScroll: false }), []);
  // As the banner says it (decision 147): with signal but no answer from our server, "back online" would be wrong.
  const confirmedWhen = useReachability() === 'unreachable' ? 'when we can reach our server' : 'when you are back online';
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        aria-describedby={priceId}
        className="scroll-mt-24 text-sm font-bold tracking-wide text-slate-700 uppercase"
      >
        {estimated ? 'Your estimate' : 'Your quote'}
      </h2>
      <p id={priceId} className="mt-1 text-5xl font-extrabold tracking-tight text-slate-900" data-testid="quote-price">
        {formatGBP(price)}
      </p>
      {/* One live region for the estimate and for the price that replaces it: it stays in the page, so a screen
          reader announces its new words (a region inserted already filled is not announced by all of them). */}
      <div className={estimated || replacedEstimate !== null ? 'mt-2 rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-950' : ''} role="status">
        {estimated && (
          <>
            {/* While the check runs the phone is online: "when you are back online" would not be true then. */}
            <p>{refreshing ? `Estimated ${formatGBP(price)}` : `Estimated ${formatGBP(price)}, confirmed ${confirmedWhen}`}</p>
            {refreshing && (
              <p className="mt-1 flex items-center gap-2 text-sm">
                <Spinner label={null} size="sm" />
                Checking the latest price...
              </p>
            )}
          </>
        )}
        {!estimated && replacedEstimate !== null && replacedEstimate !== price && (
          <p>
            <strong>The price has changed:</strong> {formatGBP(price)} (estimated {formatGBP(replacedEstimate)}).
          </p>
        )}
        {/* The same figure: said too, or a screen reader hears the estimate's words go and nothing in their place. */}
        {!estimated && replacedEstimate === price && <p>Price confirmed: {formatGBP(price)}.</p>}
      </div>
      <p className="mt-2 text-slate-700">This is the estimated value of your {deviceName} based on your answers.</p>

      <AnswersList questions={questions} answers={answers} />

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onEdit} disabled={adding}>
          Edit Answers
        </Button>
        <Button size="lg" onClick={onAdd} loading={adding} loadingText="Adding to Basket...">
          Add to Basket
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-600 sm:text-right">You can still edit your answers before adding this device to your basket.</p>

      <BestPriceStrip />
      <div className="mt-6">
        <InstallOffer level={3} reason="Keep your quote one tap away." />
      </div>
    </section>
  );
}
