import { useLocation } from 'react-router';
import { PersonRegister } from './components/PersonRegister';
import { emptyPerson } from './person-form-values';

/** The navigation state of /guests/register (spec 000, s.2). */
interface GuestRegisterState {
  groupKey?: 'DEPENDANT' | 'GUEST';
  hostId?: string;
  venturesId?: string[];
  /** A guest is registered in the venture the staff user works in. */
  authenticatedVentureId?: string;
}

/** /guests/register: a dependant (by default) or a guest, for the host the state names or one chosen here. */
export function GuestRegisterPage() {
  const state = (useLocation().state ?? {}) as GuestRegisterState;
  const groupKey = state.groupKey ?? 'DEPENDANT';
  const ventures = [
    ...new Set([
      ...(state.venturesId ?? []),
      ...(state.authenticatedVentureId ? [state.authenticatedVentureId] : []),
    ]),
  ];
  return (
    <PersonRegister
      title={groupKey === 'GUEST' ? 'Cadastrar convidado' : 'Cadastrar dependente'}
      defaultValues={emptyPerson(groupKey, {
        hostId: state.hostId,
        venturesId: ventures.length > 0 ? ventures : undefined,
      })}
      hostPicker={!state.hostId}
    />
  );
}
