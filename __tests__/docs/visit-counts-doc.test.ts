/**
 * @jest-environment node
 */
import fs from 'fs'
import path from 'path'
import { EVENT_ACTIONS, EVENT_SECTIONS } from '../../src/config/order-events'
import { REPO } from '../fixtures/content'

// The farm reads the events log by these words, so the guide names each one the page can send, and no other.
const eventsLog = /^- \*\*`[^`]*events\.log`\*\*:([\s\S]*?)\n\n/m.exec(
  fs.readFileSync(path.join(REPO, 'docs/visit-counts.md'), 'utf8'),
)![1]!
const [tapped, place] = eventsLog.split('the place on the page')
const words = (text = '') => [...text.matchAll(/\(`(\w+)`|, `(\w+)`/g)].map(([, a, b]) => a ?? b).sort()

it("names every tap the beacon sends in docs/visit-counts.md's events log, and no other", () => {
  expect(words(tapped)).toEqual(Object.keys(EVENT_ACTIONS).sort())
})

it('names every place a tap is counted in, and no other', () => {
  expect(words(place)).toEqual(Object.keys(EVENT_SECTIONS).sort())
})
