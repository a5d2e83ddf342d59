import { SvgIcon, type IconProps } from './svg-icon.tsx';

export function PlayIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8 5v14l11-7z" />
    </SvgIcon>
  );
}
