import { InstallButton } from '../pwa/install-button.tsx';
import { AccountLink } from './account-link.tsx';
import { BasketLink } from './basket-link.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { navItems } from './nav-items.ts';
import { TopNavLink } from './nav-link.tsx';
import { SellMenu } from './sell-menu.tsx';

export interface TopBarProps {
  /** From the auth state (a later issue): switches the account icon to /dashboard, 'Go to Dashboard'. */
  signedIn?: boolean;
}

/** The fixed top bar of every page (docs/product.md#2-screens-and-routes, Shell). Its height, 4rem, is reserved by the layout. */
export function TopBar({ signedIn = false }: TopBarProps) {
  const [sell, ...others] = navItems;
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-full max-w-content items-center gap-2 px-4">
        <Logo />
        <nav aria-label="Main" className="ml-3 hidden h-full items-center md:flex lg:ml-6 lg:gap-1">
          {sell && <SellMenu item={sell} />}
          {others.map((item) => (
            <TopNavLink key={item.to} to={item.to} prefixes={item.prefixes}>
              {item.label}
            </TopNavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center lg:gap-1">
          {/* A wrapper hides it: the button's own inline-flex would win over a 'hidden' class. From 1280 px only: below
              that the bar has no room beside the links and icons (the mobile menu and the footer offer it there). */}
          <div className="hidden xl:block">
            <InstallButton />
          </div>
          <BasketLink />
          <AccountLink signedIn={signedIn} />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
