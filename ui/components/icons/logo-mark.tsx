import { SvgIcon, type IconProps } from './svg-icon.tsx';

/** The portal's mark: a rounded square with a medical cross. */
export function LogoMark(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="1" y="1" width="22" height="22" rx="6" fill="currentColor" />
      <path d="M10 5h4v5h5v4h-5v5h-4v-5H5v-4h5z" fill="#fff" />
    </SvgIcon>
  );
}
