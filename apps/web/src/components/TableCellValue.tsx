/** One cell's default content: the value as given, with a colour swatch in the Color Hex column. */
import { ColorSwatch, Group } from '@mantine/core';
import { columnLabel } from '@sahod/shared';
import { cellText } from './cellValues.ts';
import { UI_TEXT } from './texts.ts';

const COLOR_HEX_LABEL = 'Color Hex';

export function TableCellValue({ field, value }: { field: string; value: unknown }) {
  const text = cellText(value);
  if (columnLabel(field) === COLOR_HEX_LABEL && text !== '') {
    return (
      <Group gap="xs" wrap="nowrap">
        <ColorSwatch color={text} size={16} role="img" aria-label={UI_TEXT.colorSwatch(text)} />
        <span>{text}</span>
      </Group>
    );
  }
  return text;
}
