/** Processing a period that has not ended asks first, in the words (issue 22). */
import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { useNotEndedConfirm } from './useNotEndedConfirm';

function Harness({ start, end, now }: { start: string; end: string; now: Date }) {
  const confirmNotEnded = useNotEndedConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Button onClick={async () => setAnswer(String(await confirmNotEnded(start, end, now)))}>Process</Button>
      <output>{answer}</output>
    </>
  );
}

// 27 Nov 2026 21:56 UTC is 28 Nov 05:56 in Manila: 28, 29 and 30 Nov are not in yet.
const MANILA_28_NOV = new Date('2026-11-27T21:56:00Z');

describe('useNotEndedConfirm', () => {
  it('asks before processing a period that ends after today (Manila) and proceeds on Process anyway', async () => {
    const { user } = renderWithProviders(<Harness start="2026-11-16" end="2026-11-30" now={MANILA_28_NOV} />);
    await user.click(screen.getByRole('button', { name: 'Process' }));
    const dialog = await screen.findByRole('dialog', { name: 'The period has not ended' });
    expect(dialog.textContent).toContain(
      'The period ends on 30 Nov 2026; attendance for 28–30 Nov is not in yet.',
    );
    await user.click(screen.getByRole('button', { name: 'Process anyway' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('true'));
  });

  it('Cancel keeps the payroll unprocessed', async () => {
    const { user } = renderWithProviders(<Harness start="2026-11-16" end="2026-11-30" now={MANILA_28_NOV} />);
    await user.click(screen.getByRole('button', { name: 'Process' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('false'));
  });

  it('a period that has ended is processed without asking', async () => {
    const { user } = renderWithProviders(<Harness start="2026-11-01" end="2026-11-15" now={MANILA_28_NOV} />);
    await user.click(screen.getByRole('button', { name: 'Process' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('true'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
