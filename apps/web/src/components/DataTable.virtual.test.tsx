/** The shared table with scrollRows (issue 12: 10,000 payroll rows): virtualised past 100 rows. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import classes from './DataTable.module.css';
import { DataTable } from './DataTable.tsx';
import { renderWithProviders } from './test-utils.tsx';

type Employee = { employee_code: string; name: string; net_pay: number };

const employees = (count: number): Employee[] =>
  Array.from({ length: count }, (_, i) => ({
    employee_code: `E${String(i + 1).padStart(5, '0')}`,
    name: `Name ${i + 1}`,
    net_pay: (i * 7919) % 10_007,
  }));

const table = () => screen.getByRole('table');
/** The body rows the table rendered (the spacers above and below the rendered ones excluded). */
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('data-spacer'));
const codes = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const spacerHeight = () =>
  [...table().querySelectorAll('tr[data-spacer]')].reduce(
    (total, tr) => total + Number.parseFloat((tr as HTMLElement).style.height),
    0,
  );

// happy-dom lays nothing out: give the scrolling body its 500 px and each row 37 px, as a browser does.
/** The prototype of a new div that defines the property (happy-dom puts them on different classes). */
function owner(name: string): object {
  let proto: object | null = Object.getPrototypeOf(document.createElement('div'));
  while (proto && !Object.getOwnPropertyDescriptor(proto, name)) proto = Object.getPrototypeOf(proto);
  if (!proto) throw new Error(`no ${name}`);
  return proto;
}
beforeEach(() => {
  vi.spyOn(owner('offsetHeight') as HTMLElement, 'offsetHeight', 'get').mockReturnValue(37);
  vi.spyOn(owner('clientHeight') as HTMLElement, 'clientHeight', 'get').mockReturnValue(500);
  vi.spyOn(owner('clientWidth') as HTMLElement, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => vi.restoreAllMocks());

const LABELS = { employee_code: 'Employee ID', net_pay: 'Net Pay' };

describe('DataTable scrollRows', () => {
  it('renders only the rows in view of 10,000, keeps the height of the rest, and no pager', () => {
    renderWithProviders(
      <DataTable
        data={employees(10_000)}
        scrollRows
        onEdit={() => {}}
        label="Payroll"
        columnLabels={LABELS}
      />,
    );
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(codes()[0]).toBe('E00001');
    // The rows not rendered still take their room, so the scrollbar covers all 10,000.
    expect(spacerHeight()).toBeGreaterThan((10_000 - rendered.length) * 30);
    expect(screen.queryByText(/Page 1 of/)).toBeNull();
    // The Actions column stays the sticky one on every rendered row.
    for (const row of rendered) {
      const cells = within(row).getAllByRole('cell');
      const actions = cells.at(-1) as HTMLElement;
      expect(actions.className).toContain(classes.actions);
      expect(within(actions).getByRole('button', { name: 'Edit' })).toBeTruthy();
    }
  });

  it('sorts and searches over all 10,000 rows, not only the rendered ones', async () => {
    const data = employees(10_000);
    const { user } = renderWithProviders(
      <DataTable data={data} scrollRows label="Payroll" columnLabels={LABELS} />,
    );
    const header = screen.getByRole('columnheader', { name: 'Employee ID' });
    await user.click(within(header).getByRole('button'));
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(codes()[0]).toBe('E10000');
    const largest = Math.max(...data.map((e) => e.net_pay));
    const net = screen.getByRole('columnheader', { name: 'Net Pay' });
    await user.click(within(net).getByRole('button'));
    await user.click(within(net).getByRole('button'));
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe(String(largest));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'E09999');
    expect(codes()).toEqual(['E09999']);
    expect(spacerHeight()).toBe(0);
  });

  it('renders every row of a short table (100 or fewer) without spacers', () => {
    renderWithProviders(<DataTable data={employees(80)} scrollRows />);
    expect(bodyRows()).toHaveLength(80);
    expect(table().querySelector('tr[data-spacer]')).toBeNull();
  });
});
