import { SvgIcon, type IconProps } from './svg-icon.tsx';

export function PauseIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 19h4V5H6zm8-14v14h4V5z" />
    </SvgIcon>
  );
}
