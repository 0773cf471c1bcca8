import { Link } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';
import { buttonClasses } from './button.tsx';
import type { ButtonStyle } from './button.tsx';

/** A router link with the button look: navigation stays a link for assistive technology and middle-click. */
export function ButtonLink({ variant, size, fullWidth, className = '', ...rest }: LinkProps & ButtonStyle) {
  return <Link className={`${buttonClasses({ variant, size, fullWidth })} ${className}`} {...rest} />;
}
