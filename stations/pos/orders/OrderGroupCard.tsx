// Spec 2.6: one card per table, or 'Dine Out / Delivery', with the floor; a group menu (Print Receipt, Cancel,
// Complete, Pay & Complete); each order with its token, time, payment status and items; each item a menu
// (Preparing, Complete, Delivered, Cancel). Spec 4 "individually or by group": each order has the same menu.
import { DELIVERY_TYPE_LABELS } from '../../../shared/contract/posTypes';
import { formatMoney } from '../../../shared/domain/money/money';
import {
  canChangeItemStatus,
  KITCHEN_STATUS_LABELS,
  ORDER_ITEM_ACTIONS,
  ORDER_ITEM_STATUS_LABELS,
  floorLabel,
  type OrderItemStatus,
} from '../../../shared/domain/orders';
import { Icon } from '../../../shared/ui/Icon';
import { MenuButton, type MenuAction } from '../../../shared/ui/MenuButton';
import type { OrderGroupView, OrderItemView, OrderView } from '../../../shared/domain/orderViews';
import { ordersTotals } from '../../../shared/domain/receipt/ordersReceipt';
import { isEmphasised, modifierText } from '../../../shared/domain/modifiers';
import * as css from './orders.css';
import { FireCourseButtons, heldCoursesOf } from '../floor/FireCourseButtons';

/** Orders refetch on the fire's order_update. */
const noRefresh = () => Promise.resolve();

export type OrdersAction = 'print' | 'cancel' | 'complete' | 'pay' | 'reprint' | 'addItems';

export interface OrderGroupCardProps {
  group: OrderGroupView;
  currencySymbol: string;
  formatTime: (iso: string) => string;
  /** `orders` is the whole group or one order of it. */
  onOrdersAction: (action: OrdersAction, orders: readonly OrderView[], group: OrderGroupView) => void;
  onItemStatus: (item: OrderItemView, status: Exclude<OrderItemStatus, 'created'>) => void;
}

/** The four actions, disabled where the server would refuse them all (paid orders cannot be cancelled or paid). */
function ordersMenuActions(orders: readonly OrderView[], onSelect: (action: OrdersAction) => void): MenuAction[] {
  const hasUnpaid = orders.some((order) => order.payment_status !== 'paid');
  return [
    { key: 'print', label: 'Print Receipt', onSelect: () => onSelect('print') },
    { key: 'cancel', label: 'Cancel', tone: 'danger', isDisabled: !hasUnpaid, onSelect: () => onSelect('cancel') },
    { key: 'complete', label: 'Complete', onSelect: () => onSelect('complete') },
    { key: 'pay', label: 'Pay & Complete', isDisabled: !hasUnpaid, onSelect: () => onSelect('pay') },
    // One order's kitchen tickets again, marked REPRINT, on the network printers (a store without them is told so).
    ...(orders.length === 1 ? [{ key: 'reprint', label: 'Reprint Kitchen Tickets', onSelect: () => onSelect('reprint') }] : []),
  ];
}

export function OrderGroupCard({ group, currencySymbol, formatTime, onOrdersAction, onItemStatus }: OrderGroupCardProps) {
  const floor = floorLabel(group.floor);
  const total = ordersTotals(group.orders).payableTotal;
  const meta = [
    floor ? `Floor: ${floor}` : null,
    group.orders.length === 1 ? '1 order' : `${group.orders.length} orders`,
    formatMoney(total, currencySymbol),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li>
      <section className={css.groupCard} aria-label={group.table_title} data-testid="order-group">
        <header className={css.groupHeader}>
          <div>
            <h2 className={css.groupTitle}>{group.table_title}</h2>
            <p className={css.groupMeta}>{meta}</p>
          </div>
          <MenuButton
            label={`Actions for ${group.table_title}`}
            buttonClassName={css.menuIconButton}
            actions={ordersMenuActions(group.orders, (action) => onOrdersAction(action, group.orders, group))}
          >
            <Icon name="more" size={22} />
          </MenuButton>
        </header>
        <ol className={css.orders}>
          {group.orders.map((order) => (
            <OrderBlock
              key={order.id}
              order={order}
              currencySymbol={currencySymbol}
              formatTime={formatTime}
              onAction={(action) => onOrdersAction(action, [order], group)}
              onItemStatus={onItemStatus}
            />
          ))}
        </ol>
      </section>
    </li>
  );
}

interface OrderBlockProps {
  order: OrderView;
  currencySymbol: string;
  formatTime: (iso: string) => string;
  onAction: (action: OrdersAction) => void;
  onItemStatus: OrderGroupCardProps['onItemStatus'];
}

