import { Link } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import { paths } from '../../shared/paths.ts';
import { chooseConsent } from '../consent/consent-store.ts';

/**
 * docs/product.md#2-screens-and-routes and docs/product.md#4-states-and-transitions: fixed to the bottom of every page until the seller chooses. The layout renders it
 * only while there is no choice (and reserves room for it so the footer stays reachable).
 */
export function CookieBanner() {
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-300 bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.12)]"
    >
      <div className="mx-auto flex max-w-content flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-800">
          We use cookies to enhance your experience.{' '}
          <Link to={paths.cookiePrivacy} className="font-semibold underline">
            Learn more about our Cookie &amp; Privacy Policy
          </Link>
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => chooseConsent('necessary')}>
            Necessary Only
          </Button>
          <Button className="flex-1 sm:flex-none" onClick={() => chooseConsent('accepted')}>
            Accept All Cookies
          </Button>
        </div>
      </div>
    </section>
  );
}
