import { SvgIcon, type IconProps } from './svg-icon.tsx';

export function MenuIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
    </SvgIcon>
  );
}
