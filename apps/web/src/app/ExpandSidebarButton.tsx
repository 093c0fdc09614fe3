/** The button that brings a collapsed sidebar back (desktop); its own chunk with its tooltip. */
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Tooltip } from '@mantine/core';
import { SHELL_TEXT } from './texts';

function MenuIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function ExpandSidebarButton({ onExpand }: { onExpand: () => void }) {
  return (
    <Tooltip label={SHELL_TEXT.expandSidebar}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={SHELL_TEXT.expandSidebar}
        onClick={onExpand}
        style={{ position: 'fixed', top: 12, left: 12, zIndex: 150 }}
      >
        <MenuIcon />
      </ActionIcon>
    </Tooltip>
  );
}
