import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ContentLoader } from '../../ui/ContentLoader';
import { LoadFailure } from '../../ui/LoadFailure';
import { useDeskToday, useLiveDeskToday } from './api';
import { DeskEventCard } from './components/DeskEventCard';

/** 'Sábado, 28 de novembro' for the API's YYYY-MM-DD (read at noon, so no time zone moves the day). */
function longDate(date: string): string {
  const text = new Date(`${date}T12:00:00`).toLocaleDateString('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  // Only the sentence's first letter: 'de' and the month stay lower case in Portuguese.
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Hoje: every event of the venture's day, by time, with its people and a one-tap check-in. */
export function DeskTodayPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const today = useDeskToday(q);
  useLiveDeskToday();

  const events = today.data?.events ?? [];
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Hoje</Title>
        {today.data && <Text c="dimmed">{longDate(today.data.date)}</Text>}
      </div>
      <TextInput
        type="search"
        label="Buscar pessoa"
        description="Nome, CPF ou telefone"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {today.isPending ? (
        <ContentLoader />
      ) : today.isError ? (
        <LoadFailure onRetry={() => void today.refetch()} py="xl" />
      ) : events.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          {q ? 'Ninguém encontrado nas reservas de hoje' : 'Nenhum evento hoje'}
        </Text>
      ) : (
        // Two columns from a tablet's width, in time order row by row.
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {events.map((event) => (
            <DeskEventCard
              key={`${event.activityScheduleId}-${event.startTime}`}
              event={event}
              date={today.data?.date ?? ''}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
