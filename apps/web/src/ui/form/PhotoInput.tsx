import '@mantine/dropzone/styles.css';
import { Avatar, Button, Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { IconCamera, IconPhoto, IconTrash, IconUpload, IconUser, IconX } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { CameraDialog } from '../camera/CameraDialog';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { showErrorMessage } from '../toasts';

/** Spec 000, section 5: images only, at most 1 MB. */
export const PHOTO_MAX_BYTES = 1_000_000;

export interface PhotoInputProps {
  /** The current photo's address (a stored one, or an object URL of a chosen file); null for none. */
  value: string | null;
  onSelect: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
  label?: string;
  /** Offers taking the photo with the webcam (people's photos, spec 000 s.2). */
  camera?: boolean;
  /** Shown under the buttons: the photo's FaceID state, say. */
  status?: ReactNode;
}

const rejectFile = () => showErrorMessage('Arquivo não suportado', 'Envie uma imagem de até 1 MB.');

/** A photo preview with a drop zone (click, Enter or Space to browse), the webcam and a remove button that asks first. */
export function PhotoInput(props: PhotoInputProps) {
  const { value, onSelect, onRemove, disabled, label = 'Foto', camera, status } = props;
  const labelId = useId();
  const [shooting, setShooting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }}>
      <Group gap="md" align="center" mt={4}>
        <Avatar src={value} size={96} radius={96} alt={value ? label : undefined} color="gray">
          <IconUser size={40} stroke={1.4} aria-hidden />
        </Avatar>
        {/* Under the photo on a phone, where beside it the FaceID badges would not fit. */}
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Dropzone
            onDrop={(files) => {
              const [file] = files;
              if (file) onSelect(file);
            }}
            onReject={rejectFile}
            accept={IMAGE_MIME_TYPE}
            maxSize={PHOTO_MAX_BYTES}
            multiple={false}
            disabled={disabled}
            role="button"
            // Named by the field's label and all the zone shows (WCAG 2.5.3: the visible text is in the name).
            aria-labelledby={`${labelId} ${labelId}-action ${labelId}-hint`}
            aria-disabled={disabled}
            // The zone is the one control: its file input (focusable, though never tabbed to) is taken
            // out of the page, so no control sits inside another. Clicks and tests still reach it.
            inputProps={{ style: { display: 'none' } }}
            p="sm"
          >
            <Group justify="center" gap="sm" wrap="nowrap" mih={56} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={28} stroke={1.5} aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={28} stroke={1.5} aria-hidden />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhoto size={28} stroke={1.5} aria-hidden />
              </Dropzone.Idle>
              <div>
                <Text size="sm" id={`${labelId}-action`}>
                  {value ? 'Trocar foto' : 'Escolher foto'}
                </Text>
                {/* Between the lines, so that the zone's text reads as words, as its name does. */}{' '}
                <Text size="xs" c="dimmed" id={`${labelId}-hint`}>
                  Arraste uma imagem ou clique; até 1 MB
                </Text>
              </div>
            </Group>
          </Dropzone>
          <Group gap="xs">
            {camera && (
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconCamera size={16} aria-hidden />}
                onClick={() => setShooting(true)}
                disabled={disabled}
              >
                Usar câmera
              </Button>
            )}
            {value && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setConfirming(true)}
                disabled={disabled}
              >
                Remover foto
              </Button>
            )}
          </Group>
          {status}
        </Stack>
      </Group>
      {camera && (
        <CameraDialog
          opened={shooting}
          onClose={() => setShooting(false)}
          // A webcam photo obeys the same limit as a file (spec 000 s.5).
          onCapture={(file) => (file.size > PHOTO_MAX_BYTES ? rejectFile() : onSelect(file))}
        />
      )}
      <ConfirmDialog
        opened={confirming}
        title="Remover foto"
        message="Deseja realmente remover a foto?"
        confirmLabel="Remover"
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
        onClose={() => setConfirming(false)}
      />
    </Input.Wrapper>
  );
}
