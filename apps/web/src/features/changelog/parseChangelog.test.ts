import { describe, expect, it } from 'vitest';
import { isKnownIssuesHeading, parseChangelog } from './parseChangelog';

const SAMPLE = `# Sahod Changelog

Intro paragraph.

## v0.2.0 (UAT) - 2026-12-01

- Second release.

### Known Issues

- Something.

---

## v0.1.0 (UAT) - 2026-11-21

- First release.

---
`;

describe('parseChangelog', () => {
  it('splits the intro and one section per version heading, closed by a separator', () => {
    const log = parseChangelog(SAMPLE);
    expect(log.intro).toBe('# Sahod Changelog\n\nIntro paragraph.');
    expect(log.versions).toEqual([
      {
        heading: 'v0.2.0 (UAT) - 2026-12-01',
        version: 'v0.2.0',
        body: '- Second release.\n\n### Known Issues\n\n- Something.',
      },
      { heading: 'v0.1.0 (UAT) - 2026-11-21', version: 'v0.1.0', body: '- First release.' },
    ]);
  });

  it('takes the first version heading as the current version', () => {
    expect(parseChangelog(SAMPLE).currentVersion).toBe('v0.2.0 (UAT) - 2026-12-01');
  });

  it('has no current version and keeps everything as intro without version headings', () => {
    const log = parseChangelog('# Title\n\nJust text.\n');
    expect(log).toEqual({ intro: '# Title\n\nJust text.', versions: [], currentVersion: null });
  });

  it('ends a section at the next version heading when the separator is missing', () => {
    const log = parseChangelog('## v2\n- b\n## v1\n- a');
    expect(log.versions.map((v) => [v.version, v.body])).toEqual([
      ['v2', '- b'],
      ['v1', '- a'],
    ]);
  });

  it('drops text between a separator and the next version heading', () => {
    const log = parseChangelog('## v2\n- b\n---\nstray\n## v1\n- a\n***\ntrailer');
    expect(log.versions.map((v) => v.body)).toEqual(['- b', '- a']);
    expect(log.intro).toBe('');
  });

  it('needs a digit after the v: other headings stay inside the section or intro', () => {
    const log = parseChangelog('## versions\nintro\n## v1.0.0\n### various\n- x');
    expect(log.intro).toBe('## versions\nintro');
    expect(log.versions[0]!.body).toBe('### various\n- x');
  });

  it('ignores headings and separators inside fenced code', () => {
    const log = parseChangelog('## v1\n```\n## v9\n---\n```\nafter\n---');
    expect(log.versions).toHaveLength(1);
    expect(log.versions[0]!.body).toBe('```\n## v9\n---\n```\nafter');
  });

  it('handles CRLF line endings and closing hashes', () => {
    const log = parseChangelog('intro\r\n## v1.2.3 - today ##\r\n- x\r\n---\r\n');
    expect(log.versions[0]).toEqual({ heading: 'v1.2.3 - today', version: 'v1.2.3', body: '- x' });
  });
});

describe('isKnownIssuesHeading', () => {
  it('matches the heading whatever its case, with or without a colon', () => {
    expect(isKnownIssuesHeading('Known Issues')).toBe(true);
    expect(isKnownIssuesHeading(' known issues: ')).toBe(true);
    expect(isKnownIssuesHeading('Known Issues fixed')).toBe(false);
  });
});
