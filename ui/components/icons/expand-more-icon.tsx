import { SvgIcon, type IconProps } from './svg-icon.tsx';

export function ExpandMoreIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
    </SvgIcon>
  );
}
