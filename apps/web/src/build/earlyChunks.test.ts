/** The early script preloads a signed-in screen's chunks, and nothing for the login page. */
import { afterEach, describe, expect, it } from 'vitest';
import { earlyScript, withEarlyScript } from './earlyChunks';

const script = earlyScript([
  { paths: ['/me'], files: ['/assets/me-home-A.js'] },
  { paths: ['/home'], files: ['/assets/me-home-A.js', '/assets/home-B.js'] },
]);

const run = (path: string, token: string | null) => {
  window.history.replaceState(null, '', path);
  if (token) localStorage.setItem('token', token);
  // Runs the built script's text as the browser would.
  new Function(script)();
  return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
};

afterEach(() => {
  localStorage.clear();
  for (const l of document.head.querySelectorAll('link[rel="modulepreload"]')) l.remove();
});

describe('earlyScript', () => {
  it('signed in on /me: preloads My Sahod Home chunk', () => {
    expect(run('/me', 'tok')).toEqual(['/assets/me-home-A.js']);
  });
  it('signed in on /home: preloads the frame and Home chunks', () => {
    expect(run('/home', 'tok')).toEqual(['/assets/me-home-A.js', '/assets/home-B.js']);
  });
  it('without a token, or on another screen, preloads nothing', () => {
    expect(run('/me', null)).toEqual([]);
    expect(run('/payroll', 'tok')).toEqual([]);
  });
  it('is added to the head as an async script file', () => {
    expect(withEarlyScript('<head>\n</head>', '/assets/early-1.js')).toBe(
      '<head>\n  <script async src="/assets/early-1.js"></script>\n  </head>',
    );
  });
});
