import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.ts';

/** Signs in through the login page as admin@master. */
export async function signIn(page: Page, username = 'admin@master', password = E2E_ADMIN_PASSWORD): Promise<void> {
  await page.goto('/authentication/login-page');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('current-user')).toHaveText(username);
}
