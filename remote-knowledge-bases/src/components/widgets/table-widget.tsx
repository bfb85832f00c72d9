import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../api/format-number';

export type TableRowValue = string | number | boolean | null;

export type TableWidgetProps = {
  title: string;
  data: { columns: string[]; rows: Record<string, TableRowValue>[] };
  onPick?: (label: string, id?: string) => void;
  /** The row whose value the dashboard is filtered by. */
  selected?: string;
};

/**
 * A table; when it cross-filters, each row is a button (click, Enter or Space) that sets the
 * parameter to the row's `label` (else its first column).
 */
export function TableWidget({ title, data, onPick, selected }: TableWidgetProps) {
  const { t, i18n } = useTranslation('knowledgeBases');
  const show = (value: TableRowValue) =>
    value === null
      ? '—'
      : typeof value === 'number'
        ? formatNumber(value, i18n.language)
        : typeof value === 'boolean'
          ? t(value ? 'dashboard.yes' : 'dashboard.no')
          : value;
  const pickOf = (row: Record<string, TableRowValue>) =>
    String(row.label ?? row[data.columns[0] ?? ''] ?? '');
  return (
    <Table.ScrollArea maxH="96">
      <Table.Root size="sm" stickyHeader interactive={Boolean(onPick)}>
        <Table.Caption srOnly>{title}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {data.columns.map((column) => (
              <Table.ColumnHeader key={column}>
                {t(`dashboard.columns.${column}`, { defaultValue: column })}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.rows.map((row, index) => (
            <Table.Row
              key={index}
              {...(onPick
                ? {
                    tabIndex: 0,
                    cursor: 'pointer',
                    'aria-current': pickOf(row) === selected ? ('true' as const) : undefined,
                    bg: pickOf(row) === selected ? 'brand.subtle' : undefined,
                    'aria-label': t('dashboard.filterBy', { value: pickOf(row) }),
                    onClick: () => onPick(pickOf(row)),
                    onKeyDown: (event: React.KeyboardEvent) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        onPick(pickOf(row));
                      }
                    },
                  }
                : {})}
            >
              {data.columns.map((column) => (
                <Table.Cell
                  key={column}
                  textAlign={typeof row[column] === 'number' ? 'end' : 'start'}
                >
                  <bdi>{show(row[column] ?? null)}</bdi>
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
