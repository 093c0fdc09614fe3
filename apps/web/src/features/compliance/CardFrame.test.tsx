import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { CardFrame, DueBadge } from './CardFrame';

describe('CardFrame', () => {
  it('shows the title, what stands beside it, the note, the error and the content', () => {
    renderWithProviders(
      <CardFrame
        testId="frame"
        title="BIR 2316 2026"
        aside={<DueBadge status={{ days: 3, overdue: false }} />}
        note="a note"
        error={new Error('No payroll for 2026')}
      >
        content
      </CardFrame>,
    );
    // In this order: title, badge, note, error, content.
    expect(screen.getByTestId('frame').textContent).toBe(
      'BIR 2316 2026due in 3 daysa noteNo payroll for 2026content',
    );
  });

  it('shows no error line without an error, and overdue once the due date passed', () => {
    renderWithProviders(
      <CardFrame
        testId="frame"
        title="Alphalist"
        aside={<DueBadge status={{ days: 0, overdue: true }} />}
        error={null}
      >
        body
      </CardFrame>,
    );
    expect(screen.getByTestId('frame').textContent).toBe('Alphalistoverduebody');
  });
});
