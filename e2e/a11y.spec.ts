import { test } from '@playwright/test';
import { describeAccessibility } from './support/a11y-suite.ts';

// The narrowest phone the product supports (spec: mobile first from 360 px), on the mobile project's touch device.
test.use({ viewport: { width: 360, height: 780 } });

describeAccessibility('mobile');
