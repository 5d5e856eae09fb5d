import { describe, expect, it } from 'vitest';
import type { ExternalSchedule } from '../schedules/external-links.schemas';
import { requestSummary } from './external-bookings.rules';

const ids = {
  schedule: '00000000-0000-4000-8000-000000000001',
  activity: '00000000-0000-4000-8000-000000000002',
  vest: '00000000-0000-4000-8000-000000000003',
  board: '00000000-0000-4000-8000-000000000004',
  fee: '00000000-0000-4000-8000-000000000005',
  photo: '00000000-0000-4000-8000-000000000006',
};

const event: ExternalSchedule = {
  activityScheduleId: ids.schedule,
  activityId: ids.activity,
  activity: {
    id: ids.activity,
    name: 'Remo havaiano',
    items: [
      { id: ids.vest, name: 'Colete', isActive: true },
      { id: ids.board, name: 'Prancha', isActive: false },
    ],
  },
  modality: null,
  venture: { name: 'Reserva Praia Clube' },
  spot: { name: 'Píer', address: 'Av. Beira-Mar, 1200' },
  startTime: '08:00:00',
  endTime: '12:00:00',
  allowPartialTimeBookings: false,
  bookingPrice: 4000,
  scheduleItems: [
    { id: ids.fee, name: 'Taxa de limpeza', description: null, price: 1500, isRequired: true },
    { id: ids.photo, name: 'Fotos', description: null, price: 3000, isRequired: false },
  ],
};

describe('requestSummary', () => {
  it('prices the event’s time with its required extras, and names the chosen active items', () => {
    expect(
      requestSummary(event, { bookedDate: '2026-12-01', items: [ids.vest, ids.board], startTime: '09:00' }),
    ).toEqual({
      activityName: 'Remo havaiano',
      modalityTitle: null,
      ventureName: 'Reserva Praia Clube',
      spotName: 'Píer',
      spotAddress: 'Av. Beira-Mar, 1200',
      bookedDate: '2026-12-01',
      // Not a partial-time event: its own time, whatever was sent.
      startTime: '08:00:00',
      endTime: '12:00:00',
      items: ['Colete'],
      extras: [{ name: 'Taxa de limpeza', price: 1500 }],
      bookingPrice: 4000,
      totalPrice: 5500,
    });
  });

  it('takes the chosen part of a partial-time event at the hourly price', () => {
    const partial = { ...event, allowPartialTimeBookings: true, scheduleItems: [] };
    expect(
      requestSummary(partial, { bookedDate: '2026-12-01', startTime: '09:00', endTime: '10:30' }),
    ).toMatchObject({ startTime: '09:00', endTime: '10:30', bookingPrice: 6000, totalPrice: 6000 });
    expect(requestSummary(partial, { bookedDate: '2026-12-01' })).toMatchObject({
      startTime: '08:00:00',
      endTime: '12:00:00',
      bookingPrice: 16000,
    });
  });
});
