import { ButtonLink } from '@/components/button-link.tsx';
import { paths } from '@/shared/paths.ts';

/** The call to action: Get A Quote, Help & Contact. */
export function HomeCta() {
  return (
    <section className="mx-auto max-w-content px-4 py-12 text-center sm:py-16">
      <h2 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Ready to sell your device?</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">It takes about a minute to get your price. Questions first? Our UK team is here to help.</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={paths.catalogue} size="lg">
          Get A Quote
        </ButtonLink>
        <ButtonLink to={paths.help} size="lg" variant="secondary">
          Help & Contact
        </ButtonLink>
      </div>
    </section>
  );
}
