/**
 * The editor at /admin/ on the farm's phone (issue 46): laid out at the phone's width, every target big
 * enough for a thumb, a price published in at most six taps, and a photo replaced with its description.
 * Each test runs `npm run cms`'s backend (decap-server) on its own copy of the frozen content.
 */
import fs from 'fs'
import path from 'path'
import { expect as baseExpect, type Browser, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { FROZEN_CONTENT, readContent } from '../__tests__/fixtures/content'
import { validateContent } from '../plugins/content-source/read-and-check/validate-content'
import { editorCollections, editorFields } from '../plugins/content-editor/editor-config'
import { NEW_PHOTO_NOTICE } from '../plugins/content-editor/photo-widget'
import { type LocalBackend, startLocalBackend } from './support/local-backend'
import { MAIN_TARGET, MIN_TARGET, targetsSmallerThan } from './support/touch-targets'

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

/** Phones of the farm's kind: the narrowest screen still sold, a common Android, the test phone of the issue, a large Android. */
const PHONES = [
  { width: 320, height: 640, deviceScaleFactor: 2 },
  { width: 360, height: 780, deviceScaleFactor: 2 },
  { width: 390, height: 844, deviceScaleFactor: 3 },
  { width: 412, height: 915, deviceScaleFactor: 2.625 },
] as const

/** The issue's limit: from the editor's first screen to published. */
const MAX_PRICE_TAPS = 6

/** `npm run screenshots:editor` sets it to docs/screenshots; a plain test run writes none. */
const SCREENSHOTS = process.env.EDITOR_SCREENSHOTS

interface Product {
  name: string
  price: string
  image: string
  imageAlt: string
}
const PRODUCTS = JSON.parse(fs.readFileSync(path.join(FROZEN_CONTENT, 'products.json'), 'utf8')) as Product[]
const SECOND = PRODUCTS[1]!
const summaryOf = (product: Product): string => `${product.name} · ${product.price}`
const PHOTO_FIELD = editorFields('products.json')[0]!.fields!.find(field => field.widget === 'photo')!

async function openEditor(browser: Browser, phone: (typeof PHONES)[number]) {
  const backend = await startLocalBackend()
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  let taps = 0
  /** Every step of the farm's is a tap, counted. */
  const tap = async (target: Locator): Promise<void> => {
    taps += 1
    await target.tap()
  }
  await page.goto(backend.adminUrl)
  // Logging in is once per phone (Decap keeps the session), so the count starts at the first screen after it.
  await page.getByRole('button', { name: 'Login' }).tap()
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible()
  return {
    backend,
    page,
    tap,
    taps: () => taps,
    close: async () => {
      await context.close()
      await backend.stop()
    },
  }
}

async function expectPhoneLayout(page: Page, width: number): Promise<void> {
  // Laid out at the phone's own width (no zoomed-out 800 px page) and nothing wider than the screen.
  expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([
    width,
    width,
  ])
  expect(await targetsSmallerThan(page, MIN_TARGET)).toEqual([])
}

/** The entry's toolbar: each part holds its own content, so none covers the Publish button or its label. */
async function expectToolbarFits(page: Page): Promise<void> {
  const toolbar = await page.evaluate(() =>
    [...document.querySelector('[class*="-ToolbarContainer"]')!.children].map(part => {
      const { left, right } = part.getBoundingClientRect()
      return { left, right, overflow: part.scrollWidth - part.clientWidth }
    }),
  )
  for (const [index, part] of toolbar.entries()) {
    expect(part.overflow).toBeLessThanOrEqual(1)
    if (index > 0) expect(part.left).toBeGreaterThanOrEqual(toolbar[index - 1]!.right - 1)
  }
}

async function expectMainTargets(targets: Locator[]): Promise<void> {
  for (const target of targets) {
    const box = (await target.boundingBox())!
    const name = (await target.getAttribute('aria-label')) ?? (await target.textContent())
    const size = Math.min(box.width, box.height)
    // The size is shown when it fails.
    expect([name, size >= MAIN_TARGET || size]).toEqual([name, true])
  }
}

async function screenshot(page: Page, name: string, width: number): Promise<void> {
  if (SCREENSHOTS)
    await page.screenshot({ path: path.join(SCREENSHOTS, `editor-phone-${name}-${width}.png`) })
}

const readProducts = (backend: LocalBackend): Product[] | undefined => {
  try {
    return JSON.parse(fs.readFileSync(path.join(backend.root, 'content/products.json'), 'utf8')) as Product[]
  } catch {
    // decap-server is still writing it.
    return undefined
  }
}

test(`at ${PHONES.map(phone => phone.width).join(', ')} px a price is published in at most ${MAX_PRICE_TAPS} taps, every target big enough`, async ({
  browser,
}) => {
  // One editor turned to each phone's width in turn, as layout follows the width alone: Decap loads once.
  const editor = await openEditor(browser, PHONES[0])
  const { page, tap, backend } = editor
  const start = page.url()
  // The price the list shows: each phone publishes a new one.
  let shown = SECOND.price
  try {
    for (const [index, phone] of PHONES.entries()) {
      const newPrice = `GH${Number(SECOND.price.replace(/^GH/, '')) + 1 + index}`
      await page.setViewportSize({ width: phone.width, height: phone.height })
      await page.goto(start)
      await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible()
      const before = editor.taps()

      await test.step(`${phone.width} px: the collections screen`, async () => {
        await expectPhoneLayout(page, phone.width)
        await screenshot(page, 'collections', phone.width)
        await tap(page.getByRole('link', { name: 'Products' }).first())
      })

      await test.step(`${phone.width} px: the Products file opens with one tap`, async () => {
        const entry = page.locator('a[href$="/entries/products"]')
        await expectPhoneLayout(page, phone.width)
        await expectMainTargets([entry])
        await tap(entry)
      })

      await test.step(`${phone.width} px: a product opens with one tap on its name`, async () => {
        const summary = page.getByText(summaryOf({ ...SECOND, price: shown }), { exact: true })
        await expectPhoneLayout(page, phone.width)
        await tap(summary)
        await expect(page.getByLabel('Price', { exact: true }).nth(1)).toBeVisible()
        await expectPhoneLayout(page, phone.width)
        const opener = page.locator('[class*="listControlItem"]').first().getByRole('button').first()
        await expectMainTargets([opener, page.getByRole('button', { name: 'Choose different image' })])
        const price = page.getByLabel('Price', { exact: true }).nth(1)
        await tap(price)
        await price.fill(newPrice)
        await price.scrollIntoViewIfNeeded()
        await screenshot(page, 'product', phone.width)
      })

      await test.step(`${phone.width} px: publish`, async () => {
        const publish = page.getByRole('button', { name: 'Publish' })
        await expectMainTargets([publish])
        await expectToolbarFits(page)
        await tap(publish)
        const now = page.getByRole('menuitem', { name: 'Publish now' })
        await expectMainTargets([now])
        await expectPhoneLayout(page, phone.width)
        await screenshot(page, 'publish', phone.width)
        await tap(now)
        await expect(page.getByText('Changes saved')).toBeVisible()
        // The notice's × included.
        await expectPhoneLayout(page, phone.width)
        await expectToolbarFits(page)
      })

      expect(editor.taps() - before, `${phone.width} px`).toBeLessThanOrEqual(MAX_PRICE_TAPS)
      await expect.poll(() => readProducts(backend)?.[1]?.price).toBe(newPrice)
      expect(readProducts(backend)!.map(product => product.price)).toEqual(
        PRODUCTS.map((product, place) => (place === 1 ? newPrice : product.price)),
      )
      shown = newPrice
    }
    expect(await validateContent(path.join(backend.root, 'content'))).toEqual([])
  } finally {
    await editor.close()
  }
})

const ISSUE_PHONE = PHONES[2]

test(`at ${ISSUE_PHONE.width} px the photo field shows the product's photo; a camera photo replaces it, with a new description`, async ({
  browser,
}) => {
  const editor = await openEditor(browser, ISSUE_PHONE)
  const { page, backend } = editor
  try {
    await page.goto(`${backend.adminUrl}#/collections/products/entries/products`)
    await page.getByText(summaryOf(SECOND), { exact: true }).tap()
    const photo = page.locator('.photo-widget').nth(1)

    await test.step('the current photo, at its own size, not the empty checkered box', async () => {
      const { width, height } = await sharp(path.join(backend.root, 'content', SECOND.image)).metadata()
      await expect
        .poll(() =>
          photo.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
        )
        .toEqual([width, height])
      await expect(photo.getByLabel(PHOTO_FIELD.alt!.label)).toHaveValue(SECOND.imageAlt)
    })

    // A phone camera's photo: 12 megapixels of noise, so JPEG cannot make it small.
    const camera = await sharp({
      create: {
        width: 4032,
        height: 3024,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer()
    expect(camera.length).toBeGreaterThan(4_000_000)

    await test.step('a new photo empties the old description and says so', async () => {
      await photo.getByRole('button', { name: 'Choose different image' }).tap()
      // Decap's upload button is a label around a hidden file input.
      await expectMainTargets([page.locator('label.nc-fileUploadButton')])
      await page.locator('input[type="file"]').setInputFiles({
        name: 'harvest-from-the-phone.jpg',
        mimeType: 'image/jpeg',
        buffer: camera,
      })
      const choose = page.getByRole('button', { name: 'Choose selected' })
      await expectMainTargets([choose])
      await choose.tap()
      await expect(photo.getByRole('status')).toHaveText(NEW_PHOTO_NOTICE)
      await expect(photo.getByLabel(PHOTO_FIELD.alt!.label)).toHaveValue('')
      await expectPhoneLayout(page, ISSUE_PHONE.width)
    })

    await test.step('Publish refuses the photo without its description, and writes nothing', async () => {
      await page.getByRole('button', { name: 'Publish' }).tap()
      await page.getByRole('menuitem', { name: 'Publish now' }).tap()
      // Said once, at the description's own box, which is marked; the photo's box is not.
      const box = photo.getByLabel(PHOTO_FIELD.alt!.label)
      await expect(box).toHaveAccessibleDescription(PHOTO_FIELD.alt!.message)
      await expect(box).toHaveAttribute('aria-invalid', 'true')
      await expect(
        page.getByText(PHOTO_FIELD.alt!.message, { exact: true }).locator('visible=true'),
      ).toHaveCount(1)
      const message = (await photo.getByText(PHOTO_FIELD.alt!.message).boundingBox())!
      expect((await box.boundingBox())!.y - (message.y + message.height)).toBeLessThan(24)
      expect(readProducts(backend)![1]!.image).toBe(SECOND.image)
    })

    await test.step('with its description, both are published', async () => {
      const description = 'Fresh okro pods, ginger and garlic on the drying table at harvest'
      await photo.getByLabel(PHOTO_FIELD.alt!.label).fill(description)
      // Described: the notice that asked for it goes.
      await expect(photo.getByRole('status')).toHaveCount(0)
      await page.getByRole('button', { name: 'Publish' }).tap()
      await page.getByRole('menuitem', { name: 'Publish now' }).tap()
      await expect(page.getByText('Changes saved')).toBeVisible()

      const uploaded = `${PHOTO_FIELD.public_folder}/harvest-from-the-phone.jpg`
      await expect.poll(() => readProducts(backend)?.[1]?.image).toBe(uploaded)
      expect(readProducts(backend)![1]).toEqual({ ...SECOND, image: uploaded, imageAlt: description })
      expect(fs.readFileSync(path.join(backend.root, 'content', uploaded)).equals(camera)).toBe(true)
      // The build's own check takes the camera's photo as it is; the build makes it web-sized.
      expect(await validateContent(path.join(backend.root, 'content'))).toEqual([])
    })
  } finally {
    await editor.close()
  }
})

const NARROWEST = PHONES[0]

/** The folded entries' names, by the list they are in (its bar's words: "5 menu links"). */
const foldedEntries = (page: Page): Promise<Record<string, string[]>> =>
  page.evaluate(() => {
    const lists: Record<string, string[]> = {}
    for (const label of document.querySelectorAll('[class*="-NestedObjectLabel"]')) {
      let list = label.parentElement
      while (list && !list.querySelector(':scope > [class*="-TopBarContainer"]')) list = list.parentElement
      const bar =
        list?.querySelector(':scope > [class*="-TopBarContainer"] > :first-child')?.textContent ?? ''
      ;(lists[bar] ??= []).push(label.textContent ?? '')
    }
    return lists
  })

test(`at ${NARROWEST.width} px every list says its count beside its Add button, a folded entry shows what it holds, the deepest box its words`, async ({
  browser,
}) => {
  const editor = await openEditor(browser, NARROWEST)
  const { page, backend } = editor
  const { site } = readContent()
  const folded: Record<string, string[]> = {}
  try {
    for (const { name, files } of editorCollections()) {
      await page.goto(`${backend.adminUrl}#/collections/${name}/entries/${name}`)
      const shown = files[0].fields.find(field => field.widget !== 'hidden')!
      await expect(page.getByText(shown.label, { exact: true }).first()).toBeVisible()
      // Each list's bar: the count and the Add button side by side or one under the other, the count never cut.
      const crowded = await page.evaluate(() =>
        [...document.querySelectorAll('[class*="-TopBarContainer"]')].flatMap(bar => {
          const [count, add] = [...bar.children].map(part => part.getBoundingClientRect())
          if (!count || !add) return []
          const apart = count.right <= add.left || count.bottom <= add.top
          const whole = [...bar.children].every(part => part.scrollWidth <= part.clientWidth + 1)
          return apart && whole ? [] : [bar.textContent!.trim()]
        }),
      )
      expect(crowded, name).toEqual([])
      // A folded entry is named by what it holds ("Kumasi · GH20 · 1-2 days", "About Us"), so two in a list differ.
      const lists = await foldedEntries(page)
      for (const [list, labels] of Object.entries(lists))
        expect(new Set(labels).size, `${name}, ${list}: ${labels.join(' | ')}`).toBe(labels.length)
      Object.assign(folded, lists)
      await expectPhoneLayout(page, NARROWEST.width)
      // The deepest box (payment's MoMo account) still shows its words: at least 60 % of the screen, a choice not cut.
      const cramped = await page.evaluate(
        min =>
          [...document.querySelectorAll<HTMLElement>('input[type="text"], [class*="-singleValue"]')].flatMap(
            box => {
              const target = box.closest<HTMLElement>('[class*="-control"]') ?? box
              const { width } = target.getBoundingClientRect()
              const cut = box.scrollWidth > box.clientWidth + 1 && !box.matches('input')
              return width > 0 && (width < min || cut)
                ? [`${box.id || box.textContent}: ${Math.round(width)} px`]
                : []
            },
          ),
        0.6 * NARROWEST.width,
      )
      expect(cramped, name).toEqual([])
    }
    expect(folded[`${site.nav.length} menu links`]).toEqual(site.nav)
  } finally {
    await editor.close()
  }
})
