import { FaceRefusal } from '../app/shell/FaceRefusal';

/** A signed-in user whose group lacks APP_CONCIERGE_ACCESS. */
export function ConciergeAccessDenied() {
  return (
    <FaceRefusal title="Acesso negado" description="Seu usuário não tem acesso ao aplicativo da portaria." />
  );
}
