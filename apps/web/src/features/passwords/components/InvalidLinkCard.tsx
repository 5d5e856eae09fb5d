import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PublicCard } from '../../../ui/PublicCard';
import { BackToSignIn } from './BackToSignIn';

/** A page opened without its token: nothing to submit, so say so instead of showing the form. */
export function InvalidLinkCard({ description, action }: { description: string; action?: ReactNode }) {
  return (
    <PublicCard
      icon={<IconLinkOff size={30} />}
      iconColor="orange"
      title="Link inválido"
      description={description}
    >
      {action}
      <BackToSignIn />
    </PublicCard>
  );
}
