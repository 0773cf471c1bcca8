import { popups } from './popups.ts';
import { accountAnswers, conditionAnswers, liquidAnswers, repairAnswers, yesNo } from './types.ts';
import type { SeedQuestionSet } from './types.ts';

export const watchQuestions: SeedQuestionSet = {
  deviceType: 'watch',
  standard: [
    {
      question_text: 'Does your watch power on and pair with a phone?',
      popup: popups.powerOn,
      answers: yesNo({}, { floor: true }),
    },
    {
      question_text: 'Does the screen have any cracks or chips?',
      popup: popups.cracks,
      answers: yesNo({ percent: -35 }, {}),
    },
    {
      question_text: 'Are there any scratches, dents or other cosmetic damage to the case?',
      tool_tip: 'Light marks from normal use that you only see up close do not count.',
      answers: yesNo({ percent: -10 }, {}),
    },
    {
      question_text: 'Is the battery health below 81%?',
      tool_tip: 'Apple Watch: Settings > Battery > Battery Health. Others: the companion app on your phone.',
      popup: popups.watchBattery,
      answers: yesNo({ percent: -10 }, {}),
    },
    {
      question_text: 'What is the overall condition of your watch?',
      tool_tip: 'Excellent: like new. Good: light signs of use. Fair: visible scratches. Poor: heavy wear.',
      popup: popups.condition,
      answers: conditionAnswers(),
    },
  ],
  advanced: [
    {
      question_text: 'Is it a GPS + Cellular model?',
      tool_tip: 'Cellular watches can make calls without your phone nearby.',
      answers: yesNo({ percent: 10 }, {}),
    },
    {
      question_text: 'Do the heart rate and other sensors work?',
      answers: yesNo({}, { percent: -25 }),
    },
    {
      question_text: 'Do the buttons, Digital Crown or rotating bezel work?',
      answers: yesNo({}, { percent: -15 }),
    },
    {
      question_text: 'Has your watch ever had water or liquid damage?',
      tool_tip: 'For example after diving deeper than its water resistance rating.',
      popup: popups.liquid,
      answers: liquidAnswers(),
    },
    {
      question_text: 'Has your watch been repaired before?',
      answers: repairAnswers('Apple, Samsung, Google'),
    },
    {
      question_text: 'Have you unpaired the watch and removed your account (Find My, Google or Samsung)?',
      popup: popups.account,
      answers: accountAnswers(),
    },
    {
      question_text: 'What will you send with your watch?',
      answers: [
        { label: 'Watch, strap and charger' },
        { label: 'Watch and strap', percent: -5 },
        { label: 'Watch and charger', percent: -5 },
        { label: 'Watch only', percent: -10 },
      ],
    },
  ],
};
