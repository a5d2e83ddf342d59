import { SvgIcon, type IconProps } from './svg-icon.tsx';

export function UploadIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 20h14v-2H5zm0-10h4v6h6v-6h4l-7-7z" />
    </SvgIcon>
  );
}
