import { useId } from 'react';
import { CheckIcon, ClockIcon, GiftIcon, LockIcon, ShieldIcon, SparkleIcon, TruckIcon } from '@/components/product-icons.tsx';
import { site } from '@/shared/site.ts';

const reasons = [
  { icon: LockIcon, title: 'Quote locked for 14 days', text: 'Your price is held for 14 days, so there is no rush to post.' },
  { icon: GiftIcon, title: 'Refer friends, earn £5', text: 'You and your friend each get £5 after their first completed sale.' },
  { icon: TruckIcon, title: 'Free tracked delivery', text: 'Every device travels on free, tracked and insured postage.' },
];

const badges = [
  { icon: ShieldIcon, label: 'Secure & Trusted' },
  { icon: ClockIcon, label: 'Same Day Payouts' },
  { icon: SparkleIcon, label: 'Seamless & Easy' },
];

/** Why Choose us: three reasons and three badges. */
export function WhyChoose() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-content px-4 py-12 sm:py-16">
      <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        Why Choose {site.name}?
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
            <Icon className="size-8 shrink-0 text-brand" />
            <div>
              <h3 className="font-bold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <ul aria-label="Our promises" className="mt-6 flex flex-wrap justify-center gap-3">
        {badges.map(({ icon: Icon, label }) => (
          <li key={label} className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-dark">
            <Icon className="size-5" />
            {label}
            <CheckIcon className="size-4 text-green-700" />
          </li>
        ))}
      </ul>
    </section>
  );
}
