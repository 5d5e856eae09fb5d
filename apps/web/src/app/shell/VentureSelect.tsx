import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuilding } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSwitchVenture, useVentureChoices } from '../../features/auth/api';
import { useRequiredSession } from '../session/use-session';

/** After a switch the user stays in the same area: /members/details goes to /members (spec 000, s.2). */
function areaOf(pathname: string): string {
  const segment = pathname.split('/')[1];
  return segment ? `/${segment}` : '/dashboard';
}

/**
 * The header's venture switch. A MASTER may reach thousands of ventures, so the server searches them
 * by name and answers a page at a time; the next page loads as the list scrolls to its end.
 */
export function VentureSelect({ onSwitched }: { onSwitched?: () => void }) {
  const { venture } = useRequiredSession();
  // A switch in another tab starts the box afresh, with the new venture's name.
  return <VentureSwitch key={venture.id} onSwitched={onSwitched} />;
}

function VentureSwitch({ onSwitched }: { onSwitched?: (() => void) | undefined }) {
  const { venture } = useRequiredSession();
  const [search, setSearch] = useState(venture.name);
  // The box shows the current venture's name: while it does, the list offers every venture.
  const [term] = useDebouncedValue(search === venture.name ? '' : search.trim(), 300);
  // Read when the list first opens, not with every page the header is drawn on.
  const [opened, setOpened] = useState(false);
  const choices = useVentureChoices(term, opened);
  const switchVenture = useSwitchVenture();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const found = choices.data?.pages.flatMap((page) => page.items) ?? [];
  // The current venture stays in the data, so that the box shows its name, but is offered only where
  // the server found it.
  const data = [venture, ...found.filter((item) => item.id !== venture.id)];
  const offered = new Set(found.map((item) => item.id));

  return (
    <Select
      aria-label="Empreendimento atual"
      data={data.map(({ id, name }) => ({ value: id, label: name }))}
      value={venture.id}
      allowDeselect={false}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched by name.
      filter={({ options }) => options.filter((option) => 'value' in option && offered.has(option.value))}
      nothingFoundMessage={choices.isFetching ? undefined : 'Nenhum empreendimento encontrado'}
      disabled={switchVenture.isPending}
      leftSection={<IconBuilding size={17} stroke={1.6} />}
      rightSection={
        choices.isFetching ? (
          <Loader size="xs" role="status" aria-label="Carregando empreendimentos" />
        ) : undefined
      }
      onDropdownOpen={() => setOpened(true)}
      comboboxProps={{ shadow: 'md' }}
      scrollAreaProps={{
        onBottomReached: () => {
          if (choices.hasNextPage && !choices.isFetchingNextPage) void choices.fetchNextPage();
        },
      }}
      onChange={(ventureId) => {
        if (!ventureId || ventureId === venture.id) return;
        switchVenture.mutate(ventureId, {
          onSuccess: () => {
            navigate(areaOf(pathname));
            onSwitched?.();
          },
        });
      }}
    />
  );
}
