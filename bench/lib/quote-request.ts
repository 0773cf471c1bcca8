import { answerOptions, getQuestionsResponse, type QuoteRequest, type QuoteType, type SelectedAnswers } from '../../src/contract/index.ts';

/**
 * A valid quote (calculate and basket add body) for a device, from the server's own question set: each
 * question answered with the first answer the wizard would offer at that point.
 */
export async function quoteRequestFor(baseUrl: string, deviceName: string, quoteType: QuoteType = 'standard'): Promise<QuoteRequest> {
  const response = await fetch(`${baseUrl}/api/questions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device_name: deviceName }),
  });
  if (!response.ok) throw new Error(`POST /api/questions for ${deviceName} answered ${response.status}`);
  const found = getQuestionsResponse.parse(await response.json());
  const questions = quoteType === 'advanced' ? [...found.questions.standard, ...found.questions.advanced] : found.questions.standard;
  const selected_answers: SelectedAnswers = {};
  questions.forEach((question, index) => {
    const first = answerOptions(questions, index, selected_answers).answers[0];
    if (!first) throw new Error(`'${question.question_text}' offers no answer`);
    selected_answers[question.question_text] = first.label;
  });
  return { deviceId: found.deviceId, quoteType, selected_answers };
}
