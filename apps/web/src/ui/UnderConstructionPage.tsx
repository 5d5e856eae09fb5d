import { IconTools } from '@tabler/icons-react';
import { MessagePage } from './MessagePage';

/** The page of every route whose screen is not built yet. */
export function UnderConstructionPage() {
  return (
    <MessagePage
      standalone
      icon={<IconTools size={32} stroke={1.5} />}
      title="Em construção"
      description="Esta página ainda está sendo preparada e estará disponível em breve."
    />
  );
}
