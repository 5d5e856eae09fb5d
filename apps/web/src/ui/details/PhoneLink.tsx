import { Anchor, Group } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { formatPhone } from '../format-phone';

/** A phone that opens a messaging chat (spec 000, s.2: 'phone (link to a messaging chat)'); nothing when empty. */
export function PhoneLink({ phone }: { phone: string | null }) {
  if (!phone) return null;
  return (
    <Anchor
      href={`https://wa.me/${phone.replace(/\D/g, '')}`}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
    >
      <Group gap={4} wrap="nowrap" component="span">
        <IconBrandWhatsapp size={16} aria-hidden />
        {formatPhone(phone)}
      </Group>
    </Anchor>
  );
}
