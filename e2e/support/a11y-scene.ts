import type { Page } from '@playwright/test';

/** One state the accessibility suite scans (a11y-scenes.ts lists them), at one or both widths. */
export type Width = 'mobile' | 'desktop';

export interface Scene {
  name: string;
  path: string;
  /** Signed in as a fresh (unverified) seller, or a verified one, before opening the path. */
  as?: 'seller' | 'verified';
  /** Only at one width (a menu that exists only on phones, a hover menu). */
  only?: Width;
  /** Brings the page into the state to scan, after it has settled. */
  act?: (page: Page) => Promise<void>;
}
