/**
 * 'Export Data' on the employee profile (issue 25 §5): downloads everything Sahod holds about the
 * employee as one ZIP. Shown to roles with Payroll view (the payslips are in it); the server checks.
 */
import { Button } from '@mantine/core';
import { useState } from 'react';
import { apiBlob } from '../../api/client';
import { usePermission } from '../../app/permissions';
import { errorMessage, notifyError } from '../../components';
import { saveBlob } from './sections/documents/saveBlob';

export function ExportDataButton({ employeeId }: { employeeId: number }) {
  const payroll = usePermission('payroll');
  const [busy, setBusy] = useState(false);
  if (!payroll.view) return null;
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await apiBlob('/employee_management/dsar', { UID: employeeId });
      saveBlob(blob, filename ?? `sahod-employee-${employeeId}.zip`);
    } catch (error) {
      notifyError(errorMessage(error, 'The export failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" onClick={download} loading={busy} style={{ flex: 'none' }}>
      Export Data
    </Button>
  );
}
