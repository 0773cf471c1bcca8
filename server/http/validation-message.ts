import { en } from 'zod/locales';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';

const defaultMessages = en();
const where: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/**
 * The seller-facing message for a request that failed its contract schema. A message the contract
 * wrote (the spec's words) is sent as it is; zod's generic wording is rewritten to name the field.
 */
export function validationMessage(issue: ZodFastifySchemaValidationError, context: string | undefined): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const zodIssue = { ...(issue.params as object), code: issue.keyword, path: field.split('.'), message: issue.message };
  const generic = defaultMessages.localeError?.(zodIssue as never);
  const genericText = typeof generic === 'string' ? generic : generic?.message;
  const message = issue.message ?? 'Invalid value';
  const wrongType = /^Invalid input: expected (\w+), received (\w+)$/.exec(message);
  if (genericText !== message && !wrongType) return message;
  const name = field || where[context ?? 'body'] || 'request';
  if (message.endsWith('received undefined')) return `${name} is required.`;
  if (wrongType) return wrongTypeMessage(field, context, wrongType[1]!, wrongType[2]!);
  const choice = /^Invalid option: expected one of (.+)$/.exec(message);
  if (choice) return `${name} must be ${choice[1]!.split('|').join(' or ')}.`;
  const format = /^Invalid (UUID|URL|email address)$/.exec(message);
  if (format) return `${name} must be a valid ${format[1]}.`;
  return `${name}: ${message}.`;
}

/**
 * zod's "Invalid input: expected object, received null" in words a client can act on (an outside review: a bodiless
 * POST, and a query parameter given twice, were answered in zod's own English).
 */
function wrongTypeMessage(field: string, context: string | undefined, expected: string, received: string): string {
  if (!field && (context ?? 'body') === 'body') return 'The request body must be a JSON object.';
  const name = field || where[context ?? 'body'] || 'request';
  if (received === 'array' && context === 'querystring') return `${name} may be given only once.`;
  return `${name} must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}.`;
}
