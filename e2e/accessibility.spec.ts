import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { VIEWPORTS } from './support/viewports'
import { SECTION, openDialog, openPage, setTextSize } from './support/page-helpers'
import { UI_TEXT } from '../src/config/ui-text'

const { site } = builtContent()

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Runs axe and reports violations with the failing selectors, so a failure says where to look. */
async function expectNoViolations(page: Page, only?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(TAGS)
  const results = await (only ? builder.include(only) : builder).analyze()
  const violations = results.violations.map(
    v => `${v.id}: ${v.help} → ${v.nodes.map(n => n.target.join(' ')).join(', ')}`,
  )
  expect(violations).toEqual([])
  // axe cannot decide captions by itself and files them as "incomplete"; ours has a track.
  expect(results.incomplete.filter(result => result.id === 'video-caption')).toEqual([])
}

// The routes are one page opened at different sections: / stands for them all.
for (const route of ['/', '/no-such-page/']) {
  test(`${route} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
    await page.goto(route)
    await expectNoViolations(page)
  })
}

// The whole page is checked above; each state below checks the part it opens, on one page per test.
test('no violations in the open mobile menu (phone) or search bar (desktop)', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone)
  await openPage(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expectNoViolations(page, 'header')
  await page.keyboard.press('Escape')
  await page.setViewportSize(VIEWPORTS.desktop)
  await page.getByRole('button', { name: 'Open search' }).click()
  await expectNoViolations(page, 'header')
})

test('no violations in the product dialog, or in How to order on a phone and a desktop', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop)
  await openPage(page)
  await page
    .locator(`#${SECTION.products}`)
    .getByRole('button', { name: /Buy Now/ })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoViolations(page, 'dialog[open]')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport)
    await page.locator('#how-to-order').scrollIntoViewIfNeeded()
    await expectNoViolations(page, '#how-to-order')
  }
})

// A phone's larger-text setting: the delivery table then scrolls in its own box, which a keyboard must reach.
test("with a 375 px phone's text at 200%, no violations in How to order or the product dialog", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await setTextSize(page, 32)
  await openPage(page)
  await page.locator('#how-to-order').scrollIntoViewIfNeeded()
  await expectNoViolations(page, '#how-to-order')
  await openDialog(page)
  await expectNoViolations(page, 'dialog[open]')
})

/** The hero word's animation and its brush stroke's (::after): name and duration in seconds. */
const heroWordAnimations = (page: Page) =>
  page.locator('[data-animated-word]').evaluate(word =>
    [getComputedStyle(word), getComputedStyle(word, '::after')].map(style => ({
      name: style.animationName,
      seconds: parseFloat(style.animationDuration),
    })),
  )

test('the skip link jumps to the main content; the hero word is animated with CSS, read once, and still under reduced motion', async ({
  page,
}) => {
  await openPage(page)
  await test.step('the skip link jumps to the main content', async () => {
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  await test.step('the hero word is animated with CSS, read once by screen readers, and still under reduced motion', async () => {
    await expect(page.locator('[data-animated-word]')).toHaveAttribute('aria-hidden', 'true')
    const animations = await heroWordAnimations(page)
    expect(animations).toHaveLength(2)
    for (const { name, seconds } of animations) {
      expect(name).not.toBe('none')
      expect(seconds).toBeGreaterThan(0.1)
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      `${site.hero.animatedWord} ${site.hero.subtitle}`,
    )
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // Both animations end at once, so nothing moves.
    const still = await heroWordAnimations(page)
    expect(still).toHaveLength(2)
    for (const { seconds } of still) expect(seconds).toBeLessThan(0.001)
  })
})

test("the story video's own Tab stop shows its focus ring, not clipped by the player's rounded box", async ({
  page,
}) => {
  await openPage(page)
  const video = page.locator('video')
  await video.scrollIntoViewIfNeeded()
  // The player and a ring's width around it.
  const box = (await video.locator('..').boundingBox())!
  const clip = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 }
  const unfocused = await page.screenshot({ clip })
  await page.locator('a, button', { hasText: UI_TEXT.learnMore }).first().focus()
  await page.keyboard.press('Tab')
  await expect(video).toBeFocused()
  expect(await video.evaluate(element => element.matches(':focus-visible'))).toBe(true)
  expect((await page.screenshot({ clip })).equals(unfocused), 'the ring is painted').toBe(false)
})

// Windows' contrast themes (forced colours) drop backgrounds and shadows: a control or a panel drawn by them
// alone must keep a border there, or it shows as loose text, or as a menu whose end melts into the page.
const panelSidesWithoutEdge = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    // The box fixed panels are laid out in: the screen, less a kept scrollbar gutter.
    const probe = document.body.appendChild(document.createElement('div'))
    probe.style.cssText = 'position: fixed; inset: 0'
    const screen = probe.getBoundingClientRect()
    probe.remove()
    return [...document.querySelectorAll<HTMLElement>('dialog[open], [popover]')]
      .filter(panel => panel.matches('dialog[open]') || panel.matches(':popover-open'))
      .flatMap(panel => {
        const box = panel.getBoundingClientRect()
        // A side on the screen's edge (the phone menu's left and right) has nothing to part it from.
        const inside = {
          top: box.top > screen.top,
          right: box.right < screen.right,
          bottom: box.bottom < screen.bottom,
          left: box.left > screen.left,
        }
        return Object.entries(inside)
          .filter(
            ([side, within]) =>
              within && getComputedStyle(panel).getPropertyValue(`border-${side}-width`) === '0px',
          )
          .map(([side]) => `${panel.id || panel.tagName}: ${side}`)
      })
  })

test('in a contrast theme every filled control and every open panel keep an edge (phone and desktop)', async ({
  page,
}) => {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport)
    await openPage(page)
    await page.emulateMedia({ forcedColors: 'active' })
    const toggle = viewport === VIEWPORTS.phone ? 'Open menu' : 'Open search'
    await page.getByRole('button', { name: toggle }).click()
    expect(await panelSidesWithoutEdge(page), `${toggle}, ${viewport.width} px`).toEqual([])
    await page.keyboard.press('Escape')
    await page.emulateMedia({ forcedColors: 'none' })
    await openDialog(page)
    const filled = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, dialog[open]')].filter(element => {
          const style = getComputedStyle(element)
          const drawn = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none'
          const edged = parseFloat(style.borderTopWidth) > 0 && !style.borderTopColor.endsWith(', 0)')
          const shown = element.checkVisibility()
          if (shown && drawn && !edged) element.dataset.filled = ''
          return shown && drawn && !edged
        }).length,
    )
    expect(filled, 'filled controls found, the check has something to check').toBeGreaterThan(3)
    await page.emulateMedia({ forcedColors: 'active' })
    const edgeless = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-filled]')]
        .filter(element => parseFloat(getComputedStyle(element).borderTopWidth) === 0)
        .map(
          element => `${element.tagName} "${element.textContent!.trim().slice(0, 30)}" ${element.className}`,
        ),
    )
    expect(edgeless, `${viewport.width} px`).toEqual([])
    expect(await panelSidesWithoutEdge(page), `the dialog, ${viewport.width} px`).toEqual([])
    await page.emulateMedia({ forcedColors: 'none' })
  }
})
