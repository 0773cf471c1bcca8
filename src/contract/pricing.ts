import { z } from 'zod';
import type { SelectedAnswers } from './selected-answers.ts';

/**
 * What one answer does to a device's price. `percent` scales the running value (-100..100, so the value never
 * turns negative), `fixedPence` is added after scaling (a missing charger: -2000), and `floor` sends the
 * whole quote to the device's recycling floor (does not power on, still locked to an account).
 */
export const answerAdjustment = z.object({
  percent: z.number().int().min(-100).max(100),
  fixedPence: z.number().int(),
  floor: z.boolean(),
});
export type AnswerAdjustment = z.infer<typeof answerAdjustment>;

/** No effect on the price (the answer a seller gives about a device in the expected state). */
export const neutralAdjustment: AnswerAdjustment = { percent: 0, fixedPence: 0, floor: false };

/** Everything the price of one device depends on. Money is integer pence: no float drift on the way. */
export interface PricingRules {
  /** The device in full working order, good condition, standard options. */
  basePence: number;
  /** The recycling value: what a dead or locked device still fetches, and the least any quote pays. */
  floorPence: number;
  /** question text -> answer label -> adjustment; an answer that is not listed changes nothing. */
  adjustments: Readonly<Record<string, Readonly<Record<string, AnswerAdjustment>>>>;
}

/**
 * The price in pence: base scaled by every answer's percentage, plus the fixed amounts, rounded to the penny.
 * A floor answer prices at the floor; otherwise the result never falls below the floor (so never below 0).
 * Monotone by construction: an answer whose adjustment is no better (see isNoBetterThan) never raises it.
 * Whether the answers fit the question set is checked elsewhere (checkAnswers); this only prices them.
 */
export function calculatePricePence(rules: PricingRules, answers: SelectedAnswers): number {
  const floor = Math.max(0, Math.round(rules.floorPence));
  let value = Math.max(0, rules.basePence);
  let fixed = 0;
  for (const [question, label] of Object.entries(answers)) {
    const adjustment = rules.adjustments[question]?.[label];
    if (!adjustment) continue;
    if (adjustment.floor) return floor;
    value *= 1 + clampPercent(adjustment.percent) / 100;
    fixed += adjustment.fixedPence;
  }
  return Math.max(floor, Math.round(value + fixed));
}

/** The price in pounds, as the API sends it (2 decimals). */
export function calculatePrice(rules: PricingRules, answers: SelectedAnswers): number {
  return penceToPounds(calculatePricePence(rules, answers));
}

export function penceToPounds(pence: number): number {
  return Math.round(pence) / 100;
}

export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}

/** A discount code's terms in pence: `value` is pence for `fixed`, a percentage (10 = 10%) for `percentage`. */
export interface DiscountAmountTerms {
  type: 'fixed' | 'percentage';
  value: number;
  capPence: number | null;
}

/**
 * The amount a code adds to `originalPence`, in pence: a percentage is rounded to the penny and held to its cap;
 * whatever the code, it never adds more than the basket itself is worth (a £2 phone never earns £20). The server
 * prices baskets and orders with it; the app re-works a basket's totals with it while a removal waits to be sent.
 */
export function discountPence(terms: DiscountAmountTerms, originalPence: number): number {
  if (originalPence <= 0) return 0;
  const raw = terms.type === 'fixed' ? terms.value : Math.round((originalPence * terms.value) / 100);
  const capped = terms.type === 'percentage' && terms.capPence !== null ? Math.min(raw, terms.capPence) : raw;
  return Math.min(capped, originalPence);
}

/** True when answer `a` can never give a higher price than answer `b` to the same question. */
export function isNoBetterThan(a: AnswerAdjustment, b: AnswerAdjustment): boolean {
  if (a.floor) return true;
  return !b.floor && a.percent <= b.percent && a.fixedPence <= b.fixedPence;
}

function clampPercent(percent: number): number {
  return Math.min(100, Math.max(-100, percent));
}

/**
 * A device's pricing table as the API sends it with its questions, so the client can show an offline estimate
 * with this same function (docs/architecture.md: the server's price is the one kept; the estimate is labelled one).
 */
export const pricingTable = z.object({
  basePence: z.number().int().nonnegative(),
  floorPence: z.number().int().nonnegative(),
  adjustments: z.record(z.string(), z.record(z.string(), answerAdjustment)),
});
export type PricingTable = z.infer<typeof pricingTable>;
