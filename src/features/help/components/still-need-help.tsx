import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { site } from '@/shared/site.ts';

/**
 * `docs/product.md#2-screens-and-routes`'s 'Still need help?' box: a link to /contact and a live conversation with the team. There
 * is no chat widget, so the live option offered is the phone line, in working hours.
 */
export function StillNeedHelp() {
  return (
    <aside aria-labelledby="still-need-help" className="mt-10 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6">
      <h2 id="still-need-help" className="mt-0! text-xl font-bold text-slate-900">
        Still need help?
      </h2>
      <p>
        Send us a message on our <Link to={paths.contact}>contact page</Link> and we will reply by e-mail. For a live chat with our team, call{' '}
        <a href={site.phoneHref}>{site.phone}</a> (Monday to Friday 10:00 to 17:00, Saturday 12:00 to 17:00).
      </p>
    </aside>
  );
}
