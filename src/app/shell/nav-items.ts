import { paths } from '../../shared/paths.ts';

export interface NavItem {
  label: string;
  to: string;
  /** The link is highlighted on any path under one of these (spec: active highlighting by path prefix). */
  prefixes: readonly string[];
}

export const navItems: readonly NavItem[] = [
  { label: 'Sell my Device', to: paths.catalogue, prefixes: [paths.catalogue, paths.quote] },
  { label: 'Business', to: paths.business, prefixes: [paths.business] },
  { label: 'How It Works', to: paths.howItWorks, prefixes: [paths.howItWorks] },
  { label: 'Help & Contact', to: paths.help, prefixes: [paths.help, paths.contact] },
];

/** Prefix match on whole segments, case-insensitive like the router (/Quote is /quote; /helpful is not /help). */
export function isActivePath(pathname: string, prefixes: readonly string[]): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
