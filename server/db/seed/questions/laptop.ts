import { popups } from './popups.ts';
import { accountAnswers, conditionAnswers, liquidAnswers, repairAnswers, yesNo } from './types.ts';
import type { SeedQuestionSet } from './types.ts';

export const laptopQuestions: SeedQuestionSet = {
  deviceType: 'laptop',
  standard: [
    {
      question_text: 'Does your laptop power on and start up to the desktop?',
      popup: popups.powerOn,
      answers: yesNo({}, { floor: true }),
    },
    {
      question_text: 'What is the storage capacity of your laptop?',
      tool_tip: 'Mac: Apple menu > About This Mac > More Info. Windows: Settings > System > Storage.',
      popup: popups.storage,
      answers: [{ label: '256GB or less', percent: -10 }, { label: '512GB' }, { label: '1TB', percent: 8 }, { label: '2TB or more', percent: 15 }],
    },
    {
      question_text: 'Is the screen cracked, or does it show lines, spots or dead pixels?',
      popup: popups.cracks,
      answers: yesNo({ percent: -40 }, {}),
    },
    {
      question_text: 'Are there any scratches, dents or other cosmetic damage to the case?',
      tool_tip: 'Light marks from normal use that you only see up close do not count.',
      answers: yesNo({ percent: -10 }, {}),
    },
    {
      question_text: 'Do the keyboard and trackpad work properly?',
      answers: yesNo({}, { percent: -20 }),
    },
    {
      question_text: 'What is the overall condition of your laptop?',
      tool_tip: 'Excellent: like new. Good: light signs of use. Fair: visible scratches. Poor: heavy wear.',
      popup: popups.condition,
      answers: conditionAnswers(),
    },
  ],
  advanced: [
    {
      question_text: 'Does the battery need servicing, or hold 80% or less of its original charge?',
      tool_tip: 'Mac: System Settings > Battery. Windows: the battery report or the maker’s app.',
      popup: popups.battery,
      answers: yesNo({ percent: -10 }, {}),
    },
    {
      question_text: 'Will you send the original charger with your laptop?',
      answers: yesNo({}, { fixedPence: -2000 }),
    },
    {
      question_text: 'Do Touch ID or the fingerprint reader work?',
      answers: [{ label: 'Yes' }, { label: 'No', percent: -10 }, { label: 'My laptop does not have one' }],
    },
    {
      question_text: 'Do the webcam, speakers and microphone work?',
      answers: yesNo({}, { percent: -10 }),
    },
    {
      question_text: 'Has your laptop ever had water or liquid damage?',
      popup: popups.liquid,
      answers: liquidAnswers(),
    },
    {
      question_text: 'Has your laptop been repaired before?',
      answers: repairAnswers('the manufacturer'),
    },
    {
      question_text: 'Have you removed your account (Find My Mac, Apple ID or Microsoft) and any firmware password?',
      tool_tip: 'We cannot reset or reuse a laptop that is still linked to your account.',
      popup: popups.account,
      answers: accountAnswers(),
    },
  ],
};
