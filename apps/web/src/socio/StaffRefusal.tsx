import { FaceRefusal } from '../app/shell/FaceRefusal';

/** A staff session opened in the members' app. */
export function StaffRefusal() {
  return (
    <FaceRefusal
      title="Aplicativo dos sócios"
      description="Este aplicativo é para sócios, dependentes, convidados e hóspedes. A equipe usa o sistema do clube."
    />
  );
}
