import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLinkIcon } from '../../components/icons.tsx';
import { refurbishedShopUrl } from '../../shared/paths.ts';
import { site } from '../../shared/site.ts';
import { InstallButton } from '../pwa/install-button.tsx';
import { legalLinks, openingHours, serviceLinks, socialLinks, supportLinks } from './footer-links.ts';

const linkClass = 'inline-block py-1 text-slate-800 no-underline hover:text-brand hover:underline';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-800">
      <div className="mx-auto grid max-w-content gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <Column title="Services">
          {serviceLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <a href={refurbishedShopUrl} target="_blank" rel="noopener" className={`${linkClass} inline-flex items-center gap-1`}>
              Shop Refurbished Devices
              <ExternalLinkIcon className="size-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        </Column>
        <Column title="Help">
          {supportLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <a href={`mailto:${site.email}`} className={linkClass}>
              {site.email}
            </a>
          </li>
          <li>
            <a href={site.phoneHref} className={linkClass}>
              {site.phone}
            </a>
          </li>
          <li className="pt-1 text-slate-700">{openingHours.join(', ')}</li>
        </Column>
        <Column title="Legal">
          {legalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </Column>
        <Column title="Follow us">
          {socialLinks.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener" className={linkClass}>
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
          <li className="pt-2">
            <InstallButton className="-ml-3" />
          </li>
        </Column>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-content px-4 py-6 text-xs leading-relaxed text-slate-700">
          &copy; {new Date().getFullYear()} {site.name}. Registered in England and Wales, company number {site.companyNumber}. Registered office:{' '}
          {site.registeredOffice}. VAT number {site.vatNumber}.
        </p>
      </div>
    </footer>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-2 text-base font-bold text-slate-900">{title}</h2>
      <ul>{children}</ul>
    </div>
  );
}
