import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydrated.ts';

test('on desktop each card fades in as it scrolls into view, and the line fills with the scroll', async ({ page }) => {
  await gotoHydrated(page, '/how-it-works');
  const card = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(name) }) });
  const lastCard = card('Get Paid Instantly');
  const line = page.getByTestId('progress-line');
  await expect(card('Get an Instant Quote')).toHaveCSS('opacity', '1');
  await expect(lastCard).toHaveCSS('opacity', '0');
  const fill = () => line.evaluate((el) => el.getBoundingClientRect().height);
  const before = await fill();

  await lastCard.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  await expect(lastCard).toHaveCSS('opacity', '1');
  await expect.poll(fill).toBeGreaterThan(before);
});
