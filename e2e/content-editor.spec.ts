/** The editor at /admin/ as the farm uses it with `npm run cms`, each publish checked by the build's validator. */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test'
import { FROZEN_CONTENT, REPO } from '../__tests__/fixtures/content'
import { PRICE_EXPECTED } from '../plugins/content-model/schema'
import { MOMO_WHEN_DEFAULT } from '../plugins/content-model/momo'
import { validateContent } from '../plugins/content-source/read-and-check/validate-content'
import { editorFields, sentence } from '../plugins/content-editor/editor-config'
import { type LocalBackend, startLocalBackend } from './support/local-backend'

// One editor page for all, as loading it is most of the file's time; the test leaving unsaved changes is last.
test.describe.configure({ mode: 'serial', timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

let backend: LocalBackend
let page: Page
/** Decap names its release in the console as it starts. */
const consoleLines: string[] = []
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000)
  backend = await startLocalBackend()
  page = await browser.newPage()
  page.on('console', message => consoleLines.push(message.text()))
  await page.goto(backend.adminUrl)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible()
})
test.afterAll(async () => {
  await page.close()
  await backend.stop()
})

const contentHash = (dir: string): string => {
  const hash = crypto.createHash('sha256')
  for (const file of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (file.isFile()) hash.update(fs.readFileSync(path.join(file.parentPath, file.name)))
  }
  return hash.digest('hex')
}
const UNTOUCHED = [path.join(REPO, 'content'), FROZEN_CONTENT]
const untouchedBefore = UNTOUCHED.map(contentHash)

test.afterAll(() => {
  // The editor wrote to its copies only: neither content/ nor the frozen content changed.
  expect(UNTOUCHED.map(contentHash)).toEqual(untouchedBefore)
})

const readJson = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(backend.root, 'content', file), 'utf8'))

/** The file once saved whole: undefined while decap-server is still writing it. */
const readSaved = (file: string): unknown => {
  try {
    return readJson(file)
  } catch {
    return undefined
  }
}

/** Through the collections list, set again until it shows, since the editor may still be routing after a save. */
async function openFile(name: string): Promise<void> {
  await expect(async () => {
    await page.goto(`${backend.adminUrl}#/`)
    await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible({ timeout: 5_000 })
  }).toPass()
  await page.goto(`${backend.adminUrl}#/collections/${name}/entries/${name}`)
}

async function unfold(summary: string): Promise<void> {
  const entry = page
    .locator('[class*="listControlItem"]')
    .filter({ has: page.getByText(summary, { exact: true }) })
  await entry.getByRole('button').first().click()
}

async function publish({ refused = false } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  if (!refused) await expect(page.getByText('Changes saved')).toBeVisible()
}

test('runs the Decap release installed from npm, as its bundle reports on start', () => {
  const decap = JSON.parse(fs.readFileSync(require.resolve('decap-cms/package.json'), 'utf8')) as {
    version: string
    dependencies: Record<string, string>
  }
  expect(consoleLines).toEqual(
    expect.arrayContaining([
      `decap-cms ${decap.version}`,
      `decap-cms-app ${decap.dependencies['decap-cms-app']}`,
    ]),
  )
})

test("changes the second product's price; the file keeps its layout and passes the build's checks", async () => {
  const file = path.join(backend.root, 'content/products.json')
  const before = fs.readFileSync(file, 'utf8')
  await openFile('products')
  await unfold('Powdered Okro Two · GH25')
  await page.getByLabel('Price', { exact: true }).nth(1).fill('GH28')
  await publish()

  await expect.poll(() => fs.readFileSync(file, 'utf8')).toContain('"price": "GH28"')
  // One value changed, nothing else: same field order, same two-space layout.
  expect(fs.readFileSync(file, 'utf8')).toBe(before.replace('"price": "GH25"', '"price": "GH28"'))
  expect(await validateContent(path.join(backend.root, 'content'))).toEqual([])
})

