import { SvgIcon, type IconProps } from './svg-icon.tsx';

export function RefreshIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.73 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z" />
    </SvgIcon>
  );
}
