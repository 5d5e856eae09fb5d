import { describe, expect, it } from 'vitest';
import { reminderToast } from './reminder-toast';

const reminder = (title: string, description: string) => ({
  bookingId: crypto.randomUUID(),
  title,
  description,
});

describe('reminderToast', () => {
  it('shows a lone reminder as the server wrote it', () => {
    expect(reminderToast([reminder('Lembrete: Tênis amanhã às 08:00', 'Ana Silva, em Quadra 1.')])).toEqual({
      title: 'Lembrete: Tênis amanhã às 08:00',
      message: 'Ana Silva, em Quadra 1.',
    });
  });

  it('gathers reminders that arrived together into one toast naming each', () => {
    const toast = reminderToast([
      reminder('Lembrete: Tênis amanhã às 08:00', 'Ana Silva, em Quadra 1.'),
      reminder('Lembrete: Natação amanhã às 09:00', 'Lucas Silva, em Piscina.'),
    ]);
    expect(toast).toEqual({
      title: '2 lembretes para amanhã',
      message:
        'Tênis amanhã às 08:00 (Ana Silva, em Quadra 1); Natação amanhã às 09:00 (Lucas Silva, em Piscina)',
    });
  });
});
