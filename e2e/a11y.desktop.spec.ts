import { describeAccessibility } from './support/a11y-suite.ts';

// The desktop project's 1280 px window.
describeAccessibility('desktop');
