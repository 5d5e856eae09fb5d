import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type GateAnswerColor = 'teal' | 'red' | 'orange' | 'gray' | 'blue';

export interface GateAnswerCardProps {
  title: string;
  /** Light background, dark text: legible at a gate in daylight, and to axe. */
  color: GateAnswerColor;
  person?: { name: string; avatarUrl: string | null; description: string } | null;
  details?: string[];
  /** Below the answer: the one tap it asks for. */
  action?: ReactNode;
}

/** An answer of the gate (the camera's, a pass's) in large type and colour: who it is, what to do. */
export function GateAnswerCard({ title, color, person, details = [], action }: GateAnswerCardProps) {
  return (
    <Paper
      p="lg"
      radius="md"
      bg={`${color}.0`}
      style={{ borderLeft: `8px solid var(--mantine-color-${color}-7)` }}
    >
      {/* Read out as it changes: the concierge may be looking at the person, not the screen. */}
      <Stack gap="md" role="status" aria-live="polite" aria-atomic>
        <Text component="p" fz={38} fw={800} lh={1.1} c={`${color}.9`}>
          {title}
        </Text>
        {person && (
          <Group gap="md" wrap="nowrap" align="center">
            <Avatar src={person.avatarUrl} alt="" name={person.name} color="initials" size={96} radius="md" />
            <Stack gap={2} miw={0}>
              <Text fz={26} fw={700} lh={1.2}>
                {person.name}
              </Text>
              <Text c="dark.6">{person.description}</Text>
            </Stack>
          </Group>
        )}
        {details.map((line) => (
          <Text key={line} fz="lg" c="dark.7">
            {line}
          </Text>
        ))}
      </Stack>
      {action}
    </Paper>
  );
}
