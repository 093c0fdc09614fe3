import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TablePagination } from './TablePagination.tsx';
import { renderWithProviders } from './test-utils.tsx';

function renderPager(page: number, pageCount: number) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  const result = renderWithProviders(
    <TablePagination
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      pageSize={10}
      pageSizeOptions={[10, 20]}
      onPageSizeChange={onPageSizeChange}
    />,
  );
  return { ...result, onPageChange, onPageSizeChange };
}

const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
const pageButtons = () =>
  within(nav())
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('TablePagination', () => {
  it("shows 'Page X of Y' and page numbers with ellipses over 5 pages", () => {
    renderPager(5, 12);
    expect(screen.getByText('Page 5 of 12')).toBeTruthy();
    expect(pageButtons()).toEqual(['First', 'Prev', '1', '4', '5', '6', '12', 'Next', 'Last']);
    expect(within(nav()).getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
  });

  it('moves with first, prev, next, last and page numbers', async () => {
    const { user, onPageChange } = renderPager(5, 12);
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Last' }));
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onPageChange.mock.calls.map((c) => c[0])).toEqual([1, 4, 6, 12, 6]);
  });

  it('disables first/prev on the first page and next/last on the last', () => {
    const { unmount } = renderPager(1, 3);
    expect(screen.getByRole('button', { name: 'First' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
    unmount();
    renderPager(3, 3);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Last' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', false);
  });

  it("reads 'Page 1 of 1' without rows", () => {
    renderPager(1, 0);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('offers page sizes 10 and 20', async () => {
    const { user, onPageSizeChange } = renderPager(1, 3);
    const select = screen.getByLabelText('Rows per page');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20']);
    await user.selectOptions(select, '20');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
  });
});
