import { Center, Loader } from '@mantine/core';

/** Stands in for a page's content while its record loads. */
export function ContentLoader() {
  return (
    <Center py="xl">
      <Loader aria-label="Carregando" />
    </Center>
  );
}
