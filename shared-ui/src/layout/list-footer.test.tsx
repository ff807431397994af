import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListFooter } from './list-footer';

describe('ListFooter', () => {
  it('says which page of how many records is shown', () => {
    render(<ListFooter page={2} totalPages={3} totalElements={45} noun={['brand', 'brands']} onPageChange={() => {}} />);
    expect(screen.getByText('Page 2 of 3, 45 brands')).toBeInTheDocument();
  });

  it('counts a single record in the singular', () => {
    render(<ListFooter page={1} totalPages={1} totalElements={1} noun={['brand', 'brands']} onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of 1, 1 brand')).toBeInTheDocument();
  });

  it('moves to the next page through the paginator', async () => {
    const onPageChange = jest.fn();
    render(<ListFooter page={2} totalPages={3} totalElements={45} noun={['brand', 'brands']} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
