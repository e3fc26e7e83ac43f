// @ts-nocheck: a lint fixture that keeps the dependency rules (tests/architecture/lintRules.test.ts).
// expect no diagnostics
import { z } from 'zod';
import { placeOrder } from './placeOrder';
import { presentOrder } from './orders.presenter';
import { orderDto } from '../../shared/contract/orders';

export const allowed = [z, placeOrder, presentOrder, orderDto];
