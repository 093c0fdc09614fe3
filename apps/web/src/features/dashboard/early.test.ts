/** Home's early requests (issue 26 §2): started for a staff token, not for an employee-only one. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarly } from '../../api/early';
import { json, stubFetch, TEST_USER, tokenFor } from '../../test/fakeServer';
import { startHomeEarly, viewsAnyModule } from './early';

const VIEW = { view: true, create: false, update: false, delete: false };
const NONE = { view: false, create: false, update: false, delete: false };

afterEach(() => vi.unstubAllGlobals());

describe('startHomeEarly', () => {
  it("starts every card's request and the company list for a token with a view right; the card takes it", async () => {
    const fetch = stubFetch({
      'GET /api/dashboard/filings': () => json(200, { today: '2026-11-28', filings: [] }),
    });
    const token = tokenFor({ ...TEST_USER, permissions: { compliance: VIEW } });
    expect(viewsAnyModule(token)).toBe(true);
    startHomeEarly(token);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/dashboard/attendance',
      '/api/dashboard/waiting',
      '/api/dashboard/people',
      '/api/dashboard/payroll',
      '/api/dashboard/filings',
      '/api/dropdown/dropdown_handler?DD=company',
    ]);
    const early = takeEarly('/api/dashboard/filings', token);
    expect((await early)?.status).toBe(200);
    // Taken once: a later read asks the server again.
    expect(takeEarly('/api/dashboard/filings', token)).toBeUndefined();
  });

  it('starts nothing for an employee-only token (it goes on to My Sahod) or an unreadable one', () => {
    const fetch = stubFetch({});
    const employeeOnly = tokenFor({ ...TEST_USER, permissions: { timesheet: NONE } });
    expect(viewsAnyModule(employeeOnly)).toBe(false);
    startHomeEarly(employeeOnly);
    startHomeEarly('not-a-token');
    expect(fetch).not.toHaveBeenCalled();
  });
});
