import { SvgIcon, type IconProps } from './svg-icon.tsx';

export function DownloadIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z" />
    </SvgIcon>
  );
}
