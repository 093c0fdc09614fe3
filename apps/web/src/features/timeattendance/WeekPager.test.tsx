import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { WEEK_PAGE_SIZE, WeekPages, type WeekPaging } from './WeekPager';

const paging = (page: number, setPage = vi.fn()): WeekPaging => ({
  page,
  setPage,
  search: '',
  setSearch: vi.fn(),
  query: '',
});

describe('WeekPages (issue 28: the week grids page through employees)', () => {
  it('names the shown employees of the total and moves to a chosen page', () => {
    const setPage = vi.fn();
    renderWithProviders(<WeekPages paging={paging(2, setPage)} total={2 * WEEK_PAGE_SIZE + 50} />);
    expect(screen.getByTestId('week-pages').textContent).toContain('Employees 101-200 of 250');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(setPage).toHaveBeenCalledWith(3);
  });

  it('shows no page buttons for one page, and 0-0 of 0 when nobody matches', () => {
    renderWithProviders(<WeekPages paging={paging(1)} total={0} />);
    expect(screen.getByTestId('week-pages').textContent).toContain('Employees 0-0 of 0');
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });
});
