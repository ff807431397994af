import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../loading-indicator/spinner';
import { color } from '../themes';
import { fontSizes, fontWeights, radii, shadows, space, type Spacing } from '../tokens';

export const ButtonVariant = { Primary: 'primary', Secondary: 'secondary', Transparent: 'transparent' } as const;
export type ButtonVariant = (typeof ButtonVariant)[keyof typeof ButtonVariant];

export const ButtonSize = {
  XSmall: 'xsmall',
  Small: 'small',
  Medium: 'medium',
  Large: 'large',
  XLarge: 'xlarge',
} as const;
export type ButtonSize = (typeof ButtonSize)[keyof typeof ButtonSize];

export const IconPosition = { Left: 'left', Right: 'right' } as const;
export type IconPosition = (typeof IconPosition)[keyof typeof IconPosition];

export const ButtonType = { Button: 'button', Submit: 'submit', Reset: 'reset' } as const;
export type ButtonType = (typeof ButtonType)[keyof typeof ButtonType];

interface SizeMetrics {
  height: number;
  paddingX: Spacing;
  fontSize: number;
  icon: number;
}

export const buttonSizes: Record<ButtonSize, SizeMetrics> = {
  xsmall: { height: 24, paddingX: 8, fontSize: fontSizes.xsmall, icon: 16 },
  small: { height: 32, paddingX: 12, fontSize: fontSizes.small, icon: 16 },
  medium: { height: 40, paddingX: 16, fontSize: fontSizes.medium, icon: 20 },
  large: { height: 48, paddingX: 20, fontSize: fontSizes.medium, icon: 24 },
  xlarge: { height: 56, paddingX: 24, fontSize: fontSizes.large, icon: 24 },
};

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  type?: ButtonType;
  /** Toggle state, exposed as aria-pressed; leave undefined for an ordinary button. */
  selected?: boolean;
  /** Shows a spinner, hides the label from sight (it stays the accessible name) and ignores clicks. */
  loading?: boolean;
  icon?: ReactNode;
  iconPosition?: IconPosition;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${color('primary')};
    color: ${color('onPrimary')};
    box-shadow: ${shadows.resting};

    &:not(:disabled):hover {
      box-shadow: ${shadows.hovered};
    }
    &:not(:disabled):active {
      box-shadow: ${shadows.pressed};
    }
    &[aria-pressed='true'] {
      background: ${color('secondary')};
      color: ${color('onSecondary')};
    }
  `,
  secondary: css`
    background: ${color('background')};
    color: ${color('secondary')};
    border-color: currentColor;

    &:not(:disabled):hover {
      background: ${color('surface')};
    }
    &:not(:disabled):active {
      box-shadow: ${shadows.pressed};
    }
    &[aria-pressed='true'] {
      background: ${color('tertiary')};
      color: ${color('onTertiary')};
    }
  `,
  transparent: css`
    background: transparent;
    color: ${color('primary')};

    &:not(:disabled):hover,
    &[aria-pressed='true'] {
      background: ${color('tertiary')};
      color: ${color('onTertiary')};
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $iconOnly: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $size }) => buttonSizes[$size].height}px;
  min-width: ${({ $size, $iconOnly }) => ($iconOnly ? `${buttonSizes[$size].height}px` : 'auto')};
  padding: ${({ $size, $iconOnly }) => ($iconOnly ? '0' : `0 ${buttonSizes[$size].paddingX}px`)};
  border: 2px solid transparent;
  border-radius: ${radii.small}px;
  font: inherit;
  font-size: ${({ $size }) => buttonSizes[$size].fontSize}px;
  font-weight: ${fontWeights.bold};
  line-height: 1.25;
  white-space: nowrap;
  cursor: pointer;
  transition:
    box-shadow 120ms ease,
    background-color 120ms ease;

  ${({ $variant }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.48;
    box-shadow: none;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

// While loading the label keeps its place (so the button does not change width) but is not seen.
const Content = styled.span<{ $loading: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(8)};
  opacity: ${({ $loading }) => ($loading ? 0 : 1)};
`;

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const IconSlot = styled.span`
  display: inline-flex;
  flex: none;
`;

export function Button({
  variant = 'primary',
  size = 'medium',
  type = 'button',
  selected,
  loading = false,
  icon,
  iconPosition = 'left',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const busy = loading && !disabled;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // preventDefault also stops a loading submit button from submitting its form again
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  const iconSlot = icon ? <IconSlot>{icon}</IconSlot> : null;

  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled}
      aria-pressed={selected}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={handleClick}
      $variant={variant}
      $size={size}
      $iconOnly={children == null || children === ''}
    >
      {busy && (
        <Busy>
          <Spinner $size={buttonSizes[size].icon} />
        </Busy>
      )}
      <Content $loading={busy}>
        {iconPosition === 'left' && iconSlot}
        {children}
        {iconPosition === 'right' && iconSlot}
      </Content>
    </StyledButton>
  );
}
