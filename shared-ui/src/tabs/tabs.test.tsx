import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'members', label: 'Members' },
  { id: 'notes', label: 'Notes' },
];

/** Each panel holds a text box, so a test can see whether its state survived. */
function Example({ keepMounted, initial = 'overview' }: { keepMounted?: boolean; initial?: string }) {
  const [selected, setSelected] = useState(initial);
  return (
    <Tabs
      label="Sections"
      tabs={TABS}
      selected={selected}
      onSelect={setSelected}
      keepMounted={keepMounted}
      renderPanel={(id) => <input aria-label={`${id} text`} />}
    />
  );
}

describe('Tabs', () => {
  it('shows the selected tab, its panel labelled by it, and one tab stop', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(overview).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves with the arrow keys, wrapping around, and with Home and End', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Members' })).toBeVisible();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list for the panel
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Notes' })).toHaveFocus();
  });

  it('keeps a visited panel and what was typed in it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.type(screen.getByRole('textbox', { name: 'overview text' }), 'draft');
    await user.click(screen.getByRole('tab', { name: 'Members' }));
    expect(screen.queryByRole('textbox', { name: 'overview text' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Notes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByRole('textbox', { name: 'overview text' })).toHaveValue('draft');
  });

  it('unmounts panels that are not shown when told to', async () => {
    const user = userEvent.setup();
    render(<Example keepMounted={false} />);
    await user.type(screen.getByRole('textbox', { name: 'overview text' }), 'draft');
    await user.click(screen.getByRole('tab', { name: 'Members' }));
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByRole('textbox', { name: 'overview text' })).toHaveValue('');
  });

  it('falls back to the first tab for an unknown selection', () => {
    render(<Example initial="nope" />);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });
});
