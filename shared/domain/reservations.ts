// Spec 3 (Reservation): the reservation statuses, defined once (the database schema and the contract use them).
export const RESERVATION_STATUSES = ['booked', 'paid', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
