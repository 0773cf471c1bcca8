import { describe, expect, it } from 'vitest';
import { answerAdjustment, isConditionQuestion, isNoBetterThan, mentionsDamage } from '../../src/contract/index.ts';
import { catalogue } from '../../server/db/seed/catalogue.ts';
import { popularDeviceNames, seedQuestionSets } from '../../server/db/seed/questions.ts';
import { seedDevicePrice } from '../../server/db/seed/questions/base-values.ts';
import type { SeedAnswer } from '../../server/db/seed/questions/types.ts';

const adjustmentOf = (answer: SeedAnswer) =>
  answerAdjustment.parse({ percent: answer.percent ?? 0, fixedPence: answer.fixedPence ?? 0, floor: answer.floor ?? false });

describe('seeded question sets', () => {
  it('one set per device type: 4-6 standard questions, more for an advanced quote', () => {
    expect(seedQuestionSets.map((set) => set.deviceType).sort()).toEqual(['laptop', 'phone', 'tablet', 'watch']);
    for (const set of seedQuestionSets) {
      expect(set.standard.length).toBeGreaterThanOrEqual(4);
      expect(set.standard.length).toBeLessThanOrEqual(6);
      expect(set.advanced.length).toBeGreaterThanOrEqual(5);
      const texts = [...set.standard, ...set.advanced].map((q) => q.question_text);
      expect(new Set(texts).size).toBe(texts.length);
      for (const question of [...set.standard, ...set.advanced]) {
        expect(new Set(question.answers.map((a) => a.label)).size).toBe(question.answers.length);
        question.answers.forEach((answer) => adjustmentOf(answer));
      }
    }
  });

  it('reaches every answer layout: sets of 1, 2, 3 and 4 answers', () => {
    const sizes = new Set(seedQuestionSets.flatMap((set) => [...set.standard, ...set.advanced].map((q) => q.answers.length)));
    for (const size of [1, 2, 3, 4]) expect(sizes).toContain(size);
  });

  it('asks about damage before the condition grade, so the Excellent rule can apply', () => {
    for (const set of seedQuestionSets) {
      const conditionAt = set.standard.findIndex((q) => isConditionQuestion({ ...q, quote_type: 'standard' }));
      const damage = set.standard.filter((q, index) => index < conditionAt && mentionsDamage(q.question_text));
      expect(damage.length, set.deviceType).toBeGreaterThanOrEqual(2);
      // A 'Yes' to damage never pays more than a 'No'.
      for (const question of damage) {
        const [yes, no] = ['Yes', 'No'].map((label) => question.answers.find((a) => a.label === label)!);
        expect(isNoBetterThan(adjustmentOf(yes!), adjustmentOf(no!))).toBe(true);
      }
    }
  });

  it("uses the spec's battery wording for phones and watches", () => {
    const texts = (type: string) =>
      seedQuestionSets.filter((s) => s.deviceType === type).flatMap((s) => [...s.standard, ...s.advanced].map((q) => q.question_text));
    expect(texts('phone')).toContain('Is the battery health 80% or lower?');
    expect(texts('watch')).toContain('Is the battery health below 81%?');
  });

  it('sends a device that does not power on, or is still locked to an account, to the floor', () => {
    for (const set of seedQuestionSets) {
      const power = set.standard[0]!;
      expect(power.question_text).toMatch(/power on/);
      expect(power.answers.find((a) => a.label === 'No')?.floor).toBe(true);
      const account = set.advanced.find((q) => /account/.test(q.question_text))!;
      expect(account.answers.some((a) => a.floor)).toBe(true);
    }
  });
});

describe('seeded device prices', () => {
  const price = (name: string) => seedDevicePrice(catalogue.find((device) => device.device_name === name)!);

  it('gives every catalogue device a base value and a lower recycling floor, in whole pounds', () => {
    for (const device of catalogue) {
      const { basePence, floorPence } = seedDevicePrice(device);
      expect(basePence, device.device_name).toBeGreaterThanOrEqual(1000);
      expect(floorPence).toBeGreaterThanOrEqual(200);
      expect(floorPence).toBeLessThan(basePence);
      expect(basePence % 100).toBe(0);
    }
  });

  it('is realistic for UK trade-in: newer and higher models are worth more', () => {
    expect(price('iPhone 16 Pro Max').basePence).toBeGreaterThan(price('iPhone 15 Pro Max').basePence);
    expect(price('iPhone 15 Pro Max').basePence).toBeGreaterThan(price('iPhone 15').basePence);
    expect(price('iPhone 15').basePence).toBeGreaterThan(price('iPhone 11').basePence);
    expect(price('Samsung Galaxy S24 Ultra').basePence).toBeGreaterThan(price('Samsung Galaxy S24').basePence);
    expect(price('Samsung Galaxy S24').basePence).toBeGreaterThan(price('Samsung Galaxy A15').basePence);
    expect(price('MacBook Pro 16" M4 Max (2024)').basePence).toBeGreaterThan(price('MacBook Air 13" M1 (2020)').basePence);
    // Calibration points (pounds, working, good condition).
    expect(price('iPhone 16 Pro Max').basePence / 100).toBeGreaterThan(450);
    expect(price('iPhone 16 Pro Max').basePence / 100).toBeLessThan(800);
    expect(price('iPhone 11').basePence / 100).toBeGreaterThan(60);
    expect(price('iPhone 11').basePence / 100).toBeLessThan(150);
  });

  it('lists popular devices that are in the catalogue', () => {
    const names = new Set(catalogue.map((device) => device.device_name));
    expect(popularDeviceNames).toHaveLength(8);
    for (const name of popularDeviceNames) expect(names).toContain(name);
  });
});
