import { Link, useLocation } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';
import type { Ref } from 'react';
import { isActivePath } from './nav-items.ts';

interface TopNavLinkProps extends Omit<LinkProps, 'className'> {
  prefixes: readonly string[];
  ref?: Ref<HTMLAnchorElement>;
  /** 'bar' for the desktop row, 'stacked' for the mobile menu. */
  layout?: 'bar' | 'stacked';
}

/** A top-level link, highlighted (and announced as current) on every path under its section. */
export function TopNavLink({ prefixes, layout = 'bar', ...rest }: TopNavLinkProps) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, prefixes);
  const shape = layout === 'bar' ? 'min-h-11 px-2 text-sm lg:px-3 lg:text-base' : 'min-h-12 w-full px-4 text-lg';
  const colour = active ? 'bg-brand-50 text-brand shadow-[inset_0_-3px_0_var(--color-brand)]' : 'text-slate-800 hover:bg-slate-100 hover:text-brand';
  return (
    <Link
      aria-current={active ? 'page' : undefined}
      className={`inline-flex items-center rounded-lg font-medium whitespace-nowrap no-underline ${shape} ${colour}`}
      {...rest}
    />
  );
}
