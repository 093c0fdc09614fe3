import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../app/session';
import { notifyError, notifySuccess } from '../components/notify';
import { ApiError, api, apiBlob, dispositionFilename, setApiNavigator } from './client';

vi.mock('../components/notify', () => ({
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
  errorMessage: (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback),
}));

function respond(status: number, body: unknown, contentType = 'application/json') {
  const text = typeof body === 'string' && contentType !== 'application/json' ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status, headers: { 'content-type': contentType } }));
}

const navigate = vi.fn();

beforeEach(() => {
  localStorage.clear();
  setApiNavigator(navigate);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('api client', () => {
  it('sends the stored token as bearer, JSON bodies and query strings, and returns the body', async () => {
    setToken('abc');
    const fetchMock = respond(200, { ok: 1 });
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.post('/things', { query: { id: 7, skip: undefined }, body: { a: 1 } })).resolves.toEqual(
      {
        ok: 1,
      },
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things?id=7');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
  });

  it.each([401, 403])('on %i removes the token, alerts the error field and goes to /', async (status) => {
    setToken('abc');
    vi.stubGlobal('fetch', respond(status, { error: `Denied ${status}` }));

    const failure = await api.get('/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status, message: `Denied ${status}`, serverMessage: `Denied ${status}` });
    expect(getToken()).toBeNull();
    expect(notifyError).toHaveBeenCalledWith(`Denied ${status}`);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('on a 403 owing two-factor enrolment keeps the token and goes to enrolment, quiet or not', async () => {
    setToken('abc');
    const owed = { error: 'Set up two-factor sign-in to continue.', reason: 'two_factor_required' };
    vi.stubGlobal('fetch', respond(403, owed));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 403 });
    await expect(api.get('/y', { quiet: true })).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBe('abc');
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledWith('/account/two-factor');
    expect(notifyError).toHaveBeenCalledWith(owed.error);
  });

  it.each([423, 500])('on %i alerts the error field and keeps the token', async (status) => {
    setToken('abc');
    vi.stubGlobal('fetch', respond(status, { error: `Problem ${status}` }));

    await expect(api.get('/x')).rejects.toMatchObject({ status, message: `Problem ${status}` });
    expect(notifyError).toHaveBeenCalledWith(`Problem ${status}`);
    expect(getToken()).toBe('abc');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a 200 string body that contains success', async () => {
    vi.stubGlobal('fetch', respond(200, 'Record added successfully.', 'text/plain'));
    await expect(api.post('/x')).resolves.toBe('Record added successfully.');
    expect(notifySuccess).toHaveBeenCalledWith('Record added successfully.');
  });

  it('also recognises a JSON string body, and ignores other 200 bodies', async () => {
    vi.stubGlobal('fetch', respond(200, 'Saved with success'));
    await api.post('/x');
    expect(notifySuccess).toHaveBeenCalledWith('Saved with success');

    vi.clearAllMocks();
    vi.stubGlobal('fetch', respond(200, { message: 'success' }));
    await api.post('/x');
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('leaves other errors to the caller', async () => {
    vi.stubGlobal('fetch', respond(400, { error: 'Minutes must be at least 1.' }));
    await expect(api.post('/x')).rejects.toMatchObject({
      status: 400,
      message: 'Minutes must be at least 1.',
    });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('does nothing global for quiet requests', async () => {
    setToken('abc');
    vi.stubGlobal('fetch', respond(401, { error: 'Invalid username or password.' }));
    await expect(api.post('/auth/login', { quiet: true })).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBe('abc');
    expect(notifyError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('falls back to a generic message without an error field', async () => {
    vi.stubGlobal('fetch', respond(404, 'nope', 'text/plain'));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 404, serverMessage: null });
  });

  it('turns a network failure into ApiError status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/ping')).rejects.toMatchObject({ status: 0 });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('parses with a schema and rejects a body that does not match', async () => {
    const schema = {
      parse(data: unknown) {
        if (typeof data !== 'object' || data === null || !('n' in data)) throw new Error('bad');
        return data as { n: number };
      },
    };
    vi.stubGlobal('fetch', respond(200, { n: 1 }));
    await expect(api.get('/x', { schema })).resolves.toEqual({ n: 1 });
    vi.stubGlobal('fetch', respond(200, { m: 1 }));
    await expect(api.get('/x', { schema })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('a streamed JSON answer that failed after its 200 (Calculate)', () => {
  const stream = (text: string) =>
    vi.fn(async () => new Response(text, { status: 200, headers: { 'content-type': 'application/json' } }));

  it('shows and throws the message of its last line, not the rows before it', async () => {
    vi.stubGlobal(
      'fetch',
      stream('[{"employee_id":1},{"employee_id":2}\n{"error":"Employee E-3 has no salary terms."}'),
    );
    const failure = await api.get('/payroll/fetch').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 500,
      message: 'Employee E-3 has no salary terms.',
      serverMessage: 'Employee E-3 has no salary terms.',
    });
    expect(notifyError).toHaveBeenCalledWith('Employee E-3 has no salary terms.');
  });

  it('a whole streamed answer is its rows; text with a line break in a row value is not a failure', async () => {
    vi.stubGlobal('fetch', stream('[{"employee_id":1,"note":"a\\nb"}]'));
    await expect(api.get('/payroll/fetch')).resolves.toEqual([{ employee_id: 1, note: 'a\nb' }]);
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('apiBlob', () => {
  it('downloads bytes with the bearer token and the Content-Disposition file name', async () => {
    setToken('abc');
    const fetchMock = vi.fn(
      async () =>
        new Response(new Uint8Array([1, 2, 3]), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''Kontrata%20ni%20Pe%C3%B1a.pdf`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { blob, filename } = await apiBlob('/employee_management/downloadFD', { path: '12' });
    expect(filename).toBe('Kontrata ni Peña.pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/employee_management/downloadFD?path=12');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc' });
  });

  it('handles failures like JSON calls: 401 signs out, others throw the server message', async () => {
    setToken('abc');
    vi.stubGlobal('fetch', respond(401, { error: 'Expired' }));
    await expect(apiBlob('/f')).rejects.toMatchObject({ status: 401, message: 'Expired' });
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');

    vi.stubGlobal('fetch', respond(404, { error: 'No photo uploaded.' }));
    await expect(apiBlob('/f')).rejects.toMatchObject({ status: 404, message: 'No photo uploaded.' });
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('reads plain and missing file names', () => {
    expect(dispositionFilename('attachment; filename="a b.txt"')).toBe('a b.txt');
    expect(dispositionFilename('inline')).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });
});
