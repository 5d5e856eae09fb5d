import { Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DeskPeriod } from '@reserva/shared/desk/desk.schemas';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { ContentLoader } from '../../ui/ContentLoader';
import { LoadFailure } from '../../ui/LoadFailure';
import { LoadMoreButton } from '../../ui/list/LoadMoreButton';
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

const PERIODS: { value: DeskPeriod; label: string }[] = [
  { value: 'upcoming', label: 'Próximos' },
  { value: 'day', label: 'Dia todo' },
];

/**
 * Hoje: the venture's events of the day by time (those not ended first, or the whole day), with their
 * people and a one-tap check-in, a page at a time as the list scrolls.
 */
export function DeskTodayPage() {
  const [search, setSearch] = useState('');
  const [period, setPeriod] = useState<DeskPeriod>('upcoming');
  const [q] = useDebouncedValue(search.trim(), 300);
  const today = useDeskToday(q, period);
  useLiveDeskToday();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = today;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const pages = today.data?.pages ?? [];
  const first = pages[0];
  const events = pages.flatMap((page) => page.events);
  const total = first?.total ?? 0;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Hoje</Title>
        {first && <Text c="dimmed">{longDate(first.date)}</Text>}
      </div>
      <TextInput
        type="search"
        label="Buscar pessoa"
        description="Nome, CPF ou telefone"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          aria-label="Eventos"
          data={PERIODS}
          value={period}
          onChange={(value) => setPeriod(value as DeskPeriod)}
        />
        {first && (
          <Text size="sm" c="dimmed" role="status">
            {total === 1 ? '1 evento' : `${total} eventos`}
          </Text>
        )}
      </Group>
      {today.isPending ? (
        <ContentLoader />
      ) : today.isError && events.length === 0 ? (
        <LoadFailure onRetry={() => void today.refetch()} py="xl" />
      ) : events.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          {q
            ? 'Ninguém encontrado nas reservas de hoje'
            : period === 'upcoming'
              ? 'Nenhum evento por vir hoje'
              : 'Nenhum evento hoje'}
        </Text>
      ) : (
        <>
          {/* Two columns from a tablet's width, in time order row by row. */}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {events.map((event) => (
              <DeskEventCard
                key={`${event.activityScheduleId}-${event.startTime}`}
                event={event}
                date={first?.date ?? ''}
              />
            ))}
          </SimpleGrid>
          {hasNextPage && (
            <LoadMoreButton
              label={`Mostrar mais eventos (${total - events.length})`}
              loading={isFetchingNextPage}
              onLoad={loadMore}
            />
          )}
        </>
      )}
    </Stack>
  );
}
