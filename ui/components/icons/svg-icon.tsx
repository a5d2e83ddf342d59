import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Size in CSS units; 1.5rem (24 px) unless told. */
  size?: string | number;
}

/** A decorative 24×24 icon in the text colour; the control around it carries the accessible name. */
export function SvgIcon({ size = '1.5rem', children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}
