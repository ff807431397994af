/** Sign-in error screen of spec section 8 (unregistered user, or product unavailable). */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getStageConfig } from '../stage/get-stage-config.js';
import { hasB2cCode, UNREGISTERED_USER_CODE } from './b2c-codes.js';

export interface AuthErrorScreenProps {
  error: unknown;
  /** Defaults to the stage config's contact e-mail. */
  contactEmail?: string;
  /** Defaults to the stage config's app URL. */
  appUrl?: string;
  /** Shown under the text, e.g. what an incomplete stage configuration lacks. */
  children?: ReactNode;
}

export function AuthErrorScreen({ error, contactEmail, appUrl, children }: AuthErrorScreenProps) {
  const unregistered = hasB2cCode(error, UNREGISTERED_USER_CODE);
  // read only where shown: this screen also reports a stage configuration that cannot be read
  const defaults = unregistered && !(contactEmail && appUrl) ? getStageConfig() : undefined;
  const email = contactEmail ?? defaults?.contactEmail;
  const home = appUrl ?? defaults?.appUrl;
  return (
    <Page>
      <Content aria-labelledby="auth-error-title">
        {unregistered ? (
          <>
            <Title id="auth-error-title">Hmm, it seems you don't have an account yet.</Title>
            <Text>
              We couldn't find an account with that email address. If you wish to have access please e-mail us at{' '}
              <a href={`mailto:${email}`}>{email}</a>
            </Text>
            <Text>
              <a href={home}>Go back and try again</a>
            </Text>
          </>
        ) : (
          <>
            <Title id="auth-error-title">We'll be right back</Title>
            <Text>
              The product is currently unavailable. We are working to restore the access as soon as possible. Sorry for any inconvenience.
              Please try again later.
            </Text>
          </>
        )}
        {children}
      </Content>
      <Footer>© {new Date().getFullYear()} Ottilia. All rights reserved.</Footer>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  padding: 32px 16px;
  box-sizing: border-box;
  font-family: inherit;
`;

const Content = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: center;
  text-align: center;
  gap: 16px;
  max-width: 640px;
  margin: 0 auto;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 32px;
  font-weight: 900;
`;

const Text = styled.p`
  margin: 0;
  font-size: 16px;
  line-height: 1.5;
`;

const Footer = styled.footer`
  text-align: center;
  font-size: 12px;
`;
