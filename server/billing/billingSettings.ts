// Settings › Discount reasons: the store's list of reasons a discount may be given for (add, rename,
// switch off, delete: discounts already given keep the reason's title) and the limit above which a manager approves.
import { DISCOUNT_MESSAGES } from '../../shared/domain/bill/billMessages';
import {
  deleteDiscountReasonRow,
  findBillingSettings,
  insertDiscountReason,
  listDiscountReasonRows,
  updateBillingSettings,
  updateDiscountReasonRow,
} from '../db/repositories/billing.repository';
import type { DiscountReasonRow } from '../db/schema';
import { notFound } from '../errors';
import { type ServiceContext, isoNow } from '../infrastructure/context';

export interface BillingSettings {
  discountLimitBasisPoints: number;
  reasons: DiscountReasonRow[];
  serviceCharge: { rate: number; taxRate: number | null; minGuests: number };
}

export async function getBillingSettings(ctx: ServiceContext): Promise<BillingSettings> {
  const [settings, reasons] = await Promise.all([findBillingSettings(ctx.db), listDiscountReasonRows(ctx.db)]);
  return {
    discountLimitBasisPoints: settings.discount_limit_bp,
    reasons,
    serviceCharge: {
      rate: settings.service_charge_bp,
      taxRate: settings.service_charge_tax_bp,
      minGuests: settings.service_charge_min_guests,
    },
  };
}

/** The limit, and the service charge's fields that were sent (rates in basis points). */
export interface BillingSettingsInput {
  discountLimitBasisPoints: number;
  serviceChargeBasisPoints?: number;
  serviceChargeTaxBasisPoints?: number | null;
  serviceChargeMinGuests?: number;
}

export async function saveBillingSettings(ctx: ServiceContext, input: BillingSettingsInput): Promise<void> {
  await updateBillingSettings(ctx.db, {
    discount_limit_bp: input.discountLimitBasisPoints,
    ...(input.serviceChargeBasisPoints === undefined ? {} : { service_charge_bp: input.serviceChargeBasisPoints }),
    ...(input.serviceChargeTaxBasisPoints === undefined ? {} : { service_charge_tax_bp: input.serviceChargeTaxBasisPoints }),
    ...(input.serviceChargeMinGuests === undefined ? {} : { service_charge_min_guests: input.serviceChargeMinGuests }),
    updated_at: isoNow(ctx),
  });
}

export async function addDiscountReason(ctx: ServiceContext, body: { title: string; isActive: boolean }): Promise<number> {
  const now = isoNow(ctx);
  return insertDiscountReason(ctx.db, { title: body.title, is_active: body.isActive ? 1 : 0, created_at: now, updated_at: now });
}

export async function updateDiscountReason(ctx: ServiceContext, id: number, body: { title: string; isActive: boolean }): Promise<void> {
  const isUpdated = await updateDiscountReasonRow(ctx.db, id, {
    title: body.title,
    is_active: body.isActive ? 1 : 0,
    updated_at: isoNow(ctx),
  });
  if (!isUpdated) throw notFound(DISCOUNT_MESSAGES.reasonNotFound);
}

export async function deleteDiscountReason(ctx: ServiceContext, id: number): Promise<void> {
  if (!(await deleteDiscountReasonRow(ctx.db, id))) throw notFound(DISCOUNT_MESSAGES.reasonNotFound);
}
