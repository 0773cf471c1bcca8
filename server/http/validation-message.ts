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
  if (genericText !== message) return message;
  const name = field || where[context ?? 'body'] || 'request';
  if (message.endsWith('received undefined')) return `${name} is required.`;
  return `${name}: ${message}.`;
}
