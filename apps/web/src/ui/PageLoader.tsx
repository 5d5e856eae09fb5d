import { Center, Loader } from '@mantine/core';

/** Shown while a page's code or first data loads. */
export function PageLoader() {
  return (
    <Center mih={240} role="status" aria-label="Carregando">
      <Loader />
    </Center>
  );
}
