/** docs/product.md#5-validation-rules: a question loader returning an empty result counts as failure. */
export function isEmptyQuestions(result: unknown): boolean {
  if (result === null || result === undefined) return true;
  if (Array.isArray(result)) return result.length === 0;
  if (typeof result !== 'object') return false;
  if (Object.keys(result).length === 0) return true;
  if ('questions' in result) return isEmptyQuestions(result.questions);
  if ('standard' in result && Array.isArray(result.standard)) {
    const advanced = 'advanced' in result && Array.isArray(result.advanced) ? result.advanced : [];
    return result.standard.length === 0 && advanced.length === 0;
  }
  return false;
}
