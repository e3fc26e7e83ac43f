import { type Locator, type Page, expect } from '@playwright/test';

/** Spec 2.7 Kitchen screen: one card per open order, item buttons and the kitchen status menu. */
export class KitchenPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Kitchen' });
  readonly connectionLost = () => this.page.getByTestId('connection-lost');

  async open() {
    await this.page.goto('/dashboard/kitchen');
    await expect(this.heading()).toBeVisible();
    // Loaded (a list or the empty state), not still 'Please wait...'.
    await expect(this.page.getByRole('list', { name: 'Open orders' }).or(this.page.getByText('No Orders Pending!'))).toBeVisible();
  }

  card(orderId: number): Locator {
    return this.page.locator(`[data-testid="kitchen-order"][data-order-id="${orderId}"]`);
  }

  item(orderId: number, title: string): Locator {
    return this.card(orderId).getByRole('listitem', { name: title, exact: true });
  }

  /**
   * Turns to the page that shows the ticket, as a cook would with the page arrows: with other tickets open, a new one
   * can land on a later page (the kitchen shows a page of columns at a time).
   */
  async showTicket(orderId: number) {
    const card = this.card(orderId);
    await expect(card).toHaveCount(1);
    const previous = this.page.getByRole('button', { name: 'Previous page' });
    const next = this.page.getByRole('button', { name: 'Next page' });
    if (await card.evaluate(isOnScreen)) return;
    while ((await previous.count()) > 0 && (await previous.isEnabled())) await previous.click();
    while (!(await card.evaluate(isOnScreen)) && (await next.count()) > 0 && (await next.isEnabled())) await next.click();
    await expect.poll(() => card.evaluate(isOnScreen)).toBe(true);
  }

  async startMaking(orderId: number, title: string) {
    await this.showTicket(orderId);
    await this.item(orderId, title).getByRole('button', { name: 'Start Making' }).click();
    await expect(this.item(orderId, title).getByRole('button', { name: 'Complete' })).toBeVisible();
  }

  async complete(orderId: number, title: string) {
    await this.showTicket(orderId);
    await this.item(orderId, title).getByRole('button', { name: 'Complete' }).click();
    await expect(this.item(orderId, title)).toHaveAttribute('data-status', 'completed');
  }

  // --- 86 and counts -------------------------------------------------------------------------------

  readonly eightySixPanel = () => this.page.getByRole('dialog', { name: '86 and counts' });

  /** The header's 86 button: the panel with every item and choice (a lazy chunk). */
  async openEightySix() {
    await this.page.getByRole('button', { name: '86', exact: true }).click();
    await expect(this.eightySixPanel().getByRole('region', { name: 'Menu items' })).toBeVisible();
  }

  stockRow(name: string): Locator {
    return this.eightySixPanel().getByRole('listitem', { name, exact: true });
  }

  // --- Prep stations, bump and recall, all-day counts, the keyboard --------------------------------

  /** One prep station's screen (`?station=slug`). */
  async openStation(slug: string) {
    await this.page.goto(`/dashboard/kitchen?station=${encodeURIComponent(slug)}`);
    await expect(this.heading()).toBeVisible();
    await expect(this.page.getByRole('list', { name: 'Open orders' }).or(this.page.getByText('No Orders Pending!'))).toBeVisible();
  }

  /** A line of a ticket owned by this screen (with its buttons) or another station's (greyed, none). */
  line(orderId: number, title: string, owner: 'mine' | 'other'): Locator {
    return this.item(orderId, title).and(this.page.locator(`[data-mine="${owner === 'mine'}"]`));
  }

  /** The all-day panel's count for `name` ('Grilled Salmon', 'Chicken Curry · Mild'), or null when it has no row. */
  async allDayCount(name: string): Promise<number | null> {
    const labels = await this.page
      .getByTestId('all-day')
      .getByRole('listitem')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
    const label = labels.find((text) => text.slice(text.indexOf(' ') + 1) === name);
    return label === undefined ? null : Number(label.split(' ')[0]);
  }

  async bump(orderId: number, tokenNo: number) {
    await this.showTicket(orderId);
    await this.card(orderId)
      .getByRole('button', { name: `Bump token ${tokenNo}` })
      .click();
    await expect(this.card(orderId)).toHaveCount(0);
  }

  /** Recall through the header's Recall button and its dialog. */
  async recall(orderId: number, tokenNo: number) {
    await this.page.getByRole('button', { name: /^Recall \(\d+\)$/ }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Recall a ticket' });
    await dialog.getByRole('button', { name: `Recall token ${tokenNo}` }).click();
    await expect(dialog).toHaveCount(0);
    await expect(this.card(orderId)).toBeVisible();
  }

  /** The ticket the keyboard's focus frame is on (its order id), or null. */
  async framedOrderId(): Promise<number | null> {
    const framed = this.page.locator('[data-testid="kitchen-order"][data-focused="true"]');
    return (await framed.count()) === 0 ? null : Number(await framed.getAttribute('data-order-id'));
  }

  async setKitchenStatus(orderId: number, tokenNo: number, label: 'Not Started' | 'In Progress' | 'Almost Ready' | 'Ready') {
    await this.showTicket(orderId);
    await this.card(orderId)
      .getByRole('button', { name: `Kitchen status for token ${tokenNo}` })
      .click();
    await this.page.getByRole('menuitemradio', { name: label, exact: true }).click();
    await expect(this.card(orderId).getByTestId('kitchen-status')).toHaveText(label);
  }
}

/** Whether the element's box starts inside the window (the page's columns beyond it are clipped, not scrolled). */
// On the page shown: inside the board's viewport, which clips the other pages (a ticket of the next page sits right of
// it, under the all-day panel, still inside the window).
function isOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const viewport = element.closest('[aria-label="Open orders"]')?.parentElement?.getBoundingClientRect();
  const right = Math.min(window.innerWidth, viewport?.right ?? window.innerWidth);
  const left = Math.max(0, (viewport?.left ?? 0) - 1);
  return box.left >= left && box.left < right && box.top < window.innerHeight;
}
