import type { Location, NavigateFunction } from 'react-router-dom';
import { leaveSteps, useLeaveEarlierVisits } from '@/lib/step-history/leave-steps.ts';
import { useStepHistory } from '@/lib/step-history/step-history.ts';
import { paths } from '@/shared/paths.ts';

/**
 * The quote wizard in the browser's history (docs/decisions/193-the-quote-wizard-in-browser-history.md): each step
 * reached is an entry, so Back goes to the previous question, as Go Back does. The depth is `wizardDepth`.
 */
const key = 'wizard';

/**
 * `start` is the step the wizard opened at, from the depth it opened at: a fresh quote never takes over an entry an
 * earlier visit left; a draft continued at question 5 lays entries for questions 1 to 4 under it, so Back steps
 * through them as if the seller had never left.
 */
export function useWizardHistory(depth: number, goToDepth: (depth: number) => boolean, start: { depth: number; resumed: boolean }): void {
  const below = start.resumed ? Array.from({ length: start.depth }, (_, index) => index) : [];
  useStepHistory(key, depth, goToDepth, { adopt: start.resumed, below });
}

/** 'Back to Phone Selection': to the page before the quote, past its steps (the catalogue if there is none of ours). */
export function leaveQuote(navigate: NavigateFunction, location: Location): void {
  leaveSteps(navigate, location, key, paths.catalogue);
}

/** In the quote view (kept per device): Back onto an earlier visit's entry carries on out of the quote. */
export function useLeaveEarlierQuoteVisits(): void {
  useLeaveEarlierVisits(key, paths.catalogue);
}
