// Socket.IO event names (server-rules.md, Realtime). Apart from notifications.schemas so the socket
// client, on every signed-in screen, does not bring zod and the field schemas along.
export const SOCKET_EVENTS = {
  connectedUsers: 'connected-users',
  bookingNotification: 'booking-notification',
  cancelBookingNotification: 'cancel-booking-notification',
  /** A booking's check-ins changed (`{ bookingId }`), to the venture's staff: desks reload their day. */
  checkinNotification: 'checkin-notification',
  /**
   * A queue entry took a freed place (`{ bookingId, title, description }`), to the person and whoever
   * books for them: the members' app shows the booking.
   */
  queueFilled: 'queue-filled',
  /** The day before a booking (`{ bookingId, title, description }`), to the person and their titular or host. */
  bookingReminder: 'booking-reminder',
} as const;
