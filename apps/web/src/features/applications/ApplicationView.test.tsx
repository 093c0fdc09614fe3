/** The application's 'Date Created' is the time in Manila (issue 22: it showed the UTC date). */
import type { ApplicationRow } from '@sahod/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { ApplicationDetails } from './ApplicationView';

const ROW: ApplicationRow = {
  log_no: 1,
  application_type_id: 1,
  application_type: 'Vacation Leave',
  is_leave: true,
  employee_id: 9,
  employee_code: '00003',
  employee_name: 'Ana Cruz',
  date_created: '2026-11-27T21:56:00.000Z',
  effective_date: '2026-12-01',
  start_time: '08:00:00',
  end_time: '17:00:00',
  particulars: 'Family trip',
  remarks: '',
  approver_employee_id: 7,
  approver: 'Juan Dela Cruz',
  status: 'For Approval',
  approval_status: 'For Approval',
  filed_by: 'employee',
  decided_by: null,
  decided_at: null,
  decision_remarks: '',
};

describe('ApplicationDetails', () => {
  it("'Date Created' at 21:56 UTC on 27 November reads 2026-11-28 05:56", () => {
    renderWithProviders(<ApplicationDetails row={ROW} />);
    const label = screen.getByText('Date Created');
    expect(label.parentElement?.textContent).toBe('Date Created2026-11-28 05:56');
  });
});

describe("the approver's review card (issue 22 section 4)", () => {
  it("shows the requester's remaining credits of the type and the holiday note", () => {
    renderWithProviders(
      <ApplicationDetails
        row={{
          ...ROW,
          effective_date: '2026-11-30',
          remaining_credits: 16,
          credit_note: '30 Nov 2026 is a regular holiday (Bonifacio Day): no leave credit is used.',
        }}
      />,
    );
    expect(screen.getByText('Remaining Credits (Vacation Leave)').parentElement?.textContent).toBe(
      'Remaining Credits (Vacation Leave)16',
    );
    expect(screen.getByTestId('credit-note').textContent).toContain('regular holiday (Bonifacio Day)');
  });

  it('shows no credits line where the list carries none (own applications, types without credits)', () => {
    renderWithProviders(<ApplicationDetails row={ROW} />);
    expect(screen.queryByTestId('remaining-credits')).toBeNull();
  });
});
