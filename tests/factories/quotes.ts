import type { Device, GetQuestionsResponse, Question, QuestionLists } from '../../src/contract/index.ts';

/** Test data for the quote flow, shared by unit and web tests. */
export function createDevice(overrides: Partial<Device> = {}): Device {
  return { id: 7, device_name: 'iPhone 13', brand: 'Apple', device_type: 'phone', image_url: '/images/devices/phone.svg', ...overrides };
}

export function createQuestion(question_text: string, labels: string[], overrides: Partial<Question> = {}): Question {
  return { question_text, quote_type: 'standard', answers: labels.map((label) => ({ label })), ...overrides };
}

const yesNo = ['Yes', 'No'];

/** A small phone set: 4 standard questions (cracks before condition) and 3 advanced ones (sizes 3, 1, 2). */
export function createQuestionLists(overrides: Partial<QuestionLists> = {}): QuestionLists {
  return {
    id: 1,
    standard: [
      createQuestion('Does your phone power on and work normally?', yesNo, { tool_tip: 'It switches on and charges.' }),
      createQuestion('Does the screen have any cracks or chips?', yesNo, {
        popup: '<p>A cracked screen does not make your device <strong>worthless</strong>.</p>',
      }),
      createQuestion('What is the storage capacity of your phone?', ['64GB or less', '128GB', '256GB', '512GB or more']),
      createQuestion('What is the overall condition of your phone?', ['Excellent', 'Good', 'Fair', 'Poor']),
    ],
    advanced: [
      createQuestion('Has your phone been repaired before?', ['No', 'Yes, by Apple', 'Yes, by an independent repairer'], { quote_type: 'advanced' }),
      createQuestion('Will you remove your SIM and memory cards before sending?', ['Yes, I will remove them'], { quote_type: 'advanced' }),
      createQuestion('Is the battery health 80% or lower?', yesNo, { quote_type: 'advanced' }),
    ],
    ...overrides,
  };
}

export function createQuestionsResponse(deviceId = 7, lists: QuestionLists = createQuestionLists()): GetQuestionsResponse {
  return { success: true, deviceId, questions: lists };
}