test("uploads a product photo into content/images/ and points the product's entry at it, with its new description", async () => {
  const photo = fs.readFileSync(path.join(FROZEN_CONTENT, 'images/story-poster.jpg'))
  await openFile('products')
  await unfold('Powdered Okro Two · GH28')
  await page.getByRole('button', { name: 'Choose different image' }).click()
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'okro-harvest.jpg', mimeType: 'image/jpeg', buffer: photo })
  await page.getByRole('button', { name: 'Choose selected' }).click()
  // The old photo's description is cleared with it: the new one must be described.
  const description = page.getByLabel('Photo description', { exact: true }).nth(1)
  await expect(description).toHaveValue('')
  await description.fill('A field of okro at sunrise, beside the farmhouse')
  await publish()

  const uploaded = path.join(backend.root, 'content/images/products/okro-harvest.jpg')
  await expect.poll(() => fs.existsSync(uploaded) && fs.readFileSync(uploaded).equals(photo)).toBe(true)
  await expect
    .poll(() => (readSaved('products.json') as { image: string }[] | undefined)?.[1]?.image)
    .toBe('images/products/okro-harvest.jpg')
  expect((readJson('products.json') as { imageAlt: string }[])[1]!.imageAlt).toBe(
    'A field of okro at sunrise, beside the farmhouse',
  )
  expect(await validateContent(path.join(backend.root, 'content'))).toEqual([])
})

test("adds a testimonial, written in the fields' usual order", async () => {
  await openFile('testimonials')
  await page.getByRole('button', { name: 'Add testimonial' }).click()
  // Typed in another order than the file's, as a person might.
  await page.getByLabel("Customer's town", { exact: true }).nth(3).fill('Tamale')
  await page.getByLabel("Customer's name", { exact: true }).nth(3).fill('Abena Boateng')
  await page
    .getByLabel('What the customer said', { exact: true })
    .nth(3)
    .fill('Thick, tasty soup every time.')
  await page.getByLabel('Headline', { exact: true }).nth(3).fill('A kitchen staple')
  await publish()

  await expect.poll(() => (readSaved('testimonials.json') as unknown[] | undefined)?.length).toBe(4)
  const added = (readJson('testimonials.json') as object[])[3]!
  expect(JSON.stringify(added)).toBe(
    JSON.stringify({
      headline: 'A kitchen staple',
      quote: 'Thick, tasty soup every time.',
      name: 'Abena Boateng',
      town: 'Tamale',
    }),
  )
  expect(await validateContent(path.join(backend.root, 'content'))).toEqual([])
})

test('an emptied optional field (WhatsApp) is left out of site.json, as the build expects', async () => {
  await openFile('site')
  await page.getByLabel(/^WhatsApp number/).fill('')
  await publish()

  await expect
    .poll(() => 'whatsapp' in ((readSaved('site.json') as object | undefined) ?? { whatsapp: 0 }))
    .toBe(false)
  const expected: Record<string, unknown> = JSON.parse(
    fs.readFileSync(path.join(FROZEN_CONTENT, 'site.json'), 'utf8'),
  )
  delete expected.whatsapp
  expect(readJson('site.json')).toEqual(expected)
  expect(await validateContent(path.join(backend.root, 'content'))).toEqual([])
})

/** The frozen site.json less some of its parts, in the files' two-space layout. */
function frozenSiteWithout(...parts: ('whatsapp' | 'momo')[]): string {
  const site = JSON.parse(fs.readFileSync(path.join(FROZEN_CONTENT, 'site.json'), 'utf8')) as Site
  if (parts.includes('whatsapp')) delete site.whatsapp
  if (parts.includes('momo')) delete site.ordering.payment.momo
  return `${JSON.stringify(site, null, 2)}\n`
}
type Site = { whatsapp?: string; ordering: { payment: { momo?: Record<string, string> } } }
const FROZEN_SITE = JSON.parse(frozenSiteWithout()) as Site

const PAYMENT = editorFields('site.json')
  .find(field => field.name === 'ordering')!
  .fields!.find(field => field.name === 'payment')!
const MOMO = PAYMENT.fields!.find(field => field.name === 'momo')!

/** The MoMo account's control, a list of at most one entry (editor-config.ts), by the id its label names. */
async function momoControl(): Promise<Locator> {
  const label = page.locator('label', { hasText: MOMO.label })
  return page.locator(`[id="${await label.getAttribute('for')}"]`)
}

