import { expect, test } from '@playwright/test'

test.describe('visitor whose browser prefers French', () => {
  test.use({ locale: 'fr-FR' })
  test('lands on the Turkish home page', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/tr$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
    await expect(page).toHaveTitle('Yazılım Fabrikası')
  })
})

test.describe('visitor whose browser prefers German', () => {
  test.use({ locale: 'de-DE' })
  test('lands on the German home page', async ({ page }) => {
    await page.goto('/contact')
    await expect(page).toHaveURL(/\/de\/contact$/)
    await expect(page).toHaveTitle('Kontakt')
  })
})
