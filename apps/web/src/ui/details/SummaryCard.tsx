import { Avatar, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PhotoInput } from '../form/PhotoInput';
import { DetailItem } from './DetailItem';

export interface SummaryCardProps {
  avatarUrl: string | null;
  /** Names the photo: the photo input's label and the picture's text. */
  photoLabel?: string;
  /** Shown in the round avatar when there is no photo. */
  icon: Icon;
  /** Whether the viewer may replace and remove the photo; else it is only shown. */
  canEditPhoto: boolean;
  /** The photo is being saved. */
  photoPending: boolean;
  /** A new photo, or null to remove it. */
  onPhotoChange: (file: File | null) => void;
  /** Shown under the details, across the card, when there is one. */
  bio?: string | null;
  /** The record's DetailItems, laid out in a grid beside the photo. */
  children: ReactNode;
}

/** The top card of a details page: the record's photo (editable when allowed) beside its data. */
export function SummaryCard({
  avatarUrl,
  photoLabel = 'Foto',
  icon: FallbackIcon,
  canEditPhoto,
  photoPending,
  onPhotoChange,
  bio,
  children,
}: SummaryCardProps) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Group align="flex-start" gap="xl" wrap="wrap">
        {canEditPhoto ? (
          <Stack w={{ base: '100%', sm: 360 }}>
            <PhotoInput
              label={photoLabel}
              value={avatarUrl}
              disabled={photoPending}
              onSelect={onPhotoChange}
              onRemove={() => onPhotoChange(null)}
            />
          </Stack>
        ) : (
          <Avatar src={avatarUrl} size={96} radius={96} alt={avatarUrl ? photoLabel : undefined}>
            <FallbackIcon size={40} stroke={1.4} aria-hidden />
          </Avatar>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" style={{ flex: 1, minWidth: 240 }}>
          {children}
        </SimpleGrid>
      </Group>
      {bio && (
        <Stack mt="lg">
          <DetailItem label="Bio">{bio}</DetailItem>
        </Stack>
      )}
    </Paper>
  );
}