/** A content file's text once decap-server has written it whole, undefined while it writes. */
const savedText = (file: string): string | undefined =>
  readSaved(file) === undefined
    ? undefined
    : fs.readFileSync(path.join(backend.root, 'content', file), 'utf8')

test("removes MoMo with its entry's ×: site.json leaves it out, and the build's checks pass", async () => {
  await openFile('site')
  const momo = await momoControl()
  await expect(momo.getByLabel(MOMO.fields![0]!.label, { exact: true })).toHaveValue(
    FROZEN_SITE.ordering.payment.momo!.network!,
  )
  // The entry's bar: its arrow, then its ×.
  await momo.locator('[class*="-StyledListItemTopBar"] > button').last().click()
  await expect(momo.getByLabel(MOMO.fields![0]!.label, { exact: true })).toHaveCount(0)
  await publish()

  await expect.poll(() => savedText('site.json')).toBe(frozenSiteWithout('whatsapp', 'momo'))
  expect(await validateContent(path.join(backend.root, 'content'))).toEqual([])
})

test('a site.json without MoMo publishes, and MoMo added back is written with its payment moment at the default', async () => {
  // Written here too, so that this runs on its own: a file without MoMo is a valid edit.
  fs.writeFileSync(path.join(backend.root, 'content/site.json'), frozenSiteWithout('whatsapp', 'momo'))
  await openFile('site')
  await page.getByLabel(/^WhatsApp number/).fill(FROZEN_SITE.whatsapp!)
  await publish()
  await expect.poll(() => savedText('site.json')).toBe(frozenSiteWithout('momo'))

  const momo = await momoControl()
  await momo.getByRole('button', { name: `Add ${MOMO.label_singular}` }).click()
  for (const [name, value] of Object.entries(FROZEN_SITE.ordering.payment.momo!)) {
    const { label } = MOMO.fields!.find(field => field.name === name)!
    await momo.getByLabel(label, { exact: true }).fill(value)
  }
  await publish()
  // A new entry starts at the choice's default ("when" left untouched), which the file then states.
  const readded = structuredClone(FROZEN_SITE)
  readded.ordering.payment.momo!.when = MOMO_WHEN_DEFAULT
  await expect.poll(() => savedText('site.json')).toBe(`${JSON.stringify(readded, null, 2)}\n`)
  expect(await validateContent(path.join(backend.root, 'content'))).toEqual([])
})

test("switches the second product out of stock: only its inStock changes, and the build's checks pass", async () => {
  const file = path.join(backend.root, 'content/products.json')
  const before = fs.readFileSync(file, 'utf8')
  const saved = JSON.parse(before) as { inStock?: boolean }[]
  test.skip(saved[1]?.inStock !== true, 'the frozen content must have its second product in stock')
  await openFile('products')
  await unfold('Powdered Okro Two · GH28')
  // Only the unfolded entry's fields are on the form; Decap adds "(optional)" to the name.
  const inStock = page.getByRole('switch', { name: /^In stock/ })
  await expect(inStock).toHaveCount(1)
  await expect(inStock).toHaveAttribute('aria-checked', 'true')
  await inStock.click()
  await publish()

  const expected = JSON.stringify(
    saved.map((product, index) => (index === 1 ? { ...product, inStock: false } : product)),
  )
  await expect.poll(() => JSON.stringify(readSaved('products.json'))).toBe(expected)
  const second = before.indexOf('"inStock": true', before.indexOf('Powdered Okro Two'))
  expect(fs.readFileSync(file, 'utf8')).toBe(
    `${before.slice(0, second)}"inStock": false${before.slice(second + '"inStock": true'.length)}`,
  )
  expect(await validateContent(path.join(backend.root, 'content'))).toEqual([])
})

