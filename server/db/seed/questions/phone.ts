import { popups } from './popups.ts';
import { accountAnswers, conditionAnswers, liquidAnswers, repairAnswers, yesNo } from './types.ts';
import type { SeedQuestionSet } from './types.ts';

export const phoneQuestions: SeedQuestionSet = {
  deviceType: 'phone',
  standard: [
    {
      question_text: 'Does your phone power on and work normally?',
      tool_tip: 'It switches on, charges, and the screen responds to touch.',
      popup: popups.powerOn,
      answers: yesNo({}, { floor: true }),
    },
    {
      question_text: 'What is the storage capacity of your phone?',
      tool_tip: 'iPhone: Settings > General > About. Android: Settings > About phone.',
      popup: popups.storage,
      answers: [{ label: '64GB or less', percent: -12 }, { label: '128GB' }, { label: '256GB', percent: 8 }, { label: '512GB or more', percent: 15 }],
    },
    {
      question_text: 'Is your phone unlocked to all networks?',
      tool_tip: 'A phone that only accepts one network’s SIM cards is locked.',
      answers: yesNo({}, { percent: -10 }),
    },
    {
      question_text: 'Does the screen have any cracks or chips?',
      tool_tip: 'Include cracks on the back glass and camera lenses.',
      popup: popups.cracks,
      answers: yesNo({ percent: -35 }, {}),
    },
    {
      question_text: 'Are there any scratches, dents or other cosmetic damage?',
      tool_tip: 'Light marks from normal use that you only see up close do not count.',
      answers: yesNo({ percent: -10 }, {}),
    },
    {
      question_text: 'What is the overall condition of your phone?',
      tool_tip: 'Excellent: like new. Good: light signs of use. Fair: visible scratches. Poor: heavy wear.',
      popup: popups.condition,
      answers: conditionAnswers(),
    },
  ],
  advanced: [
    {
      question_text: 'Is the battery health 80% or lower?',
      tool_tip: 'iPhone: Settings > Battery > Battery Health. Android: the battery or device care settings.',
      popup: popups.battery,
      answers: yesNo({ percent: -8 }, {}),
    },
    {
      question_text: 'Do Face ID, Touch ID or the fingerprint sensor work?',
      answers: [{ label: 'Yes' }, { label: 'No', percent: -25 }, { label: 'My phone does not have one' }],
    },
    {
      question_text: 'Do all the cameras work properly?',
      tool_tip: 'Check the front and rear cameras for focus, spots and blur.',
      answers: yesNo({}, { percent: -20 }),
    },
    {
      question_text: 'Has your phone ever had water or liquid damage?',
      popup: popups.liquid,
      answers: liquidAnswers(),
    },
    {
      question_text: 'Has your phone been repaired before?',
      tool_tip: 'For example a replacement screen, battery or back glass.',
      answers: repairAnswers('Apple, Samsung, Google'),
    },
    {
      question_text: 'Have you removed your account (Find My iPhone or Google) from the phone?',
      tool_tip: 'We cannot reset or reuse a phone that is still linked to your account.',
      popup: popups.account,
      answers: accountAnswers(),
    },
    {
      question_text: 'Will you remove your SIM and memory cards before sending?',
      tool_tip: 'We cannot return cards left in a device.',
      answers: [{ label: 'Yes, I will remove them' }],
    },
  ],
};
