import { popups } from './popups.ts';
import { accountAnswers, conditionAnswers, liquidAnswers, repairAnswers, yesNo } from './types.ts';
import type { SeedQuestionSet } from './types.ts';

export const tabletQuestions: SeedQuestionSet = {
  deviceType: 'tablet',
  standard: [
    {
      question_text: 'Does your tablet power on and work normally?',
      tool_tip: 'It switches on, charges, and the screen responds to touch.',
      popup: popups.powerOn,
      answers: yesNo({}, { floor: true }),
    },
    {
      question_text: 'What is the storage capacity of your tablet?',
      tool_tip: 'iPad: Settings > General > About. Android: Settings > About tablet.',
      popup: popups.storage,
      answers: [{ label: '64GB or less', percent: -10 }, { label: '128GB' }, { label: '256GB', percent: 8 }, { label: '512GB or more', percent: 15 }],
    },
    {
      question_text: 'Is it a Wi-Fi + Cellular model?',
      tool_tip: 'Cellular models have a SIM tray or eSIM and list a mobile network in Settings.',
      answers: yesNo({ percent: 8 }, {}),
    },
    {
      question_text: 'Does the screen have any cracks or chips?',
      tool_tip: 'Include cracks on the back and camera lens.',
      popup: popups.cracks,
      answers: yesNo({ percent: -35 }, {}),
    },
    {
      question_text: 'Are there any scratches, dents or other cosmetic damage?',
      tool_tip: 'Light marks from normal use that you only see up close do not count.',
      answers: yesNo({ percent: -10 }, {}),
    },
    {
      question_text: 'What is the overall condition of your tablet?',
      tool_tip: 'Excellent: like new. Good: light signs of use. Fair: visible scratches. Poor: heavy wear.',
      popup: popups.condition,
      answers: conditionAnswers(),
    },
  ],
  advanced: [
    {
      question_text: 'Is the battery health 80% or lower?',
      tool_tip: 'Or does the battery drain much faster than it used to?',
      popup: popups.battery,
      answers: yesNo({ percent: -8 }, {}),
    },
    {
      question_text: 'Do Face ID, Touch ID or the fingerprint sensor work?',
      answers: [{ label: 'Yes' }, { label: 'No', percent: -15 }, { label: 'My tablet does not have one' }],
    },
    {
      question_text: 'Do the cameras, speakers and charging port all work?',
      answers: yesNo({}, { percent: -20 }),
    },
    {
      question_text: 'Has your tablet ever had water or liquid damage?',
      popup: popups.liquid,
      answers: liquidAnswers(),
    },
    {
      question_text: 'Has your tablet been repaired before?',
      answers: repairAnswers('Apple, Samsung'),
    },
    {
      question_text: 'Have you removed your account (Find My or Google) from the tablet?',
      tool_tip: 'We cannot reset or reuse a tablet that is still linked to your account.',
      popup: popups.account,
      answers: accountAnswers(),
    },
  ],
};
