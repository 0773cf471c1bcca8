import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePrice, calculatePricePence, isNoBetterThan, penceToPounds } from '../../src/contract/pricing.ts';
import type { AnswerAdjustment, PricingRules } from '../../src/contract/pricing.ts';

const adj = (partial: Partial<AnswerAdjustment>): AnswerAdjustment => ({ percent: 0, fixedPence: 0, floor: false, ...partial });

const rules: PricingRules = {
  basePence: 30_000, // £300.00
  floorPence: 2_400, // £24.00
  adjustments: {
    'Does it power on?': { Yes: adj({}), No: adj({ floor: true }) },
    'Any cracks?': { Yes: adj({ percent: -35 }), No: adj({}) },
    'Storage?': { '64GB': adj({ percent: -12 }), '128GB': adj({}), '256GB': adj({ percent: 8 }) },
    'Charger?': { Yes: adj({}), No: adj({ fixedPence: -2_000 }) },
    'Condition?': { Excellent: adj({ percent: 5 }), Good: adj({}), Poor: adj({ percent: -25 }) },
    'Locked?': { No: adj({}), Yes: adj({ floor: true }) },
  },
};

describe('calculatePrice (pure, pennies, never negative)', () => {
  it.each([
    ['no answers: the base value', {}, 300],
    ['neutral answers change nothing', { 'Does it power on?': 'Yes', 'Any cracks?': 'No', 'Storage?': '128GB' }, 300],
    ['a percentage scales the value', { 'Any cracks?': 'Yes' }, 195],
    ['percentages compound', { 'Storage?': '256GB', 'Condition?': 'Excellent' }, 340.2],
    ['a fixed amount is added after scaling', { 'Any cracks?': 'Yes', 'Charger?': 'No' }, 175],
    ['not powering on prices at the floor', { 'Does it power on?': 'No', 'Storage?': '256GB' }, 24],
    ['an account lock prices at the floor', { 'Locked?': 'Yes', 'Condition?': 'Excellent' }, 24],
    [
      'a heavily damaged device never goes below the floor',
      { 'Any cracks?': 'Yes', 'Condition?': 'Poor', 'Storage?': '64GB', 'Charger?': 'No' },
      108.7,
    ],
    ['answers the rules do not know are ignored', { 'Colour?': 'Blue' }, 300],
  ])('%s', (_name, answers, pounds) => {
    expect(calculatePrice(rules, answers)).toBe(pounds);
  });

  it('rounds to the nearest penny', () => {
    const odd: PricingRules = { basePence: 999, floorPence: 0, adjustments: { q: { a: adj({ percent: -33 }), b: adj({ percent: 7 }) } } };
    expect(calculatePricePence(odd, { q: 'a' })).toBe(669); // 669.33
    expect(calculatePricePence(odd, { q: 'b' })).toBe(1069); // 1068.93
    expect(calculatePrice(odd, { q: 'b' })).toBe(10.69);
    expect(penceToPounds(1999)).toBe(19.99);
  });

  it('clamps to the floor (and so never below zero) when fixed deductions exceed the value', () => {
    const cheap: PricingRules = { basePence: 1_000, floorPence: 200, adjustments: { charger: { No: adj({ fixedPence: -5_000 }) } } };
    expect(calculatePricePence(cheap, { charger: 'No' })).toBe(200);
    expect(calculatePricePence({ ...cheap, floorPence: 0 }, { charger: 'No' })).toBe(0);
  });

  it('a percentage of -100 makes the scaled value zero, never negative', () => {
    const wiped: PricingRules = { basePence: 5_000, floorPence: 0, adjustments: { q: { gone: adj({ percent: -100 }) } } };
    expect(calculatePricePence(wiped, { q: 'gone' })).toBe(0);
  });
});

describe('isNoBetterThan', () => {
  it.each([
    [adj({ floor: true }), adj({ percent: 10 }), true],
    [adj({ percent: 10 }), adj({ floor: true }), false],
    [adj({ percent: -10 }), adj({}), true],
    [adj({ fixedPence: -100 }), adj({}), true],
    [adj({ percent: 5, fixedPence: -100 }), adj({}), false],
    [adj({}), adj({}), true],
  ])('%o is no better than %o: %s', (a, b, expected) => {
    expect(isNoBetterThan(a, b)).toBe(expected);
  });
});

describe('pricing property', () => {
  const adjustment = fc.record({
    percent: fc.integer({ min: -100, max: 100 }),
    fixedPence: fc.integer({ min: -50_000, max: 50_000 }),
    floor: fc.boolean(),
  });

  it('a worse answer never raises the price, and no price is negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(adjustment, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        adjustment,
        (basePence, floorPence, chosen, which, candidate) => {
          const index = which % chosen.length;
          const current = chosen[index]!;
          // Make the candidate no better than the current answer.
          const worse = candidate.floor
            ? candidate
            : {
                floor: current.floor,
                percent: Math.min(candidate.percent, current.percent),
                fixedPence: Math.min(candidate.fixedPence, current.fixedPence),
              };
          const adjustments: PricingRules['adjustments'] = Object.fromEntries(chosen.map((a, i) => [`q${i}`, { a, worse: i === index ? worse : a }]));
          const priced: PricingRules = { basePence, floorPence, adjustments };
          const answers = Object.fromEntries(chosen.map((_, i) => [`q${i}`, 'a']));
          const before = calculatePricePence(priced, answers);
          const after = calculatePricePence(priced, { ...answers, [`q${index}`]: 'worse' });
          expect(isNoBetterThan(worse, current)).toBe(true);
          expect(after).toBeLessThanOrEqual(before);
          expect(after).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(after)).toBe(true);
        },
      ),
    );
  });
});
