import { render, screen } from '@testing-library/react';
import { FieldValues } from './field-values';

describe('FieldValues', () => {
  it('shows each label with its value, in order', () => {
    render(
      <FieldValues
        items={[
          { label: 'Name', value: 'Juniper & Co' },
          { label: 'Website', value: <a href="https://example.com">example.com</a> },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'Website']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Juniper & Co', 'example.com']);
    expect(screen.getByText('Website', { selector: 'dt' }).nextElementSibling).toContainElement(
      screen.getByRole('link', { name: 'example.com' }),
    );
  });
});
