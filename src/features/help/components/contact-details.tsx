import { site } from '@/shared/site.ts';

/** Phone, e-mail and working hours (docs/product.md#2-screens-and-routes and docs/product.md#9-business-constants-and-limits), shown on the help and contact pages. */
export function ContactDetails({ className = '', stacked = false }: { className?: string; stacked?: boolean }) {
  return (
    <dl className={`grid content-start gap-4 text-slate-800 ${stacked ? '' : 'sm:grid-cols-3'} ${className}`}>
      <div>
        <dt className="text-sm font-semibold text-slate-600">Phone</dt>
        <dd className="mt-1 text-lg font-semibold">
          <a href={site.phoneHref}>{site.phone}</a>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-600">E-mail</dt>
        <dd className="mt-1 text-lg font-semibold break-all">
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-600">Opening hours</dt>
        <dd className="mt-1">
          <ul>
            {site.openingHours.map((slot) => (
              <li key={slot.days}>
                {slot.days}: {slot.hours}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
