import { expect, test } from '@playwright/test'
import { SLOW_PHONE, TAP_CONTROLS, measureFirstTap } from './support/slow-phone'

/**
 * A new visitor on a slow phone (issue 15's profile) taps once a second from the moment a control
 * shows: the first tap must open its state, with and without JavaScript. A count, not a timing:
 * it holds on a busy machine. `npm run bench` prints the delays.
 */
for (const javaScriptEnabled of [true, false]) {
  for (const control of TAP_CONTROLS) {
    test(`${control.name}: the first tap works on a slow phone, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
      browser,
      baseURL,
    }) => {
      test.slow()
      const result = await measureFirstTap(browser, baseURL!, control, { javaScriptEnabled, maxTaps: 5 })
      expect(result, `${SLOW_PHONE.cpuSlowdown}× CPU, ${SLOW_PHONE.kbitPerSecond} kbit/s`).toMatchObject({
        tapsLost: 0,
      })
    })
  }
}
