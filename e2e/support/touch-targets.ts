import type { Page } from '@playwright/test'

/** WCAG 2.2's minimum target size (2.5.8), for every control. */
export const MIN_TARGET = 24
/** The size a thumb hits without looking (WCAG 2.5.5), for the farm's main steps. */
export const MAIN_TARGET = 44

const CONTROLS =
  'a[href], button, input:not([type="hidden"]):not([type="file"]), select, textarea, [role="button"], [role="switch"], [role="menuitem"], [role="tab"]'

/** Every control on the page, above or below the fold, that a finger sees but that is smaller than `min` px either way. */
export const targetsSmallerThan = (page: Page, min: number): Promise<string[]> =>
  page.evaluate(
    ({ selector, min }) =>
      [...document.querySelectorAll<HTMLElement>(selector)].flatMap(control => {
        // A choice's typing box (react-select, in Decap's select) takes its taps through the whole box around it.
        const choice = control.matches('input[role="combobox"]') && control.closest('[class$="-control"]')
        const target = choice || control
        const { width, height } = target.getBoundingClientRect()
        const hidden = width === 0 || height === 0 || getComputedStyle(control).visibility === 'hidden'
        if (hidden || control.closest('[aria-hidden="true"]') || (width >= min && height >= min)) return []
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? ''
        return [
          `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`,
        ]
      }),
    { selector: CONTROLS, min },
  )