test('a product whose entry leaves out inStock shows it in stock, and a save of another change leaves it out', async () => {
  const file = path.join(backend.root, 'content/products.json')
  const products = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    name: string
    price: string
    inStock?: boolean
  }[]
  const third = products[2]!
  // As the farm may write it: the build reads a product without inStock as in stock.
  delete third.inStock
  const before = `${JSON.stringify(products, null, 2)}\n`
  fs.writeFileSync(file, before)
  await openFile('products')
  await unfold(`${third.name} · ${third.price}`)
  const inStock = page.getByRole('switch', { name: /^In stock/ })
  await expect(inStock).toHaveCount(1)
  await expect(inStock).toHaveAttribute('aria-checked', 'true')
  const newPrice = `GH${Number(third.price.replace(/^GH/, '')) + 1}`
  await page.getByLabel('Price', { exact: true }).nth(2).fill(newPrice)
  await publish()

  const price = before.indexOf(`"price": "${third.price}"`, before.indexOf(third.name))
  const expected = `${before.slice(0, price)}"price": "${newPrice}"${before.slice(price + `"price": "${third.price}"`.length)}`
  await expect.poll(() => savedText('products.json')).toBe(expected)
  expect(await validateContent(path.join(backend.root, 'content'))).toEqual([])
})

test('on this computer the site link opens the site served beside the editor, not the deployed address', async () => {
  await page.goto(`${backend.adminUrl}#/`)
  const origin = new URL(page.url()).origin
  await expect(page.locator('[class*="-AppHeaderSiteLink"]').first()).toHaveAttribute(
    'href',
    new RegExp(`^${origin}/?$`),
  )
})

test("going from one entry's address straight to another's (typed, bookmarked or Back) opens that entry, not an empty form", async () => {
  const site = JSON.parse(fs.readFileSync(path.join(backend.root, 'content/site.json'), 'utf8')) as {
    brand: string
  }
  await openFile('products')
  await expect(page.getByText(/Powdered Okro Two/).first()).toBeVisible()
  await page.evaluate(() => (window.location.hash = '#/collections/site/entries/site'))
  await expect(page.getByLabel('Farm name', { exact: true })).toHaveValue(site.brand)
})

test('refuses a farm name with a letter the heading font lacks, saying so, and writes nothing', async ({
  browser,
}) => {
  const file = path.join(backend.root, 'content/site.json')
  const before = fs.readFileSync(file)
  // A page of its own, as the refusal leaves unsaved changes, which keep a page from going elsewhere.
  const own = await browser.newPage()
  try {
    await own.goto(backend.adminUrl)
    await own.getByRole('button', { name: 'Login' }).click()
    await own.goto(`${backend.adminUrl}#/collections/site/entries/site`)
    const brand = editorFields('site.json').find(field => field.name === 'brand')!
    await own.getByLabel(brand.label, { exact: true }).fill('Crème Farms')
    await own.getByRole('button', { name: 'Publish' }).click()
    await own.getByRole('menuitem', { name: 'Publish now' }).click()

    await expect(own.getByText(brand.pattern![1], { exact: true })).toBeVisible()
    await expect(own.getByText('Unsaved changes', { exact: false })).toBeVisible()
    expect(fs.readFileSync(file).equals(before)).toBe(true)
  } finally {
    await own.close()
  }
})

test('refuses "25 cedis" with the validator\'s explanation and writes nothing', async () => {
  const file = path.join(backend.root, 'content/products.json')
  const before = fs.readFileSync(file)
  const modified = fs.statSync(file).mtimeMs
  await openFile('products')
  const saves: string[] = []
  page.on('request', request => {
    if (request.method() === 'POST' && /persistEntry/.test(request.postData() ?? ''))
      saves.push(request.url())
  })
  await unfold('Powdered Okro Two · GH28')
  const price = page.getByLabel('Price', { exact: true }).nth(1)
  const hint = page.getByText(sentence(PRICE_EXPECTED), { exact: true }).filter({ visible: true })
  await expect(hint, "the price's hint under its box").toHaveCount(1)
  const errors: Error[] = []
  page.on('pageerror', error => errors.push(error))
  await price.fill('25 cedis')
  await publish({ refused: true })

  await expect(page.getByText(sentence(`must be ${PRICE_EXPECTED}`), { exact: true })).toBeVisible()
  await expect(hint, 'the message says the hint again, so the hint goes').toHaveCount(0)
  await expect(page.getByText('Unsaved changes', { exact: false })).toBeVisible()
  // The refusal is shown once the publish has ended; no save was ever sent to the local backend.
  expect(saves).toEqual([])
  expect(fs.readFileSync(file).equals(before)).toBe(true)
  expect(fs.statSync(file).mtimeMs).toBe(modified)
  // Decap's own rejection of the refused Publish is not reported as a page error.
  expect(errors).toEqual([])
})
