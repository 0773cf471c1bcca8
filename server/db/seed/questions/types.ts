import type { DeviceType } from '@/contract/devices.ts';
import type { QuoteType } from '@/contract/questions.ts';

/** An answer and what it does to the price (percent of value, fixed pence, or the recycling floor). */
export interface SeedAnswer {
  label: string;
  percent?: number;
  fixedPence?: number;
  floor?: boolean;
}

export interface SeedQuestion {
  question_text: string;
  tool_tip?: string;
  /** Trusted HTML for the 'Did You Know' banner. */
  popup?: string;
  answers: SeedAnswer[];
}

/** A device type's questions: standard (4-6, good-condition devices) then advanced (faulty or uncertain). */
export interface SeedQuestionSet {
  deviceType: DeviceType;
  standard: SeedQuestion[];
  advanced: SeedQuestion[];
}

export type SeedQuestionWithType = SeedQuestion & { quote_type: QuoteType };

/** Yes / No with what each does; the first answer listed is shown first. */
export function yesNo(yes: Omit<SeedAnswer, 'label'>, no: Omit<SeedAnswer, 'label'>): SeedAnswer[] {
  return [
    { label: 'Yes', ...yes },
    { label: 'No', ...no },
  ];
}

/** `docs/product.md#3-entities-and-their-fields`'s grades; Excellent is the one the damage rule can take away. */
export function conditionAnswers(): SeedAnswer[] {
  return [{ label: 'Excellent', percent: 5 }, { label: 'Good' }, { label: 'Fair', percent: -12 }, { label: 'Poor', percent: -25 }];
}

export function repairAnswers(maker: string): SeedAnswer[] {
  return [
    { label: 'No' },
    { label: `Yes, by ${maker} or an authorised repairer`, percent: -3 },
    { label: 'Yes, by an independent repairer', percent: -12 },
  ];
}

export function liquidAnswers(): SeedAnswer[] {
  return [{ label: 'No' }, { label: 'Yes', percent: -40 }, { label: 'Not sure', percent: -15 }];
}

export function accountAnswers(): SeedAnswer[] {
  return [{ label: 'Yes' }, { label: 'I will remove it before sending' }, { label: "No, I can't remove it", floor: true }];
}
