/**
 * The Mantine styles Home's cards and company selector use beyond the entry's and the frame's
 * (main.tsx, app/AppLayout.tsx): Home does not wait for all of Mantine's styles (about 330 KB,
 * app/mantineStyles.ts) before its first paint (issue 26 §2); the other screens bring them.
 */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
