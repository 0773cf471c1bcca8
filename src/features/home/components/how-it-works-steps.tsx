import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PoundIcon, TagIcon, TruckIcon } from '@/components/product-icons.tsx';
import { paths } from '@/shared/paths.ts';

const steps = [
  { icon: TagIcon, title: 'Get Your Quote', text: 'Pick your device and answer a few quick questions for an instant price, locked in for 14 days.' },
  {
    icon: TruckIcon,
    title: 'Post Your Device For Free',
    text: 'We e-mail you a prepaid, tracked and insured label or QR code. Drop your parcel at a DPD point or Post Office.',
  },
  {
    icon: PoundIcon,
    title: 'Get Paid Fast',
    text: 'Paid by bank transfer the same working day we receive and check your device. Arrives before 3 PM? Paid that day.',
  },
];

/** How It Works in 3 steps. */
export function HowItWorksSteps() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-12 sm:py-16">
      <div className="mx-auto max-w-content px-4">
        <h2 id={headingId} className="text-center text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          How It Works
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="absolute top-5 right-5 text-4xl font-black text-brand-100" aria-hidden="true">
                {index + 1}
              </span>
              <Icon className="size-9 text-brand" />
              <h3 className="mt-3 text-lg font-bold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6 text-center">
          <Link to={paths.howItWorks} className="font-semibold">
            More about how it works
          </Link>
        </p>
      </div>
    </section>
  );
}
