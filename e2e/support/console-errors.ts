import type { Page } from '@playwright/test';

/** The page's console errors and uncaught exceptions from now on, as they come (a hydration error shows here). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
