import type { SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Edge length in px; 24 by default. */
  size?: number;
}

// Icons are decoration: the control or text next to them carries the accessible name.
function icon(displayName: string, paths: string[]) {
  function Icon({ size = 24, ...rest }: IconProps) {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const CloseIcon = icon('CloseIcon', [
  'M18.3 5.71a1 1 0 0 0-1.41 0L12 10.59 7.11 5.7A1 1 0 0 0 5.7 7.11L10.59 12 5.7 16.89a1 1 0 1 0 1.41 1.41L12 13.41l4.89 4.89a1 1 0 0 0 1.41-1.41L13.41 12l4.89-4.89a1 1 0 0 0 0-1.4z',
]);
export const ChevronLeftIcon = icon('ChevronLeftIcon', ['M15.41 16.59 10.83 12l4.58-4.59L14 6l-6 6 6 6 1.41-1.41z']);
export const ChevronRightIcon = icon('ChevronRightIcon', ['M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6-1.41-1.41z']);
export const SuccessIcon = icon('SuccessIcon', [
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
]);
export const ErrorIcon = icon('ErrorIcon', ['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z']);
export const WarningIcon = icon('WarningIcon', ['M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z']);
export const InfoIcon = icon('InfoIcon', ['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z']);
export const SortAscendingIcon = icon('SortAscendingIcon', ['M7 14l5-5 5 5H7z']);
export const SortDescendingIcon = icon('SortDescendingIcon', ['M7 10l5 5 5-5H7z']);
export const SortNoneIcon = icon('SortNoneIcon', ['M7 10l5-5 5 5H7z', 'M7 14l5 5 5-5H7z']);
