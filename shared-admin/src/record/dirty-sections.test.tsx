import { useShell } from '@ottilia/shared-ui';
import { StandaloneShell } from '@ottilia/shared-ui/standalone';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DirtySections, useDirtySection } from './dirty-sections';

function Section({ name }: { name: string }) {
  const [dirty, setDirty] = useState(false);
  useDirtySection(name, dirty);
  return <button onClick={() => setDirty(!dirty)}>{`${name} ${dirty ? 'dirty' : 'clean'}`}</button>;
}

function Flag() {
  return <p>shell dirty: {String(useShell().isDirty)}</p>;
}

function Page() {
  const [showProducts, setShowProducts] = useState(true);
  return (
    <>
      <DirtySections>
        <Section name="overview" />
        {showProducts && <Section name="products" />}
      </DirtySections>
      <button onClick={() => setShowProducts(false)}>Close products</button>
      <Flag />
    </>
  );
}

describe('DirtySections', () => {
  it('keeps the shell dirty while any section is, whatever the others do', async () => {
    const user = userEvent.setup();
    render(
      <StandaloneShell pages={[]}>
        <Page />
      </StandaloneShell>,
    );
    expect(screen.getByText('shell dirty: false')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'overview clean' }));
    await user.click(screen.getByRole('button', { name: 'products clean' }));
    expect(screen.getByText('shell dirty: true')).toBeInTheDocument();

    // one section saved: the other still has changes
    await user.click(screen.getByRole('button', { name: 'overview dirty' }));
    expect(screen.getByText('shell dirty: true')).toBeInTheDocument();

    // a section that goes away takes its changes with it
    await user.click(screen.getByRole('button', { name: 'Close products' }));
    expect(screen.getByText('shell dirty: false')).toBeInTheDocument();
  });
});
