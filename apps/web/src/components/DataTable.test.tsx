import { MSG } from '@sahod/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable.tsx';
import { tableFields } from './dataTableColumns.tsx';
import { renderWithProviders } from './test-utils.tsx';

type Employee = { employee_code: string; first_name: string; age: number; status: string };

function employees(count: number): Employee[] {
  return Array.from({ length: count }, (_, i) => ({
    employee_code: `E${String(i + 1).padStart(4, '0')}`,
    first_name: `Name ${i + 1}`,
    age: 20 + (i % 30),
    status: 'Active',
  }));
}

const table = () => screen.getByRole('table');
/** The text of the given column (0-based) in each body row. */
function columnTexts(index = 0): string[] {
  const rows = within(table()).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}
const headerTexts = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('DataTable labels and columns', () => {
  it('labels headers through columnLabel, with the special payroll labels', () => {
    renderWithProviders(
      <DataTable data={[{ first_name: 'Ana', gross_pay: '1,000.00', gross_base: '900.00' }]} />,
    );
    expect(headerTexts()).toEqual(['First Name', 'Total Earnings', 'Gross Pay']);
  });

  it('follows the explicit column order, hides hidden columns and accepts label overrides', () => {
    renderWithProviders(
      <DataTable
        data={[{ id: 1, first_name: 'Ana', last_name: 'Cruz' }]}
        columns={['last_name', 'first_name', 'id']}
        hiddenColumns={['id']}
        columnLabels={{ last_name: 'Surname' }}
      />,
    );
    expect(headerTexts()).toEqual(['Surname', 'First Name']);
    expect(columnTexts(0)).toEqual(['Cruz']);
  });

  it('shows every key found in the data by default', () => {
    expect(tableFields([{ a: 1 }, { a: 2, b: 3 }], undefined, [])).toEqual(['a', 'b']);
    expect(tableFields([{ a: 1, b: 2 }], undefined, ['a'])).toEqual(['b']);
  });

  it('shows money values as given by the caller', () => {
    renderWithProviders(<DataTable data={[{ net_pay: '₱12,345.60' }]} />);
    expect(columnTexts(0)).toEqual(['₱12,345.60']);
  });

  it('shows a colour swatch beside the value in the Color Hex column', () => {
    renderWithProviders(<DataTable data={[{ name: 'Morning', color_hex: '#ff8800' }]} />);
    expect(headerTexts()).toContain('Color Hex');
    const swatch = screen.getByRole('img', { name: 'Color #ff8800' });
    expect(swatch.closest('td')?.textContent).toBe('#ff8800');
    expect(screen.queryAllByRole('img')).toHaveLength(1);
  });

  it('uses renderCell overrides for a column', () => {
    renderWithProviders(
      <DataTable
        data={[{ name: 'Ana', amount: 1500 }]}
        renderCell={{ amount: (row) => `PHP ${row.amount}` }}
      />,
    );
    expect(columnTexts(1)).toEqual(['PHP 1500']);
  });
});

