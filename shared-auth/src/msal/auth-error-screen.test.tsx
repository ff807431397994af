import { ServerError } from '@azure/msal-browser';
import { render, screen } from '@testing-library/react';
import { ACCESS_CONTACT_EMAIL } from '../demo-accounts';
import { AuthErrorScreen } from './auth-error-screen';

const year = new Date().getFullYear();

describe('AuthErrorScreen (spec section 8)', () => {
  it('tells an unregistered user how to ask for access', () => {
    render(<AuthErrorScreen error={new ServerError('access_denied', '', 'AADB2C99002: This user does not exist.')} />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Hmm, it seems you don't have an account yet.");
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent?.startsWith('We couldn') === true),
    ).toHaveTextContent(
      `We couldn't find an account with that email address. If you wish to have access please e-mail us at ${ACCESS_CONTACT_EMAIL}`,
      { normalizeWhitespace: false },
    );
    expect(screen.getByRole('link', { name: ACCESS_CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${ACCESS_CONTACT_EMAIL}`);
    expect(screen.getByRole('link', { name: 'Go back and try again' })).toHaveAttribute('href', 'https://localhost:1847');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} Ottilia. All rights reserved.`);
  });

  it('says the product is unavailable for any other error', () => {
    render(<AuthErrorScreen error={new Error('network down')} contactEmail="help@example.com" appUrl="https://app.example" />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We'll be right back");
    expect(
      screen.getByText(
        'The product is currently unavailable. We are working to restore the access as soon as possible. Sorry for any inconvenience. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} Ottilia. All rights reserved.`);
  });

  it('uses the given contact address and app URL', () => {
    render(
      <AuthErrorScreen
        error={new ServerError('access_denied', '', 'AADB2C99002')}
        contactEmail="help@example.com"
        appUrl="https://app.example"
      />,
    );
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByRole('link', { name: 'Go back and try again' })).toHaveAttribute('href', 'https://app.example');
  });
});
