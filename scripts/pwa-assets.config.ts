import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

// `npm run icons`: PNG icons (64, 192, 512, maskable 512, apple-touch 180) and favicon.ico from public/logo.svg.
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    // The logo's rounded corners are transparent; maskable and Apple icons get a full-bleed brand background.
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#0b5cad' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#0b5cad' } },
  },
  images: ['public/logo.svg'],
});
