import { SvgIcon, type IconProps } from './svg-icon.tsx';

/** A drawn checkbox (Material's paths): ticked, partly ticked or empty. The control around it says which. */
export function CheckboxIcon({ state, ...props }: IconProps & { state: 'checked' | 'indeterminate' | 'empty' }) {
  return (
    <SvgIcon {...props}>
      {state === 'checked' ? (
        <path d="M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2m-9 14-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" />
      ) : state === 'indeterminate' ? (
        <path d="M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-2 10H7v-2h10z" />
      ) : (
        <path d="M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2" />
      )}
    </SvgIcon>
  );
}
