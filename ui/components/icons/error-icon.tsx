import { SvgIcon, type IconProps } from './svg-icon.tsx';

export function ErrorIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m1 15h-2v-2h2zm0-4h-2V7h2z" />
    </SvgIcon>
  );
}
