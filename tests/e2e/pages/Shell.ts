import { type Page, expect } from '@playwright/test';

/** The dashboard shell of spec 2.3: sidebar, top bar, quick navigation and user menu. */
export class Shell {
  constructor(readonly page: Page) {}

  readonly sidebar = () => this.page.getByRole('navigation', { name: 'Main navigation' });
  readonly toggle = () => this.page.getByRole('button', { name: 'Toggle sidebar' });
  readonly searchButton = () => this.page.getByRole('button', { name: 'Search' });
  readonly quickNav = () => this.page.getByRole('dialog', { name: 'Quick navigation' });
  readonly heading = () => this.page.getByRole('heading', { level: 1 });

  /** Station pages (POS, Orders) keep the sidebar as a menu behind the top bar's button: opens it there. */
  async showSidebar() {
    await expect(this.heading()).toBeVisible();
    if (!(await this.sidebar().isVisible())) await this.toggle().click();
    await expect(this.sidebar()).toBeVisible();
  }

  async sidebarLinks(): Promise<string[]> {
    return this.sidebar()
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));
  }

  async openQuickNav() {
    await this.page.keyboard.press('Control+k');
    await expect(this.quickNav()).toBeVisible();
  }

  async quickNavEntries(): Promise<string[]> {
    return this.quickNav()
      .getByRole('option')
      .evaluateAll((options) =>
        // An option reads "title" followed by its path (aria-hidden); the title is the option's own text.
        options.map((option) =>
          [...option.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent)
            .join('')
            .trim(),
        ),
      );
  }

  async openUserMenu(name: string) {
    await this.page.getByRole('button', { name }).click();
    await expect(this.page.getByRole('menu', { name: 'User menu' })).toBeVisible();
  }

  async logout(name: string) {
    await this.openUserMenu(name);
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }
}
