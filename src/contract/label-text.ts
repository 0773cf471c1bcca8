import { z } from 'zod';

/**
 * What a seller's name and address may hold: they are printed on the shipping label (server/services/labels,
 * DejaVu Sans embedded). Latin letters with every accent used in the UK and Ireland and by its neighbours
 * (Latin-1, Latin Extended-A and -B, Latin Extended Additional: Welsh ŵ ŷ ẁ, Irish and Gaelic á à, Polish ł,
 * Romanian ș ț), digits, common punctuation and typographic quotes and dashes. No control characters or line
 * breaks; the label font is tested to have a glyph for every character allowed here. Text is composed (NFC) first:
 * "ŷ" typed or pasted as "y" and a combining circumflex looks the same to the seller and is the same letter.
 */
const labelCharacter = /[\u0020-\u007E\u00A0-\u024F\u0259\u02BC\u1E00-\u1EFB\u2013\u2014\u2018\u2019\u201C\u201D\u2026]/u;

const labelTextMessages = {
  character: (char: string) => `"${char}" cannot be printed on a shipping label. Please use letters, numbers and common punctuation only.`,
  webAddress: 'Names cannot contain web addresses.',
  tooLong: (field: string, max: number) => `${field} must be ${max} characters or less.`,
} as const;

/** The first character a label cannot print, or null. */
export function unprintableCharacter(value: string): string | null {
  for (const char of value) if (!labelCharacter.test(char)) return char;
  return null;
}

/** The character as the message shows it: a control character or a space-like one by its code. */
function shown(char: string): string {
  const code = char.codePointAt(0)!;
  return code < 0x20 || (code >= 0x7f && code < 0xa0) ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : char;
}

function printable<T extends z.ZodType<string>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const char = unprintableCharacter(value);
    if (char !== null) ctx.addIssue({ code: 'custom', message: labelTextMessages.character(shown(char)) });
  });
}

const webAddress = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|org|uk|io|co|info|xyz|ly|me)\b)/i;

/** A first or last name: required, at most 50 characters (the spec's name limit), printable, no web address. */
export function personName(field: string, requiredMessage: string) {
  return printable(
    z
      .string({ error: requiredMessage })
      .trim()
      .normalize('NFC')
      .min(1, { error: requiredMessage })
      .max(50, { error: labelTextMessages.tooLong(field, 50) })
      .refine((value) => !webAddress.test(value), { error: labelTextMessages.webAddress }),
  );
}

/** An address line or town: trimmed, at most `max` characters, printable. */
export function addressText(field: string, max: number, requiredMessage?: string) {
  const base = z
    .string({ error: requiredMessage ?? `${field} is not valid.` })
    .trim()
    .normalize('NFC');
  const required = requiredMessage ? base.min(1, { error: requiredMessage }) : base;
  return printable(required.max(max, { error: labelTextMessages.tooLong(field, max) }));
}
