import { SvgIcon, type IconProps } from './svg-icon.tsx';

export function ExpandLessIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z" />
    </SvgIcon>
  );
}
