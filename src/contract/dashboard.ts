import { z } from 'zod';
import { successTrue } from './common.ts';
import { device } from './devices.ts';

/** GET /api/dashboard/popular: the home page's Popular Devices grid, in display order. */
export const popularResponse = z.object({
  success: successTrue,
  popular: z.array(device),
});
