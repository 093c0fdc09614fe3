import { cleanNotifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessage, notifyError, notifySuccess } from './notify.ts';
import { renderWithProviders } from './test-utils.tsx';

describe('notify', () => {
  afterEach(() => act(() => cleanNotifications()));

  it('shows a success notification with the message', async () => {
    renderWithProviders(<div />);
    act(() => {
      notifySuccess('Record added successfully.');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveProperty('textContent', 'Record added successfully.');
  });

  it('shows an error notification with the message', async () => {
    renderWithProviders(<div />);
    act(() => {
      notifyError('Failed to delete record. Please try again.');
    });
    expect(
      (await screen.findByText('Failed to delete record. Please try again.')).closest('[role="alert"]'),
    ).not.toBeNull();
  });
});

describe('errorMessage', () => {
  it('uses the message of an Error, a string, or the fallback', () => {
    expect(errorMessage(new Error('Name is already in use.'), 'x')).toBe('Name is already in use.');
    expect(errorMessage('plain', 'x')).toBe('plain');
    expect(errorMessage({}, 'fallback')).toBe('fallback');
  });
});
