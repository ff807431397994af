import { createGlobalStyle } from 'styled-components';
import { fontFamily, fontWeights } from '../tokens';
import { color } from './theme-provider';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    font-family: ${fontFamily};
    font-weight: ${fontWeights.regular};
    line-height: 1.5;
    color: ${color('text')};
    background: ${color('background')};
  }

  /* Keyboard users always see where focus is; mouse clicks do not draw a ring. */
  :focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: 2px;
  }

  :focus:not(:focus-visible) {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
