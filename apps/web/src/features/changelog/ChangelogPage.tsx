/**
 * The Changelog screen (spec 2): the intro, then one collapsible section per version (the current
 * one open), with any 'Known Issues' heading highlighted.
 */
import { Accordion, Alert, Stack, Title, Typography } from '@mantine/core';
import { MSG } from '@sahod/shared';
import { Children, isValidElement, type ReactNode, useEffect } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { useLocation } from 'react-router';
import { LoadingText } from '../../app/ModuleGuard';
import { useChangelog } from './api';
import { isKnownIssuesHeading } from './parseChangelog';

/** `/changelog#known-issues` (the Bug Reports screen's button) opens and scrolls to the Known Issues. */
export const KNOWN_ISSUES_HASH = '#known-issues';

function hasKnownIssues(markdown: string): boolean {
  return markdown.split(/\r?\n/).some((line) => {
    const heading = /^ {0,3}#{1,6}[ \t]+(.*)$/.exec(line);
    return heading !== null && isKnownIssuesHeading(heading[1]!.replace(/[ \t]+#+[ \t]*$/, ''));
  });
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return Children.toArray(node).map(textOf).join('');
}

/** An accordion value that is a valid id part (headings hold spaces, which made invalid ARIA ids). */
const sectionValue = (index: number) => `version-${index}`;

type HeadingOrder = 1 | 2 | 3 | 4 | 5 | 6;

function Heading({ order, children }: { order: HeadingOrder; children?: ReactNode }) {
  if (isKnownIssuesHeading(textOf(children))) {
    return (
      <Title
        order={order}
        data-known-issues="true"
        c="orange.9"
        bg="orange.0"
        px="sm"
        py={4}
        style={{ borderLeft: '4px solid var(--mantine-color-orange-6)', borderRadius: 4 }}
      >
        {children}
      </Title>
    );
  }
  return <Title order={order}>{children}</Title>;
}

const COMPONENTS: Components = {
  h1: ({ children }) => <Heading order={1}>{children}</Heading>,
  h2: ({ children }) => <Heading order={2}>{children}</Heading>,
  h3: ({ children }) => <Heading order={3}>{children}</Heading>,
  h4: ({ children }) => <Heading order={4}>{children}</Heading>,
  h5: ({ children }) => <Heading order={5}>{children}</Heading>,
  h6: ({ children }) => <Heading order={6}>{children}</Heading>,
};

function MarkdownText({ children }: { children: string }) {
  return (
    <Typography>
      <Markdown components={COMPONENTS}>{children}</Markdown>
    </Typography>
  );
}

export function ChangelogPage() {
  const { data, isPending, isError } = useChangelog();
  const wantsKnownIssues = useLocation().hash === KNOWN_ISSUES_HASH;
  useEffect(() => {
    if (!wantsKnownIssues || !data) return;
    document.querySelector('[data-known-issues="true"]')?.scrollIntoView?.({ block: 'start' });
  }, [wantsKnownIssues, data]);
  if (isPending) return <LoadingText />;
  if (isError) {
    return (
      <Alert color="red" m="md" role="alert">
        {MSG.changelogFailed}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={900}>
      {data.intro && <MarkdownText>{data.intro}</MarkdownText>}
      <Accordion
        multiple
        variant="separated"
        defaultValue={data.versions
          .filter(
            (v, i) =>
              i === 0 ||
              (wantsKnownIssues && v === data.versions.find((candidate) => hasKnownIssues(candidate.body))),
          )
          .map((v) => sectionValue(data.versions.indexOf(v)))}
      >
        {data.versions.map((version, index) => (
          <Accordion.Item key={version.heading} value={sectionValue(index)}>
            <Accordion.Control>{version.heading}</Accordion.Control>
            <Accordion.Panel>
              <MarkdownText>{version.body}</MarkdownText>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
