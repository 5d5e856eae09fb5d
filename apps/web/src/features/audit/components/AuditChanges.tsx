import { Anchor, Box, List, Text } from '@mantine/core';
import type { AuditLogItem } from '@reserva/shared/audit/audit.schemas';
import { useId, useState } from 'react';
import { type ChangeLine, formatChanges, type KnownNames } from '../audit-changes';

/** Lines shown before 'ver tudo': a creation lists every column set. */
const COMPACT_LINES = 3;

/** A log row's 'Alterações': 'campo: antes → depois', the first lines only until 'ver tudo' opens the rest. */
export function AuditChanges({ item, names }: { item: AuditLogItem; names: KnownNames }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const lines = formatChanges(item.changes, item.action, names);
  if (lines.length === 0) return <Text size="sm">—</Text>;
  const shortened = lines.some((line) => line.short !== line.full);
  const collapsible = lines.length > COMPACT_LINES || shortened;
  const shown = open ? lines : lines.slice(0, COMPACT_LINES);
  return (
    <Box maw={520}>
      <List id={listId} size="sm" listStyleType="none" spacing={2}>
        {shown.map((line) => (
          <List.Item key={line.column} style={{ overflowWrap: 'anywhere' }}>
            <ChangeText line={line} whole={open} />
          </List.Item>
        ))}
      </List>
      {collapsible && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'ver menos' : lines.length > COMPACT_LINES ? `ver tudo (${lines.length})` : 'ver tudo'}
        </Anchor>
      )}
    </Box>
  );
}

function ChangeText({ line, whole }: { line: ChangeLine; whole: boolean }) {
  return (
    <>
      <Text span size="sm" fw={500}>
        {line.field}:
      </Text>{' '}
      {whole ? line.full : line.short}
    </>
  );
}
