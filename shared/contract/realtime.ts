// Spec 7 Realtime: the socket event map shared by server and stations.
export interface ServerToClientEvents {
  new_order: (payload: { tokenNo: number; orderId: number }) => void;
  order_update: (payload: { orderIds: number[] }) => void;
  /** A printer's state or a not-printed ticket changed: the printer chips refetch GET /printers/status. */
  printers_update: (payload: Record<string, never>) => void;
  /** Table service: the floor changed (tables placed, seated, cleared, orders moved); floor views refetch. */
  floor_update: (payload: { tableIds: number[] }) => void;
  /** Items or modifier choices 86'd, lifted or counted: the tills and the kitchen read GET /stock again. */
  stock_changed: (payload: { entries: { kind: 'item' | 'choice'; id: number }[] }) => void;
}

export interface ClientToServerEvents {
  new_order_backend: (payload: { tokenNo: number; orderId: number }) => void;
  order_update_backend: (payload?: unknown) => void;
}

/** Rooms a socket joins by its user's scopes (later issues emit to them). */
export const ROOMS = {
  kitchen: 'kitchen',
  orders: 'orders',
  display: 'display',
  user: (username: string) => `user:${username}`,
  device: (deviceId: string) => `device:${deviceId}`,
} as const;
