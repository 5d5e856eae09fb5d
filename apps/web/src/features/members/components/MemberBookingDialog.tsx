import { Alert, Button, Checkbox, Group, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { timePrice } from '@reserva/shared/bookings/booking-price.rules';
import { errorText } from '@reserva/shared/errors';
import type { MemberEvent, MeResponse } from '@reserva/shared/members/members.schemas';
import { useState } from 'react';
import { TimeInput } from '../../../ui/form/TimeInput';
import { formatDate, formatMoney, formatTime } from '../../../ui/format';
import { showSuccessToast } from '../../../ui/toasts';
import { bookingFailure } from '../../bookings/create-booking-flow';
import { useBookForMember, useJoinQueue, useMemberEventExtras } from '../api';
import { chosenPart, firstHour } from '../partial-time';
import { IncompleteRecordNotice } from './IncompleteRecordNotice';

interface MemberBookingDialogProps {
  event: MemberEvent;
  me: MeResponse;
  onClose: () => void;
}

/**
 * Books an event for the person or one of those they book for (issue 31, point 4): the extras with
 * their prices and the total before confirming; a refusal in plain Portuguese, and the queue when full.
 */
export function MemberBookingDialog({ event, me, onClose }: MemberBookingDialogProps) {
  const extras = useMemberEventExtras(event.activityScheduleId);
  const book = useBookForMember();
  const join = useJoinQueue();
  // Who holds the occurrence or is at the day's limit books for a dependant or guest: the first is chosen.
  const [forUserId, setForUserId] = useState(
    (event.isBooked || event.isDayLimitReached ? me.family[0]?.id : undefined) ?? me.person.id,
  );
  const [chosen, setChosen] = useState<string[]>([]);
  const [optionals, setOptionals] = useState<string[]>([]);
  const [duplicate, setDuplicate] = useState(false);
  const [full, setFull] = useState(event.isFull);
  /** The booking was made for a record a payment cannot use yet: what it lacks. */
  const [incomplete, setIncomplete] = useState<string | null>(null);

  // A partial-time event (a court by the hour): the person chooses the part, priced by the hour.
  const partial = event.allowPartialTimeBookings;
  const [times, setTimes] = useState<{ startTime: string | null; endTime: string | null }>(() =>
    firstHour(event),
  );
  const part = partial ? chosenPart(event, times.startTime, times.endTime) : null;
  const scheduleItems = extras.data?.scheduleItems ?? [];
  const required = scheduleItems.filter((item) => item.isRequired).map((item) => item.id);
  const total =
    timePrice(event, part ?? event) +
    scheduleItems
      .filter((item) => item.isRequired || chosen.includes(item.id))
      .reduce((sum, item) => sum + item.price, 0);
  const forGuest = me.family.find((member) => member.id === forUserId)?.groupKey === 'GUEST';
  const failure = book.error ? bookingFailure(book.error) : null;
  const refusal =
    failure && failure.kind !== 'duplicate' && failure.kind !== 'incomplete' && !full
      ? failure.kind === 'experience'
        ? failure.text
        : errorText(book.error?.message, 'Não foi possível reservar, tente novamente.')
      : null;

  const confirm = () =>
    book.mutate(
      {
        activityScheduleId: event.activityScheduleId,
        bookedDate: event.date,
        forUserId: forUserId === me.person.id ? null : forUserId,
        items: optionals,
        scheduleItems: chosen,
        startTime: part?.startTime ?? null,
        endTime: part?.endTime ?? null,
        isVerified: duplicate,
      },
      {
        onSuccess: () => {
          showSuccessToast('Reserva feita', 'O passe está em Minhas reservas.');
          onClose();
        },
        onError: (error) => {
          const failed = bookingFailure(error);
          if (failed.kind === 'duplicate') setDuplicate(true);
          if (failed.kind === 'limit' && failed.code.endsWith('no-vacancies-available')) setFull(true);
          // The booking stands: the person completes their record on Perfil before any payment.
          if (failed.kind === 'incomplete') setIncomplete(failed.code);
        },
      },
    );
  const queue = () =>
    join.mutate(
      {
        activityScheduleId: event.activityScheduleId,
        bookedDate: event.date,
        forUserId: forUserId === me.person.id ? null : forUserId,
      },
      {
        onSuccess: () => {
          showSuccessToast('Você entrou na fila', 'Avisaremos quando uma vaga for sua.');
          onClose();
        },
      },
    );

  const people = [
    { id: me.person.id, name: `${me.person.name} (você)` },
    ...me.family.map((member) => ({ id: member.id, name: `${member.name} · ${member.groupName}` })),
  ];
  if (incomplete !== null) {
    const other = me.family.find((member) => member.id === forUserId);
    return (
      <Modal opened onClose={onClose} title={event.activity.name} centered>
        <IncompleteRecordNotice code={incomplete} otherName={other?.name ?? null} onClose={onClose} />
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title={event.activity.name} centered>
      <Stack gap="md">
        <Text>
          {formatDate(event.date)} · {formatTime(event.startTime)}–{formatTime(event.endTime)} ·{' '}
          {event.spot.name}
        </Text>
        {people.length > 1 && (
          <Radio.Group label="Para quem" value={forUserId} onChange={setForUserId}>
            <Stack gap="xs" mt="xs">
              {people.map((person) => (
                <Radio key={person.id} value={person.id} label={person.name} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {!full && partial && (
          <SimpleGrid cols={2} spacing="sm">
            <TimeInput
              label="Horário inicial"
              required
              value={times.startTime}
              onChange={(startTime) => setTimes((current) => ({ ...current, startTime }))}
            />
            <TimeInput
              label="Horário final"
              required
              value={times.endTime}
              onChange={(endTime) => setTimes((current) => ({ ...current, endTime }))}
              error={
                part === null && times.startTime && times.endTime
                  ? `Entre ${formatTime(event.startTime)} e ${formatTime(event.endTime)}, o fim depois do início`
                  : undefined
              }
            />
          </SimpleGrid>
        )}
        {!full && (extras.data?.activityItems.length ?? 0) > 0 && (
          <Checkbox.Group label="Opcionais (sem custo)" value={optionals} onChange={setOptionals}>
            <Stack gap="xs" mt="xs">
              {extras.data?.activityItems.map((item) => (
                <Checkbox key={item.id} value={item.id} label={item.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {!full && scheduleItems.length > 0 && (
          <Checkbox.Group
            label="Extras"
            value={[...required, ...chosen]}
            onChange={(ids) => setChosen(ids.filter((id) => !required.includes(id)))}
          >
            <Stack gap="xs" mt="xs">
              {scheduleItems.map((item) => (
                <Checkbox
                  key={item.id}
                  value={item.id}
                  disabled={item.isRequired}
                  label={`${item.name} · ${formatMoney(item.price)}${item.isRequired ? ' (obrigatório)' : ''}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {!full && (
          <div>
            <Text fw={700} size="lg">
              Total:{' '}
              {partial && part === null ? 'escolha o horário' : total === 0 ? 'Grátis' : formatMoney(total)}
            </Text>
            {forGuest && event.guestAdditionalBookingPrice > 0 && (
              <Text size="sm" c="dimmed">
                Convidados pagam {formatMoney(event.guestAdditionalBookingPrice)} a mais.
              </Text>
            )}
          </div>
        )}
        {duplicate && !refusal && (
          <Alert color="yellow" title="Já existe uma reserva neste local nesse dia">
            Reservar também este horário?
          </Alert>
        )}
        {full && (
          <Alert color="orange" title="Lotado">
            Entre na fila: quando uma vaga abrir, ela pode ser sua, e você recebe um aviso.
          </Alert>
        )}
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        {join.error && (
          <Alert color="red" role="alert">
            {errorText(join.error.message, 'Não foi possível entrar na fila, tente novamente.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          {full ? (
            <Button onClick={queue} loading={join.isPending}>
              Entrar na fila
            </Button>
          ) : (
            <Button onClick={confirm} loading={book.isPending} disabled={partial && part === null}>
              {duplicate ? 'Reservar assim mesmo' : 'Confirmar reserva'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
