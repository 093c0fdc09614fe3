/**
 * Splits the product's CHANGELOG.md the way the Changelog screen shows it (spec 2 "Changelog"):
 * the intro (everything before the first version heading), then one section per heading whose text
 * starts with `v<version>`. A separator line (`---`, `***`, `___`) or the next version heading closes
 * a section; text between a separator and the next version heading belongs to no section and is
 * dropped. Lines inside fenced code blocks are never headings or separators.
 */

export interface ChangelogVersion {
  /** The heading text, e.g. 'v0.1.0 (UAT) - 2026-11-21'. */
  heading: string;
  /** The version marker alone, e.g. 'v0.1.0'. */
  version: string;
  /** The section's markdown, without its heading and separator. */
  body: string;
}

export interface Changelog {
  intro: string;
  versions: ChangelogVersion[];
  /** The first version heading: the current version, shown on the login screen and sidebar. */
  currentVersion: string | null;
}

const VERSION_HEADING = /^ {0,3}#{1,6}[ \t]+(v\d\S*)(.*)$/;
const SEPARATOR = /^ {0,3}([-*_])[ \t]*(?:\1[ \t]*){2,}$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

function headingText(marker: string, rest: string): string {
  return `${marker}${rest}`.replace(/[ \t]+#+[ \t]*$/, '').trim();
}

export function parseChangelog(markdown: string): Changelog {
  const intro: string[] = [];
  const versions: ChangelogVersion[] = [];
  let current: { heading: string; version: string; lines: string[] } | null = null;
  let seenVersion = false;
  let fence: string | null = null;

  const close = () => {
    if (current)
      versions.push({
        heading: current.heading,
        version: current.version,
        body: current.lines.join('\n').trim(),
      });
    current = null;
  };

  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    } else if (fence === null) {
      const heading = VERSION_HEADING.exec(line);
      if (heading) {
        close();
        current = { heading: headingText(heading[1]!, heading[2]!), version: heading[1]!, lines: [] };
        seenVersion = true;
        continue;
      }
      if (SEPARATOR.test(line) && current) {
        close();
        continue;
      }
    }
    if (current) current.lines.push(line);
    else if (!seenVersion) intro.push(line);
  }
  close();

  return { intro: intro.join('\n').trim(), versions, currentVersion: versions[0]?.heading ?? null };
}

/** The heading the screen highlights (spec: "A heading named Known Issues is highlighted"). */
export function isKnownIssuesHeading(text: string): boolean {
  return /^known issues:?$/i.test(text.trim());
}