describe('DataTable long values', () => {
  it('keeps a long value on one line and gives its full text on hover', () => {
    const long = 'X'.repeat(100);
    renderWithProviders(
      <DataTable
        data={[{ name: long, pay: 25000 }]}
        renderCell={{ pay: () => '₱25,000.00' }}
        onEdit={() => {}}
      />,
    );
    const cells = within(table()).getAllByRole('cell');
    expect(cells[0]?.firstElementChild?.getAttribute('title')).toBe(long);
    expect(cells[1]?.firstElementChild?.getAttribute('title')).toBe('₱25,000.00');
    expect(within(cells[2]!).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});

describe('DataTable empty and loading states', () => {
  it("shows 'No records found' without rows", () => {
    renderWithProviders(<DataTable data={[]} columns={['name']} onEdit={() => {}} />);
    expect(screen.getByText(MSG.noRecords)).toBeTruthy();
    expect(screen.queryByText('Page 1 of 1')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it("shows 'Loading...' instead of the empty state while loading", () => {
    renderWithProviders(<DataTable data={[]} columns={['name']} loading />);
    expect(screen.getByText(MSG.loading)).toBeTruthy();
    expect(screen.queryByText(MSG.noRecords)).toBeNull();
  });

  it("shows 'No records found' when the search matches nothing", async () => {
    const { user } = renderWithProviders(<DataTable data={employees(3)} />);
    await user.type(screen.getByPlaceholderText(MSG.searchPlaceholder), 'zzz');
    expect(screen.getByText(MSG.noRecords)).toBeTruthy();
    expect(screen.queryByText(/^Page \d+ of/)).toBeNull();
    await user.clear(screen.getByPlaceholderText(MSG.searchPlaceholder));
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });
});

describe('DataTable search', () => {
  it("filters on any value, case-insensitively, from the 'Search here' box", async () => {
    const data = [
      { name: 'Juan Dela Cruz', code: 'A0001', salary: 25000 },
      { name: 'Maria Santos', code: 'B0002', salary: 31000 },
      { name: 'Pedro Reyes', code: 'C0003', salary: 18000 },
    ];
    const { user } = renderWithProviders(<DataTable data={data} />);
    const search = screen.getByRole('textbox', { name: 'Search' });
    expect(search.getAttribute('placeholder')).toBe('Search here');
    await user.type(search, 'MARIA');
    expect(columnTexts(0)).toEqual(['Maria Santos']);
    await user.clear(search);
    await user.type(search, 'c0003');
    expect(columnTexts(0)).toEqual(['Pedro Reyes']);
    await user.clear(search);
    await user.type(search, '250');
    expect(columnTexts(0)).toEqual(['Juan Dela Cruz']);
    await user.clear(search);
    expect(columnTexts(0)).toHaveLength(3);
  });

  it('does not search hidden columns', async () => {
    const { user } = renderWithProviders(
      <DataTable data={[{ id: 'secret-77', name: 'Ana' }]} hiddenColumns={['id']} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'secret');
    expect(screen.getByText(MSG.noRecords)).toBeTruthy();
  });

  it('goes back to page 1 when the search changes', async () => {
    const { user } = renderWithProviders(<DataTable data={employees(30)} />);
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Name');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(columnTexts(0)[0]).toBe('E0001');
  });
});

describe('DataTable sorting', () => {
  const data = [
    { name: 'banana', amount: 100 },
    { name: 'Apple', amount: 9 },
    { name: 'cherry', amount: 25 },
  ];

  it('sorts ascending on the first click and descending on the second', async () => {
    const { user } = renderWithProviders(<DataTable data={data} />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(columnTexts(0)).toEqual(['Apple', 'banana', 'cherry']);
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(columnTexts(0)).toEqual(['cherry', 'banana', 'Apple']);
    await user.click(within(header).getByRole('button'));
    expect(columnTexts(0)).toEqual(['Apple', 'banana', 'cherry']);
  });

  it('sorts numbers numerically and ascending first', async () => {
    const { user } = renderWithProviders(<DataTable data={data} />);
    await user.click(within(screen.getByRole('columnheader', { name: 'Amount' })).getByRole('button'));
    expect(columnTexts(1)).toEqual(['9', '25', '100']);
  });

  it('does not make the Actions column sortable', () => {
    renderWithProviders(<DataTable data={data} onEdit={() => {}} />);
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(within(actions).queryByRole('button')).toBeNull();
  });
});

describe('DataTable pages', () => {
  it('shows 10 rows per page by default and moves with the pager', async () => {
    const { user } = renderWithProviders(<DataTable data={employees(25)} />);
    expect(columnTexts(0)).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(columnTexts(0)[0]).toBe('E0011');
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(columnTexts(0)).toEqual(['E0021', 'E0022', 'E0023', 'E0024', 'E0025']);
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(columnTexts(0)[0]).toBe('E0001');
  });

  it('switches to 20 rows per page', async () => {
    const { user } = renderWithProviders(<DataTable data={employees(25)} />);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(columnTexts(0)).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('starts with 20 rows per page when asked (loan payments)', () => {
    renderWithProviders(<DataTable data={employees(25)} pageSize={20} />);
    expect(columnTexts(0)).toHaveLength(20);
    expect((screen.getByLabelText('Rows per page') as HTMLSelectElement).value).toBe('20');
  });

  it('shows neighbour pages with ellipses when there are more than 5 pages', async () => {
    const { user } = renderWithProviders(<DataTable data={employees(120)} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(screen.getByText('Page 5 of 12')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => /^\d+$/.test(t ?? ''));
    expect(numbers).toEqual(['1', '4', '5', '6', '12']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
  });

  it('keeps the page when the data is refetched, and steps back when its page disappears', async () => {
    const { user, rerender } = renderWithProviders(<DataTable data={employees(25)} />);
    await user.click(screen.getByRole('button', { name: 'Last' }));
    rerender(<DataTable data={employees(24)} />);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    rerender(<DataTable data={employees(15)} />);
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());
    expect(columnTexts(0)[0]).toBe('E0011');
  });

  it('limits the table body to 500 px and scrolls inside it', () => {
    renderWithProviders(<DataTable data={employees(5)} />);
    let element: HTMLElement | null = table();
    let maxHeight = '';
    while (element && !maxHeight) {
      maxHeight = element.style.maxHeight;
      element = element.parentElement;
    }
    expect(maxHeight).toMatch(/31\.25rem|500px/);
  });
});

describe('DataTable edit', () => {
  it('calls onEdit with the row, under a configurable label', async () => {
    const onEdit = vi.fn();
    const data = employees(2);
    const { user } = renderWithProviders(<DataTable data={data} onEdit={onEdit} editLabel="View" />);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'View' })[1]!);
    expect(onEdit).toHaveBeenCalledWith(data[1]);
  });

  it('disables Edit without permission', () => {
    renderWithProviders(<DataTable data={employees(1)} onEdit={() => {}} canEdit={false} />);
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', true);
  });

  it('shows extra actions per row', async () => {
    const onView = vi.fn();
    const { user } = renderWithProviders(
      <DataTable
        data={employees(1)}
        extraActions={(row) => (
          <button type="button" onClick={() => onView(row.employee_code)}>
            Open
          </button>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(onView).toHaveBeenCalledWith('E0001');
  });
});

describe('DataTable delete', () => {
  it('asks in an in-app dialog and deletes only after Confirm', async () => {
    const onDelete = vi.fn();
    const data = employees(2);
    const { user } = renderWithProviders(<DataTable data={data} onDelete={onDelete} />);
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getAllByRole('button', { name: 'Delete' })[1]!);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(data[1]));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('uses a configurable label', () => {
    renderWithProviders(<DataTable data={employees(1)} onDelete={() => {}} deleteLabel="Remove" />);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('disables Delete without permission', () => {
    renderWithProviders(<DataTable data={employees(1)} onDelete={() => {}} canDelete={false} />);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
  });

  it("disables Delete for rows whose status is 'Canceled'", () => {
    const data = [
      { loan: 'L1', status: 'Active' },
      { loan: 'L2', status: 'Canceled' },
    ];
    renderWithProviders(<DataTable data={data} onDelete={() => {}} />);
    const [active, canceled] = screen.getAllByRole('button', { name: 'Delete' });
    expect(active).toHaveProperty('disabled', false);
    expect(canceled).toHaveProperty('disabled', true);
  });

  it('requires typing DELETE and the row value before Confirm Delete is enabled', async () => {
    const onDelete = vi.fn();
    const data = [{ username: 'jdoe', name: 'John Doe' }];
    const { user } = renderWithProviders(
      <DataTable data={data} onDelete={onDelete} typedDeleteField="username" />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Type DELETE jdoe to confirm.')).toBeTruthy();
    const confirmButton = within(dialog).getByRole('button', { name: 'Confirm Delete' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const input = within(dialog).getByLabelText(/Confirmation text/);
    await user.type(input, 'DELETE John Doe');
    expect(confirmButton).toHaveProperty('disabled', true);
    await user.clear(input);
    await user.type(input, 'DELETE jdoe');
    await user.click(confirmButton);
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(data[0]));
  });

  it('spins while the delete runs and survives a failed delete', async () => {
    let fail: (error: Error) => void = () => {};
    const onDelete = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    const { user } = renderWithProviders(<DataTable data={employees(1)} onDelete={onDelete} />);
    const button = screen.getByRole('button', { name: 'Delete' });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));
    fail(new Error('Failed to delete record. Please try again.'));
    await waitFor(() => expect(button.getAttribute('data-loading')).toBeNull());
    expect(button).toHaveProperty('disabled', false);
  });
});

/** Passes a new but equal array on every render: the table must not report again (or loop). */
function CopyingHost<T extends Record<string, unknown>>(props: {
  data: T[];
  onShownRowsChange: (rows: T[]) => void;
}) {
  return <DataTable data={[...props.data]} onShownRowsChange={props.onShownRowsChange} />;
}

describe('DataTable for callers', () => {
  it('asks a custom delete question when given one', async () => {
    const onDelete = vi.fn();
    const { user } = renderWithProviders(
      <DataTable data={employees(1)} onDelete={onDelete} deleteConfirmMessage="Confirm Delete?" />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm Delete?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });

  it('reports the rows the search and sort show, across pages, once per change', async () => {
    const onShownRowsChange = vi.fn();
    const data = [
      { name: 'Juan', code: 'A1' },
      { name: 'Maria', code: 'B2' },
      { name: 'Mario', code: 'C3' },
    ];
    const { user, rerender } = renderWithProviders(
      <CopyingHost data={data} onShownRowsChange={onShownRowsChange} />,
    );
    await waitFor(() => expect(onShownRowsChange).toHaveBeenLastCalledWith(data));
    rerender(<CopyingHost data={data} onShownRowsChange={onShownRowsChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'mar');
    await waitFor(() => expect(onShownRowsChange).toHaveBeenLastCalledWith([data[1], data[2]]));
    const header = screen.getByRole('columnheader', { name: 'Name' });
    await user.click(within(header).getByRole('button'));
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(onShownRowsChange).toHaveBeenLastCalledWith([data[2], data[1]]));
    expect(onShownRowsChange).toHaveBeenCalledTimes(3);
  });
});
