import type { HowToStep } from '@/shared/structured-data.ts';

/** docs/product.md#2-screens-and-routes: the packaging guide's three steps, plus 'Keep It Simple'. Shown on the page and as HowTo data. */
export const packagingSteps: readonly (HowToStep & { points: readonly string[] })[] = [
  {
    name: 'Prepare Your Device',
    text: 'Back up and factory reset your device, remove your accounts, take out the SIM and memory cards, and turn it off.',
    points: [
      'Back up your photos, messages and files.',
      'Factory reset the device and remove your Apple, Samsung or Google account, so it is no longer locked to you.',
      'Take out your SIM card and any memory card.',
      'Turn the device off completely.',
    ],
  },
  {
    name: 'Secure Packaging',
    text: 'Wrap the device in padding, place it in a sturdy box that it cannot move around in, and seal every edge with tape.',
    points: [
      'Wrap the device in bubble wrap, or a few sheets of scrunched paper.',
      'Use a sturdy cardboard box, just big enough that the device cannot move when you shake it.',
      'Fill any gaps with more padding.',
      'Seal every opening with strong parcel tape.',
    ],
  },
  {
    name: 'Send Your Device',
    text: 'Attach your prepaid label, or show your QR code, at a DPD drop-off point or Post Office, and keep your receipt.',
    points: [
      'Stick the prepaid label on the largest flat side of the box, covering any old labels.',
      'No printer? Show the QR code from your e-mail or dashboard at the counter instead.',
      'Drop the parcel at a DPD drop-off point or a Post Office and keep the receipt with its tracking number.',
    ],
  },
];
