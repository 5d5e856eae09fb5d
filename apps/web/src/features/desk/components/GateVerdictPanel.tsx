import { Button } from '@mantine/core';
import { formatTime } from '../../../ui/format';
import { whatAndWhen } from '../desk-format';
import type { BookingOfToday, GateVerdict } from '../gate-verdict';
import { GateAnswerCard, type GateAnswerColor } from './GateAnswerCard';

export interface GateVerdictPanelProps {
  verdict: GateVerdict;
  /** The check-in made from this screen for the verdict's booking (its time), before the next frame. */
  checkedInAt: string | null;
  /** Null when the check-in is automatic or not for this person. */
  onCheckIn: (() => void) | null;
  checkingIn: boolean;
}

function lookOf(verdict: GateVerdict, checkedInAt: string | null): { title: string; color: GateAnswerColor } {
  switch (verdict.kind) {
    case 'waiting':
      return { title: 'Aproxime-se da câmera', color: 'blue' };
    case 'not-recognised':
      return { title: 'Não reconhecido', color: 'gray' };
    case 'blocked':
      return { title: 'Bloqueado', color: 'red' };
    case 'check-in':
      return { title: checkedInAt ? 'Check-in feito' : 'Reserva agora', color: 'teal' };
    case 'checked-in':
      return { title: 'Check-in feito', color: 'teal' };
    case 'no-booking':
      return { title: 'Sem reserva agora', color: 'orange' };
  }
}

const bookingLine = ({ event }: BookingOfToday) =>
  whatAndWhen(event.activity.name, event.spot.name, event.startTime, event.endTime);

function detailsOf(verdict: GateVerdict, checkedInAt: string | null): string[] {
  switch (verdict.kind) {
    case 'waiting':
      return [];
    case 'not-recognised':
      return [verdict.spoof ? 'Parece uma foto ou uma tela' : 'Procure a pessoa pelo nome em Hoje'];
    case 'blocked':
      return verdict.reason ? [verdict.reason] : [];
    case 'check-in':
      return [bookingLine(verdict), ...(checkedInAt ? [`Às ${formatTime(checkedInAt)}`] : [])];
    case 'checked-in': {
      const at = verdict.booking.checkedInAt;
      return [bookingLine(verdict), ...(at ? [`Às ${formatTime(at)}`] : [])];
    }
    case 'no-booking':
      return [verdict.next ? `Próxima: ${bookingLine(verdict.next)}` : 'Nenhuma reserva pelo resto do dia'];
  }
}

/** What the gate camera says: who it is, and what to do. */
export function GateVerdictPanel({ verdict, checkedInAt, onCheckIn, checkingIn }: GateVerdictPanelProps) {
  const person = 'person' in verdict ? verdict.person : null;
  return (
    <GateAnswerCard
      {...lookOf(verdict, checkedInAt)}
      person={
        person && {
          name: person.name,
          avatarUrl: person.avatarUrl,
          description: person.host
            ? `${person.group.name} · Titular: ${person.host.name}`
            : person.group.name,
        }
      }
      details={detailsOf(verdict, checkedInAt)}
      action={
        verdict.kind === 'check-in' &&
        !checkedInAt &&
        onCheckIn && (
          <Button
            mt="lg"
            size="xl"
            fullWidth
            loading={checkingIn}
            onClick={onCheckIn}
            aria-label={`Fazer check-in de ${verdict.person.name}`}
          >
            Fazer check-in
          </Button>
        )
      }
    />
  );
}
