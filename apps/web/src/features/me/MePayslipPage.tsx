/**
 * One payslip of My Sahod (issue 24 section 2): the Payroll Summary's statement of the stored
 * snapshot (the payroll screen's own PayStatement) and the payslip PDF.
 */
import { Anchor, Button, Group, Text } from '@mantine/core';
import { ME_TEXT } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PayStatement } from '../payroll/PayrollSummaryModal';
import { downloadPdf, mePayslipQuery } from './api';
import { MeFrame } from './MeFrame';

export function MePayslipPage() {
  const id = Number(useParams().id);
  const query = useQuery({ ...mePayslipQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const [busy, setBusy] = useState(false);
  const title = query.data?.title ?? ME_TEXT.pay;
  return (
    <MeFrame title={title} query={query}>
      {(p) => (
        <>
          <Group justify="space-between">
            <Anchor component={Link} to="/me/pay" size="sm">
              ← {ME_TEXT.pay}
            </Anchor>
            <Button
              loading={busy}
              onClick={async () => {
                setBusy(true);
                await downloadPdf(`/me/payslips/${p.id}/pdf`, `payslip-${p.start_date}.pdf`);
                setBusy(false);
              }}
            >
              {ME_TEXT.downloadPdf}
            </Button>
          </Group>
          {p.company && (
            <Text size="sm" c="dimmed">
              {p.company} · {p.row.name}
            </Text>
          )}
          <PayStatement row={p.row} />
        </>
      )}
    </MeFrame>
  );
}