function OrderBlock({ order, currencySymbol, formatTime, onAction, onItemStatus }: OrderBlockProps) {
  const isPaid = order.payment_status === 'paid';
  const kitchen = KITCHEN_STATUS_LABELS[order.status_kitchen] ?? KITCHEN_STATUS_LABELS.notstarted;
  const meta = [
    order.delivery_type ? DELIVERY_TYPE_LABELS[order.delivery_type] : null,
    order.customer_type === 'CUSTOMER' && order.customer_name ? order.customer_name : 'Walk-in',
    order.created_by_name ? `by ${order.created_by_name}` : null,
    formatMoney(order.totals.payableTotal, currencySymbol),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li
      className={css.order}
      aria-label={`Token ${order.token_no}`}
      data-testid="order"
      data-order-id={order.id}
      data-token={order.token_no}
    >
      <div className={css.orderHead}>
        <div className={css.orderFacts}>
          <span className={css.token}>#{order.token_no}</span>
          <time className={css.time} dateTime={order.date}>
            {formatTime(order.date)}
          </time>
          <span className={css.paymentStatus[isPaid ? 'paid' : 'unpaid']} data-testid="payment-status">
            {isPaid ? 'Paid' : 'Unpaid'}
          </span>
          <span className={css.kitchenStatus[kitchen.tone]} title="Kitchen status">
            {kitchen.label}
          </span>
        </div>
        {/* A later round, more or fewer of a line, a void: the register opened on this order. */}
        {isPaid ? null : (
          <button
            type="button"
            className={css.addItemsButton}
            aria-label={`Add items to token ${order.token_no}`}
            onClick={() => onAction('addItems')}
          >
            Add items
          </button>
        )}
        <MenuButton
          label={`Actions for token ${order.token_no}`}
          buttonClassName={css.menuSmallButton}
          actions={ordersMenuActions([order], onAction)}
        >
          <Icon name="more" size={20} />
        </MenuButton>
      </div>
      <p className={css.orderMeta}>{meta}</p>
      {order.payment_status === 'paid' ? null : (
        <FireCourseButtons
          orderId={order.id}
          tokenNo={order.token_no}
          courses={heldCoursesOf(
            order.items.map((item) => ({
              heldCourse: item.status !== 'cancelled' && item.course && !item.course_fired_at ? item.course : null,
            })),
          )}
          onFired={noRefresh}
        />
      )}
      <ul className={css.items} aria-label={`Items of token ${order.token_no}`}>
        {order.items.map((item) => (
          <OrderItemRow key={item.id} item={item} onItemStatus={onItemStatus} />
        ))}
      </ul>
    </li>
  );
}

function OrderItemRow({ item, onItemStatus }: { item: OrderItemView; onItemStatus: OrderGroupCardProps['onItemStatus'] }) {
  const addons = item.addons.map((addon) => addon.title).filter(Boolean);
  const choices = [item.variant_title, addons.length > 0 ? `+ ${addons.join(', ')}` : null].filter(Boolean).join(' ');
  const isCancelled = item.status === 'cancelled';
  return (
    <li className={css.item} aria-label={item.item_title} data-status={item.status}>
      <span className={css.quantity}>{item.quantity}×</span>
      <div className={css.itemText}>
        <div className={[css.itemTitle, isCancelled && css.itemTitleCancelled].filter(Boolean).join(' ')}>
          {item.seat ? `Seat ${item.seat} · ` : ''}
          {item.item_title}
          {item.course ? ` · ${item.course}${item.course_fired_at ? '' : ' (held)'}` : ''}
        </div>
        {choices ? <div className={css.itemDetail}>{choices}</div> : null}
        {item.modifiers.map((modifier) => (
          <div key={modifier.name} className={isEmphasised(modifier) ? css.itemModifierStrong : css.itemDetail}>
            {modifierText(modifier)}
          </div>
        ))}
        {item.notes ? <div className={css.itemNotes}>Note: {item.notes}</div> : null}
      </div>
      <span className={css.itemStatus[item.status] ?? css.itemStatus.created} data-testid="item-status">
        {ORDER_ITEM_STATUS_LABELS[item.status] ?? item.status}
      </span>
      <MenuButton
        label={`Status of ${item.item_title}`}
        buttonClassName={css.menuSmallButton}
        actions={ORDER_ITEM_ACTIONS.map((action) => ({
          key: action.status,
          label: action.label,
          tone: action.status === 'cancelled' ? 'danger' : undefined,
          // The current status and the moves the server refuses (docs/decisions.md) are greyed out.
          isDisabled: item.status === action.status || !canChangeItemStatus(item.status, action.status),
          onSelect: () => onItemStatus(item, action.status),
        }))}
      >
        <Icon name="chevronDown" size={20} />
      </MenuButton>
    </li>
  );
}
