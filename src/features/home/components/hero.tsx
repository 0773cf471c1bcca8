import { Link } from 'react-router-dom';
import { ClockIcon, ShieldIcon, TruckIcon } from '@/components/product-icons.tsx';
import { paths } from '@/shared/paths.ts';

const points = [
  { icon: ClockIcon, text: 'Instant quote' },
  { icon: TruckIcon, text: 'Free tracked postage' },
  { icon: ShieldIcon, text: 'Paid by bank transfer' },
];

// On the blue hero the shared button colours would clash; same shape and size as a 'lg' button.
const heroButton = 'inline-flex min-h-12 items-center justify-center rounded-lg px-6 text-lg font-semibold no-underline transition-colors';

/** Sell us your device, with the Best Price Promise. */
export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand to-brand-dark text-white">
      <div className="mx-auto grid max-w-content items-center gap-8 px-4 py-12 sm:py-16 md:grid-cols-[minmax(0,1fr)_340px] lg:py-20">
        <div>
          <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">Phones, tablets, laptops and watches</p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">Sell us your device</h1>
          <p className="mt-4 max-w-xl text-lg text-brand-100">
            Get an instant quote for your used, cracked or faulty tech. Post it free and get paid by bank transfer, usually the same day we receive
            it.
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.catalogue} className={`${heroButton} bg-white text-brand-dark hover:bg-brand-50`}>
              Get a Quote
            </Link>
            <Link to={paths.howItWorks} className={`${heroButton} border-2 border-white/70 text-white hover:bg-white/10`}>
              How It Works
            </Link>
          </div>
          <ul className="mt-7 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="inline-flex items-center gap-1.5">
                <Icon className="size-5" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <Link
          to={paths.bestPricePromise}
          className="block rounded-2xl bg-white p-5 text-slate-900 no-underline shadow-xl ring-1 ring-black/5 transition hover:-translate-y-0.5"
        >
          <span className="inline-flex items-center gap-2 text-sm font-bold tracking-wide text-brand uppercase">
            <ShieldIcon className="size-5" />
            Best Price Promise
          </span>
          <span className="mt-2 block text-xl font-extrabold">Found a higher quote?</span>
          <span className="mt-1 block text-slate-700">
            Show us a competitor quote that is live or under 24 hours old and we will look at beating it.
          </span>
          <span className="mt-3 block font-semibold text-brand underline underline-offset-2">About our Best Price Promise</span>
        </Link>
      </div>
    </section>
  );
}
