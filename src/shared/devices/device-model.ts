/**
 * The phone's model code from User-Agent Client Hints (Chromium on Android): `navigator.userAgentData`
 * with the high-entropy 'model' value. Absent (Safari, Firefox, desktop), refused or empty: null.
 * Nothing is read from the User-Agent string (docs/decisions/110-sell-this-phone-from-client-hints.md).
 */
interface UserAgentData {
  mobile?: boolean;
  getHighEntropyValues?: (hints: string[]) => Promise<{ model?: unknown }>;
}

export async function readDeviceModel(): Promise<string | null> {
  if (typeof navigator === 'undefined') return null;
  const data = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  if (!data || typeof data.getHighEntropyValues !== 'function') return null;
  try {
    const { model } = await data.getHighEntropyValues(['model']);
    return typeof model === 'string' && model.trim() !== '' ? model.trim() : null;
  } catch {
    return null;
  }
}
