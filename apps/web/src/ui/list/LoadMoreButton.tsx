import { Button, Center } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useEffect } from 'react';

/**
 * The end of a list read a page at a time: a button that brings the next page, pressed by itself
 * when it scrolls into view (a finger scrolling on needs no tap; a keyboard or screen reader has the
 * button).
 */
export function LoadMoreButton({
  label,
  loading,
  onLoad,
}: {
  label: string;
  loading: boolean;
  onLoad: () => void;
}) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '200px' });
  const inView = entry?.isIntersecting ?? false;
  useEffect(() => {
    if (inView && !loading) onLoad();
  }, [inView, loading, onLoad]);
  return (
    <Center ref={ref} py="md">
      <Button variant="light" loading={loading} onClick={onLoad}>
        {label}
      </Button>
    </Center>
  );
}
