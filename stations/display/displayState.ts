// Spec 2.14 Public display 'Your Orders': the open orders' tokens and kitchen statuses (live).
import type { PublicDisplayOrderDto } from '../../shared/contract/orders';
import { createLiveListStore } from '../../shared/state/ordersLive';

export const displayLive = createLiveListStore<PublicDisplayOrderDto[]>([]);
