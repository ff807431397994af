import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { themes } from '../themes';
import { Alert, AlertType } from './alert';

describe('Alert', () => {
  it.each([
    [AlertType.Error, 'alert', themes.global.colors.danger],
    [AlertType.Warning, 'alert', themes.global.colors.warning],
    [AlertType.Information, 'status', themes.global.colors.info],
    [AlertType.Success, 'status', themes.global.colors.success],
  ])('a %s alert is a %s region on its status colour with an icon', (type, role, fill) => {
    render(<Alert type={type} message="Heads up" />);
    const region = screen.getByRole(role);
    expect(region).toHaveTextContent('Heads up');
    expect(region).toHaveStyle({ background: fill });
    expect(region.querySelector('svg')).toBeInTheDocument();
  });

  it('can drop the icon or use another one', () => {
    const { rerender } = render(<Alert message="No icon" icon={false} />);
    expect(screen.getByRole('status').querySelector('svg')).not.toBeInTheDocument();
    rerender(<Alert message="Custom" icon={<svg data-testid="custom" />} />);
    expect(screen.getByTestId('custom')).toBeInTheDocument();
  });

  it("shows a failure's reference under its message, with Copy reference", () => {
    render(<Alert type="error" message="The list could not be loaded." reference="4bf92f35" />);
    const region = screen.getByRole('alert');
    expect(region).toHaveTextContent(/^The list could not be loaded\.Reference: 4bf92f35 Copy reference$/);
    expect(screen.getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
  });

  it('carries its data-qa-id', () => {
    render(<Alert message="Tagged" dataQaId="alert-saved" />);
    expect(screen.getByRole('status')).toHaveAttribute('data-qa-id', 'alert-saved');
  });

  it('has no close button unless dismissible', () => {
    render(<Alert message="Stays" />);
    expect(screen.queryByRole('button', { name: 'Dismiss alert' })).not.toBeInTheDocument();
  });

  it('is removed by its owner when the labelled close button is pressed', async () => {
    const onDismiss = jest.fn();
    function Owner() {
      const [shown, setShown] = useState(true);
      return shown ? (
        <Alert
          type="success"
          message="Saved"
          dismissible
          onDismiss={() => {
            onDismiss();
            setShown(false);
          }}
        />
      ) : null;
    }
    render(<Owner />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('offers an action button named by actionName', async () => {
    const action = jest.fn();
    render(<Alert type="error" message="Upload failed" action={action} actionName="Retry" />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(action).toHaveBeenCalledTimes(1);
  });
});
